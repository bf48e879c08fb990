import type { Random } from './demo-history-random';

/**
 * The café's calendar for the demo history: which days, when it is open, how busy each hour is,
 * and the few shifts that went wrong. Times are the venue's wall clock, kept as minutes since
 * 1970-01-01 00:00 of that clock ("local minutes"); the database turns them into instants in the
 * company's time zone, daylight saving included.
 */

export const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export interface Day {
  /** YYYY-MM-DD on the venue's clock. */
  date: string;
  weekday: Weekday;
  /** Local minutes of the day's midnight. */
  start: number;
  /** 0 on the first day of the history, 1 on the last. */
  progress: number;
  /** Month 1–12. */
  month: number;
}

export type OpeningHours = Partial<Record<Weekday, { open: string; close: string }>>;

/** A shift that went wrong: more bad ratings (with comments saying why) and slower service. */
export interface Streak {
  date: string;
  /** Minutes after midnight. */
  from: number;
  to: number;
  cause: 'short-staffed' | 'coffee-machine' | 'cold-food' | 'card-terminal';
  /** Share of the ratings given in it that are bad. */
  badShare: number;
  /** How many times longer orders take and waiter calls wait. */
  slowdown: number;
}

const DAY_MINUTES = 24 * 60;
const minutesOf = (time: string) => {
  const [hours = '0', minutes = '0'] = time.split(':');
  return Number(hours) * 60 + Number(minutes);
};

/** The `count` days up to and including `lastDate` (YYYY-MM-DD), oldest first. */
export function historyDays(lastDate: string, count: number): Day[] {
  const last = Date.parse(`${lastDate}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => {
    const ms = last - (count - 1 - i) * DAY_MINUTES * 60_000;
    const at = new Date(ms);
    return {
      date: at.toISOString().slice(0, 10),
      weekday: WEEKDAYS[at.getUTCDay()]!,
      start: ms / 60_000,
      progress: count > 1 ? i / (count - 1) : 1,
      month: at.getUTCMonth() + 1,
    };
  });
}

/** `YYYY-MM-DD HH:MM:SS` of local minutes (for `::timestamp at time zone`). */
export function localStamp(minutes: number): string {
  return new Date(Math.round(minutes * 60_000)).toISOString().slice(0, 19).replace('T', ' ');
}

/** Opening and closing minute of a day (closing past midnight counts on from 24:00). */
export function openingOf(hours: OpeningHours, weekday: Weekday): { open: number; close: number } | null {
  const day = hours[weekday];
  if (!day) return null;
  const open = minutesOf(day.open);
  let close = minutesOf(day.close);
  if (close <= open) close += DAY_MINUTES;
  return { open, close };
}

/** How many guests order on a weekday compared with an average day. */
const WEEKDAY_FACTOR: Record<Weekday, number> = {
  mon: 0.75,
  tue: 0.8,
  wed: 0.85,
  thu: 0.95,
  fri: 1.3,
  sat: 1.5,
  sun: 1.1,
};

/** Guests of a day: the weekly rhythm, a busier summer (the terrace), a QR habit that grows. */
export function ordersOfDay(day: Day, perAverageDay: number, random: Random): number {
  const summer = 1 + 0.18 * Math.cos(((day.month - 7) / 12) * 2 * Math.PI);
  const habit = 0.7 + 0.3 * day.progress;
  const noise = 0.85 + random.next() * 0.3;
  return Math.round(perAverageDay * WEEKDAY_FACTOR[day.weekday] * summer * habit * noise);
}

/** How busy an hour is: breakfast, the lunch peak, afternoon coffee and dinner (later at weekends). */
function hourWeight(weekday: Weekday, hour: number): number {
  const weekend = weekday === 'sat' || weekday === 'sun';
  const late = weekday === 'fri' || weekday === 'sat';
  const weights: Record<number, number> = {
    8: 1.1,
    9: weekend ? 1.6 : 1.4,
    10: weekend ? 2.1 : 0.9,
    11: weekend ? 1.9 : 0.8,
    12: weekend ? 1.6 : 1.9,
    13: weekend ? 1.4 : 1.8,
    14: 1.0,
    15: 0.8,
    16: 0.8,
    17: 0.9,
    18: late ? 1.6 : 1.2,
    19: late ? 2.0 : 1.4,
    20: late ? 1.9 : 1.1,
    21: late ? 1.3 : 0.6,
    22: late ? 0.9 : 0.3,
    23: late ? 0.4 : 0.1,
  };
  return weights[hour] ?? 0.05;
}

/** A minute of the day a guest orders at, within opening hours and as busy as the hour is. */
export function orderMinute(weekday: Weekday, opening: { open: number; close: number }, random: Random) {
  const hours: [number, number][] = [];
  // The last order is taken a quarter of an hour before closing.
  for (let hour = Math.floor(opening.open / 60); hour * 60 < opening.close - 15; hour++) {
    hours.push([hour, hourWeight(weekday, hour % 24)]);
  }
  const hour = random.weighted(hours);
  const from = Math.max(opening.open, hour * 60);
  const to = Math.min(opening.close - 15, hour * 60 + 60);
  return from + random.next() * (to - from);
}

/** The Friday, Saturday… `weeksAgo` weeks before the last day. */
function weekdayBefore(days: Day[], weekday: Weekday, weeksAgo: number): Day | undefined {
  const matching = days.filter((d) => d.weekday === weekday);
  return matching[matching.length - weeksAgo];
}

/** Four shifts that went wrong, spread over the months, none in the last few days. */
export function streaksOf(days: Day[]): Streak[] {
  const wanted: [Weekday, number, Omit<Streak, 'date'>][] = [
    ['fri', 5, { from: 17 * 60 + 30, to: 22 * 60, cause: 'short-staffed', badShare: 0.75, slowdown: 1.8 }],
    ['sat', 11, { from: 9 * 60, to: 13 * 60, cause: 'coffee-machine', badShare: 0.55, slowdown: 1.6 }],
    ['tue', 2, { from: 12 * 60, to: 14 * 60 + 30, cause: 'cold-food', badShare: 0.5, slowdown: 1.4 }],
    ['sun', 17, { from: 11 * 60, to: 16 * 60, cause: 'card-terminal', badShare: 0.4, slowdown: 2 }],
  ];
  return wanted.flatMap(([weekday, weeksAgo, streak]) => {
    const day = weekdayBefore(days, weekday, weeksAgo);
    return day ? [{ ...streak, date: day.date }] : [];
  });
}

/** The streak a moment falls in, if any. */
export function streakAt(streaks: Streak[], day: Day, minuteOfDay: number): Streak | null {
  return streaks.find((s) => s.date === day.date && minuteOfDay >= s.from && minuteOfDay < s.to) ?? null;
}
