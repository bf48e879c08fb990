import { and, type SQL, sql } from 'drizzle-orm';
import { ratings } from '../../db/schema';

/** A day of the week (ISO: 1 Monday … 7 Sunday) and hours (both included) on the company's clock. */
export interface ReviewClock {
  dayOfWeek?: number | undefined;
  hourFrom?: number | undefined;
  hourTo?: number | undefined;
}

/**
 * The ratings given on that weekday and in those hours of the venue's clock `timeZone` (a heat
 * map's cell: Fridays 19:00–20:00 is `dayOfWeek` 5, hours 19 to 19). Hours from 22 to 2 run past
 * midnight.
 */
export function reviewClockWhere(clock: ReviewClock, timeZone: string): SQL | undefined {
  const local = sql`(${ratings.createdAt} at time zone ${timeZone})`;
  const hour = sql`extract(hour from ${local})::int`;
  const { dayOfWeek, hourFrom, hourTo } = clock;
  const hours =
    hourFrom !== undefined && hourTo !== undefined
      ? hourFrom <= hourTo
        ? sql`${hour} between ${hourFrom} and ${hourTo}`
        : sql`(${hour} >= ${hourFrom} or ${hour} <= ${hourTo})`
      : hourFrom !== undefined
        ? sql`${hour} >= ${hourFrom}`
        : hourTo !== undefined
          ? sql`${hour} <= ${hourTo}`
          : undefined;
  return and(
    dayOfWeek === undefined ? undefined : sql`extract(isodow from ${local})::int = ${dayOfWeek}`,
    hours,
  );
}
