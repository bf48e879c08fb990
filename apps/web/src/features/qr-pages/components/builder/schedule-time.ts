/**
 * A schedule's bounds are moments (ISO date-times); staff write them as a day and a time on the
 * venue's clock. These turn one into the other for an IANA time zone.
 */

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    const options = {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    } as const;
    try {
      format = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    } catch {
      format = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
    }
    formats.set(timeZone, format);
  }
  return format;
}

/** The wall clock of `time` in the zone, as milliseconds of a UTC date with the same figures. */
function wallOf(time: number, timeZone: string): number {
  const parts = Object.fromEntries(
    formatIn(timeZone)
      .formatToParts(new Date(time))
      .map((part) => [part.type, part.value]),
  );
  return Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour) % 24,
    Number(parts.minute),
  );
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `2026-05-01T18:30` for a `datetime-local` input, on the zone's clock; '' for no moment. */
export function toWallTime(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return '';
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const wall = new Date(wallOf(time, timeZone));
  return `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}T${pad(
    wall.getUTCHours(),
  )}:${pad(wall.getUTCMinutes())}`;
}

/** The moment a `datetime-local` value names on the zone's clock, as an ISO date-time; null when empty. */
export function fromWallTime(local: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(local);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const wanted = Date.UTC(y, mo - 1, d, h, mi);
  // The zone's offset at a first guess, then again at the answer (a change of clocks between).
  let time = wanted - (wallOf(wanted, timeZone) - wanted);
  time = wanted - (wallOf(time, timeZone) - time);
  return new Date(time).toISOString();
}
