import type { TItemAvailability } from './menus';
import { WEEKDAYS } from './structure';

type Weekday = (typeof WEEKDAYS)[number];

/** A moment as a venue's wall clock shows it: the weekday and minutes since midnight. */
export interface WallClock {
  weekday: Weekday;
  minutes: number;
}

const minutesOf = (time: string) => {
  const [hours = '0', minutes = '0'] = time.split(':');
  return Number(hours) * 60 + Number(minutes);
};

const previous = (day: Weekday): Weekday => WEEKDAYS[(WEEKDAYS.indexOf(day) + 6) % 7] as Weekday;

/** Formatters by time zone: making one costs far more than using it (every order asks). */
const clocks = new Map<string, Intl.DateTimeFormat>();
const MAX_CLOCKS = 500;

function clockOf(timeZone: string): Intl.DateTimeFormat {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    if (clocks.size >= MAX_CLOCKS) clocks.clear();
    clocks.set(timeZone, clock);
  }
  return clock;
}

/** The wall clock of `timeZone` (an IANA name) at `date`; UTC when the zone is unknown. */
export function wallClock(date: Date, timeZone: string): WallClock {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = clockOf(timeZone).formatToParts(date);
  } catch {
    return wallClock(date, 'UTC');
  }
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '0';
  const weekday = part('weekday').slice(0, 3).toLowerCase() as Weekday;
  return { weekday, minutes: Number(part('hour')) * 60 + Number(part('minute')) };
}

/**
 * Whether an item is served at this wall-clock time. A window whose `to` is before `from` runs
 * past midnight (its early part belongs to the day before); equal times mean the whole day.
 */
export function isServedAt(availability: TItemAvailability | null, at: WallClock): boolean {
  if (!availability) return true;
  const start = minutesOf(availability.from);
  const end = minutesOf(availability.to);
  const days: readonly string[] = availability.days;
  if (start === end) return days.includes(at.weekday);
  if (start < end) return days.includes(at.weekday) && at.minutes >= start && at.minutes < end;
  return (
    (days.includes(at.weekday) && at.minutes >= start) ||
    (days.includes(previous(at.weekday)) && at.minutes < end)
  );
}
