/** Days on a company's clock: the local calendar day of an instant, weeks from Monday, day ranges. */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let found = formatters.get(timeZone);
  if (!found) {
    try {
      found = new Intl.DateTimeFormat('en-CA', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      });
    } catch {
      found = formatterOf('UTC');
    }
    formatters.set(timeZone, found);
  }
  return found;
}

/** `YYYY-MM-DD HH:mm` on the company's clock. */
export function localDateTime(instant: Date, timeZone: string): string {
  const parts = formatterOf(timeZone).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

/** `YYYY-MM-DD` on the company's clock. */
export function localDay(instant: Date, timeZone: string): string {
  return localDateTime(instant, timeZone).slice(0, 10);
}

const asUtc = (day: string) => new Date(`${day}T00:00:00Z`);
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

export function addDays(day: string, days: number): string {
  const date = asUtc(day);
  date.setUTCDate(date.getUTCDate() + days);
  return dayOf(date);
}

/** The Monday of the day's week. */
export function weekStart(day: string): string {
  return addDays(day, -((asUtc(day).getUTCDay() + 6) % 7));
}

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}
