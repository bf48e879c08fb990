import { ZSlug } from './structure';
import { TIME_ZONE_MESSAGE_CODE, ZTimeZone } from './time-zone';
import * as z from './zod';

/**
 * Statistics of online menus (SPEC point 7 "Statistics": /stat/online-menu/…). Every answer
 * covers each day of the period, zeros included, counted in the caller's time zone `tz`.
 */

/** Shown to the user as the problem with `tz`. */
export const STATS_MESSAGE_CODES = { timeZone: TIME_ZONE_MESSAGE_CODE } as const;

/** The period: the last `days` days up to today in `tz` (default UTC). */
export const ZMenuStatsQuery = z.object({
  slug: ZSlug,
  days: z.coerce.number().int().min(1).max(366).default(30),
  tz: ZTimeZone.default('UTC'),
});
export type TMenuStatsQuery = z.input<typeof ZMenuStatsQuery>;

/** The same, for item views; `itemId` narrows to one item of the menu. */
export const ZMenuItemStatsQuery = ZMenuStatsQuery.extend({ itemId: z.uuid().optional() });
export type TMenuItemStatsQuery = z.input<typeof ZMenuItemStatsQuery>;

const ZPeriod = z.object({ from: z.iso.date(), to: z.iso.date(), tz: z.string() });

/** GET /stat/online-menu/views-by-day: menu opens per day, and distinct visitors per day. */
export const ZMenuViewsByDay = ZPeriod.extend({
  days: z.array(z.object({ day: z.iso.date(), views: z.number().int(), visitors: z.number().int() })),
});
export type TMenuViewsByDay = z.infer<typeof ZMenuViewsByDay>;

/** One day of the period: views in each hour 0–23 of the local clock. */
export const ZViewsByHour = z.object({
  day: z.iso.date(),
  hours: z.array(z.number().int()).length(24),
});
export type TViewsByHour = z.infer<typeof ZViewsByHour>;

/** GET /stat/online-menu/views-by-day-hour: menu opens per day and hour. */
export const ZMenuViewsByDayHour = ZPeriod.extend({ days: z.array(ZViewsByHour) });
export type TMenuViewsByDayHour = z.infer<typeof ZMenuViewsByDayHour>;

/**
 * GET /stat/online-menu/items/views-by-day-hour: item views per day and hour (of every item, or
 * of `itemId`), and the items viewed in the period, most viewed first.
 */
export const ZMenuItemViewsByDayHour = ZPeriod.extend({
  itemId: z.uuid().nullable(),
  days: z.array(ZViewsByHour),
  items: z.array(z.object({ itemId: z.uuid(), title: z.string(), views: z.number().int() })),
});
export type TMenuItemViewsByDayHour = z.infer<typeof ZMenuItemViewsByDayHour>;
