import { type WallClock, wallClock } from './item-availability';
import type { TOrderType } from './order-status';
import type { TOrderingPause, TOrderingSettings } from './ordering';
import type { TOpeningHours, TWeekday } from './structure';

/**
 * When a menu takes orders, on the venue's clock: the same functions answer the guest's page
 * (from the public menu: its settings and `timeZone`) and the server when an order is placed.
 */

type WeeklyDays = Extract<TOpeningHours, { kind: 'weekly' }>['days'];

const MINUTE = 60_000;
/** A pickup slot or a delivery time chosen a few minutes ago is still taken. */
export const ORDER_TIME_GRACE_MINUTES = 5;
const MAX_PICKUP_SLOTS = 48;
const PICKUP_HORIZON = 24 * 60 * MINUTE;
const DELIVERY_HORIZON = 7 * 24 * 60 * MINUTE;

const DAYS_BY_UTC_INDEX: readonly TWeekday[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const minutesOf = (time: string) => {
  const [hours = '0', minutes = '0'] = time.split(':');
  return Number(hours) * 60 + Number(minutes);
};
const previousDay = (day: TWeekday) =>
  DAYS_BY_UTC_INDEX[(DAYS_BY_UTC_INDEX.indexOf(day) + 6) % 7] as TWeekday;

/** The days of weekly hours; null for none or a free text (nothing to judge a time by). */
export const weeklyDays = (hours: TOpeningHours | null | undefined): WeeklyDays | null =>
  hours?.kind === 'weekly' ? hours.days : null;

/**
 * Whether weekly hours say open at a wall-clock time. A close before the open runs past midnight
 * (its early part belongs to the day before); equal times mean the whole day.
 */
export function isOpenAt(days: WeeklyDays, at: WallClock): boolean {
  const today = days[at.weekday];
  if (today) {
    const open = minutesOf(today.open);
    const close = minutesOf(today.close);
    if (open === close) return true;
    if (open < close ? at.minutes >= open && at.minutes < close : at.minutes >= open) return true;
  }
  const yesterday = days[previousDay(at.weekday)];
  return yesterday != null && minutesOf(yesterday.close) < minutesOf(yesterday.open)
    ? at.minutes < minutesOf(yesterday.close)
    : false;
}

/** Formatters by time zone: making one costs far more than using it. */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormatOf(timeZone: string): Intl.DateTimeFormat {
  let format = dateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    if (dateFormats.size >= 500) dateFormats.clear();
    dateFormats.set(timeZone, format);
  }
  return format;
}

/** The zone's calendar date and time at `ms`, as if it were UTC (to measure the zone's offset). */
function localAsUtc(ms: number, timeZone: string): number {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = dateFormatOf(timeZone).formatToParts(new Date(ms));
  } catch {
    return ms - (ms % MINUTE);
  }
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
}

/** The moment the zone's clock shows `minutes` after midnight of a calendar day (a UTC date). */
function momentOf(day: Date, minutes: number, timeZone: string): number {
  const wall = day.getTime() + minutes * MINUTE;
  const first = wall - (localAsUtc(wall, timeZone) - wall);
  // Near a clock change the offset at the guess differs from the one at the answer.
  return wall - (localAsUtc(first, timeZone) - first);
}

/** The next moment weekly hours open after `now` (within a week), or null when they never do. */
export function nextOpening(days: WeeklyDays, now: Date, timeZone: string): Date | null {
  const local = localAsUtc(now.getTime(), timeZone);
  const today = local - (local % (24 * 60 * MINUTE));
  for (let offset = 0; offset <= 7; offset++) {
    const day = new Date(today + offset * 24 * 60 * MINUTE);
    const hours = days[DAYS_BY_UTC_INDEX[day.getUTCDay()] as TWeekday];
    if (!hours) continue;
    const opens = hours.open === hours.close ? 0 : minutesOf(hours.open);
    const moment = momentOf(day, opens, timeZone);
    if (moment > now.getTime() && !isOpenAt(days, wallClock(new Date(moment - MINUTE), timeZone)))
      return new Date(moment);
  }
  return null;
}

export interface OrderingClock {
  ordering: TOrderingSettings;
  /** The menu's opening hours (settings.workDetails.hours). */
  hours: TOpeningHours | null;
  /** The company's IANA time zone. */
  timeZone: string;
}

/** Slot starts on the slot grid of the zone's clock, at or after `from`. */
function onGrid(from: number, slotMinutes: number, timeZone: string): number {
  const whole = Math.ceil(from / MINUTE) * MINUTE;
  const remainder = wallClock(new Date(whole), timeZone).minutes % slotMinutes;
  return remainder === 0 ? whole : whole + (slotMinutes - remainder) * MINUTE;
}

/**
 * The pickup slots on offer at `now` (ISO starts, earliest first): from the preparation time on,
 * one per slot length, inside the weekly hours when the menu has them; at most 48, within a day.
 */
export function pickupSlots({ ordering, hours, timeZone }: OrderingClock, now: Date): string[] {
  const days = weeklyDays(hours);
  const slots: string[] = [];
  const end = now.getTime() + PICKUP_HORIZON;
  const step = ordering.pickupSlotMinutes;
  let at = onGrid(now.getTime() + ordering.preparationMinutes * MINUTE, step, timeZone);
  while (at <= end && slots.length < MAX_PICKUP_SLOTS) {
    if (!days || isOpenAt(days, wallClock(new Date(at), timeZone))) slots.push(new Date(at).toISOString());
    at = onGrid(at + step * MINUTE, step, timeZone);
  }
  return slots;
}

/** Whether a slot the guest chose (a few minutes ago, perhaps) is still on offer. */
export function isPickupSlotOffered(clock: OrderingClock, slot: string, now: Date): boolean {
  const wanted = Date.parse(slot);
  const earlier = new Date(now.getTime() - ORDER_TIME_GRACE_MINUTES * MINUTE);
  return pickupSlots(clock, earlier).some((offered) => Date.parse(offered) === wanted);
}

/** The earliest a delivery can be wished for: now and the preparation time. */
export const earliestDelivery = ({ ordering }: OrderingClock, now: Date): Date =>
  new Date(now.getTime() + ordering.preparationMinutes * MINUTE);

/** Whether a wished delivery time can be kept: after the preparation time, within a week, open. */
export function isDeliveryTimeOffered(clock: OrderingClock, time: string, now: Date): boolean {
  const wanted = Date.parse(time);
  const earliest = earliestDelivery(clock, now).getTime() - ORDER_TIME_GRACE_MINUTES * MINUTE;
  if (!(wanted >= earliest && wanted <= now.getTime() + DELIVERY_HORIZON)) return false;
  const days = weeklyDays(clock.hours);
  return !days || isOpenAt(days, wallClock(new Date(wanted), clock.timeZone));
}

export const isPausedAt = (pause: TOrderingPause, now: Date): boolean =>
  pause.paused && (pause.until === null || Date.parse(pause.until) > now.getTime());

export interface OrderingState {
  paused: boolean;
  /** When a pause ends by itself; null while not paused or until switched back. */
  pausedUntil: string | null;
  /** The modes switched on; none for a view-only menu. */
  modes: TOrderType[];
  /** By the weekly hours; null when the menu has none. */
  openNow: boolean | null;
  /** While closed: the next opening within a week. */
  nextOpening: string | null;
  /** Orders are taken now in at least one mode. */
  takingOrders: boolean;
}

/** Whether and how a menu takes orders at `now`. */
export function orderingState(clock: OrderingClock & { pause: TOrderingPause }, now: Date): OrderingState {
  const { ordering, pause, timeZone } = clock;
  const paused = isPausedAt(pause, now);
  const modes = ordering.viewOnly
    ? []
    : (['table', 'pickup', 'delivery'] as const).filter((mode) => ordering[mode]);
  const days = weeklyDays(clock.hours);
  const openNow = days ? isOpenAt(days, wallClock(now, timeZone)) : null;
  const next = days && !openNow ? nextOpening(days, now, timeZone) : null;
  return {
    paused,
    pausedUntil: paused ? pause.until : null,
    modes,
    openNow,
    nextOpening: next ? next.toISOString() : null,
    takingOrders: !paused && modes.length > 0 && !(ordering.onlyWithinHours && openNow === false),
  };
}
