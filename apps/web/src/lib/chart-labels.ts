/** Labels and picks the console's charts share (the locale comes from the caller: dateLocale). */

/** The index of the largest value (the first of equals), or -1 when all are zero. */
export function busiest(values: readonly number[]): number {
  let best = -1;
  values.forEach((value, index) => {
    if (value > 0 && (best === -1 || value > (values[best] ?? 0))) best = index;
  });
  return best;
}

/** "14:00" style label of an hour, in the user's locale. */
export function hourLabel(hour: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    Date.UTC(2024, 0, 1, hour),
  );
}

/** A calendar day (YYYY-MM-DD) as a short date in the user's locale ("12 Mar"). */
export function dayLabel(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** A month (its first day, YYYY-MM-DD) as "Mar 2026" in the user's locale. */
export function monthLabel(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** Two days as one short range in the user's locale ("3–9 Mar 2026", "28 Feb – 6 Mar 2026"). */
export function dayRangeLabel(from: string, to: string, locale: string): string {
  const format = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const start = new Date(`${from}T00:00:00Z`);
  if (from === to) return format.format(start);
  return format.formatRange(start, new Date(`${to}T00:00:00Z`));
}

/** A short hour head for a narrow column ("19" on a 24-hour clock, "7 PM" on a 12-hour one). */
export function shortHourLabel(hour: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', timeZone: 'UTC' })
    .format(Date.UTC(2024, 0, 1, hour))
    .replace(/\s?h$/, '');
}

/**
 * A long category name in lines of about `width` characters, for a horizontal chart's axis (Chart.js
 * draws an array as lines): "Would you recommend us?" does not lose its start on a phone.
 */
export function wrapLabel(text: string, width = 16): string | string[] {
  if (text.length <= width) return text;
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines.length > 3
    ? [
        ...lines.slice(0, 2),
        `${lines
          .slice(2)
          .join(' ')
          .slice(0, width - 1)}…`,
      ]
    : lines;
}

/** The height of a horizontal bar chart with `bars` bars: room for each, and for the axis. */
export function barsHeight(bars: number): string {
  return `${Math.max(8, 3.5 + bars * 2.75)}rem`;
}
