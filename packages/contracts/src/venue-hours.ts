import { isServedAt } from './item-availability';
import type { TItemAvailability } from './menus';
import type { TOpeningHours, TWeekday } from './structure';

/**
 * Times are the device's local time: a guest reading the menu is at (or near) the venue, and the
 * menu carries no time zone. The server checks again when ordering.
 */
const DAY_BY_INDEX: readonly TWeekday[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

export const weekdayOf = (date: Date): TWeekday => DAY_BY_INDEX[date.getDay()] as TWeekday;
const previousWeekday = (date: Date): TWeekday => DAY_BY_INDEX[(date.getDay() + 6) % 7] as TWeekday;

export function minutesOf(time: string): number {
  const [hours = '0', minutes = '0'] = time.split(':');
  return Number(hours) * 60 + Number(minutes);
}

/**
 * Whether `now` falls in a window that opens on `openDay` at `from` and ends at `to`. A `to`
 * before `from` ends after midnight (on the next day); equal times mean the whole day.
 */
function inWindow(now: Date, days: readonly TWeekday[], from: string, to: string): boolean {
  const start = minutesOf(from);
  const end = minutesOf(to);
  const current = now.getHours() * 60 + now.getMinutes();
  const today = weekdayOf(now);
  if (start === end) return days.includes(today);
  if (start < end) return days.includes(today) && current >= start && current < end;
  // Overnight: the evening part of today, or the early part that belongs to yesterday.
  return (days.includes(today) && current >= start) || (days.includes(previousWeekday(now)) && current < end);
}

/** Items without availability are served whenever the venue serves; `now` on this runtime's clock. */
export function isAvailableNow(availability: TItemAvailability | null, now: Date): boolean {
  return isServedAt(availability, {
    weekday: weekdayOf(now),
    minutes: now.getHours() * 60 + now.getMinutes(),
  });
}

export type TodayHours =
  | { kind: 'text'; text: string }
  | { kind: 'weekly'; open: string; close: string; openNow: boolean }
  | { kind: 'closed-today' };

/** Today's line of the work details: the free text, or today's hours and whether it is open now. */
export function todayHours(hours: TOpeningHours | null, now: Date): TodayHours | null {
  if (!hours) return null;
  if (hours.kind !== 'weekly') return { kind: 'text', text: hours.text };
  const today = hours.days[weekdayOf(now)];
  const yesterday = hours.days[previousWeekday(now)];
  const openFromYesterday =
    yesterday != null &&
    minutesOf(yesterday.close) < minutesOf(yesterday.open) &&
    now.getHours() * 60 + now.getMinutes() < minutesOf(yesterday.close);
  if (!today) {
    return openFromYesterday && yesterday
      ? { kind: 'weekly', open: yesterday.open, close: yesterday.close, openNow: true }
      : { kind: 'closed-today' };
  }
  const openToday = inWindow(now, [weekdayOf(now)], today.open, today.close);
  return { kind: 'weekly', open: today.open, close: today.close, openNow: openToday || openFromYesterday };
}
