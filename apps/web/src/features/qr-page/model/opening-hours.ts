import { type TOpeningHours, type TWeekday, venueClock } from '@guestloop/contracts';

type WeeklyHours = Extract<TOpeningHours, { kind: 'weekly' }>;

/** ISO weekday order, Monday first (`venueClock` numbers them 1–7 the same way). */
export const WEEK: readonly TWeekday[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The weekday `now` is in the venue's time zone. */
export function venueWeekday(now: Date, timeZone: string): TWeekday {
  return WEEK[venueClock(now, timeZone).weekday - 1] ?? 'mon';
}

/**
 * Whether the venue is open at `now` on its own clock. A closing time before the opening time
 * ends after midnight (the early hours belong to the day before); equal times mean all day.
 */
export function isOpenAt(hours: WeeklyHours, now: Date, timeZone: string): boolean {
  const { weekday, minutes } = venueClock(now, timeZone);
  const today = hours.days[WEEK[weekday - 1] ?? 'mon'];
  const yesterday = hours.days[WEEK[(weekday + 5) % 7] ?? 'sun'];
  if (today) {
    const open = minutesOf(today.open);
    const close = minutesOf(today.close);
    if (open === close) return true;
    if (open < close ? minutes >= open && minutes < close : minutes >= open) return true;
  }
  if (yesterday) {
    const open = minutesOf(yesterday.open);
    const close = minutesOf(yesterday.close);
    if (close < open && minutes < close) return true;
  }
  return false;
}
