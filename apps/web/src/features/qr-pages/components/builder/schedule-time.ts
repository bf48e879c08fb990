import { venueClock } from '@guestloop/contracts';
import { dayIn } from '@/lib/date-format';

/**
 * A schedule's bounds are moments (ISO date-times); staff write them as a day and a time on the
 * venue's clock. These turn one into the other for an IANA time zone.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** The wall clock of `time` in the zone, as `2026-05-01T18:30`. */
function wallOf(time: number, timeZone: string): string {
  const date = new Date(time);
  const { minutes } = venueClock(date, timeZone);
  return `${dayIn(date, timeZone)}T${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** A wall clock read as if it were UTC (to measure the zone's offset). */
const asUtc = (wall: string) => Date.parse(`${wall}:00Z`);

/** `2026-05-01T18:30` for a `datetime-local` input, on the zone's clock; '' for no moment. */
export function toWallTime(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return '';
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : wallOf(time, timeZone);
}

/** The moment a `datetime-local` value names on the zone's clock, as an ISO date-time; null when empty. */
export function fromWallTime(local: string, timeZone: string): string | null {
  const match = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.exec(local);
  if (!match) return null;
  const wanted = asUtc(match[0]);
  if (Number.isNaN(wanted)) return null;
  // The zone's offset at a first guess, then again at the answer (a change of clocks between).
  let time = wanted - (asUtc(wallOf(wanted, timeZone)) - wanted);
  time = wanted - (asUtc(wallOf(time, timeZone)) - time);
  return new Date(time).toISOString();
}
