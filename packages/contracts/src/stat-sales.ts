import { ZCurrency } from './enum-schemas';
import { ZMetricType } from './metrics';
import { ZOrderType } from './order-status';
import { ZReviewsQuery } from './ratings';
import { ZStatFilters, ZStatGranularity } from './stat-filters';
import * as z from './zod';

/**
 * Sales and service statistics (SPEC point 7 "Statistics"): orders, revenue, tips, sellers and
 * waiter calls, counted on the company's own clock (its time zone), and their CSV/XLSX export.
 * Money is in minor units of the answer's `currency`. Rules (docs/decisions.md "Sales
 * statistics"): an order counts in `orders` unless cancelled; it is a sale — in revenue, tips,
 * the average ticket and item figures — when it is also paid or closed. Days and hours are those
 * the order was placed (or the call made) on the company's clock.
 */

/** The longest period the hourly view covers (24 buckets a day). */
export const SALES_MAX_HOURLY_DAYS = 31;

const int = z.number().int();

/**
 * The shared statistics filters (the metric fields and `subLocationIds` are not used here), and
 * the sales ones. `currency`: whose money the answer gives (default: the company's currency, or
 * when the period has no order in it, the currency with most orders). `waiterIds` picks the
 * waiter of the order's table when it was placed, or who handled a call.
 */
export const ZSalesFilters = ZStatFilters.safeExtend({
  menuIds: z.array(z.uuid()).max(200).optional(),
  tableGroupIds: z.array(z.uuid()).max(200).optional(),
  waiterIds: z.array(z.uuid()).max(200).optional(),
  types: z.array(ZOrderType).max(3).optional(),
  currency: ZCurrency.optional(),
}).refine(
  (f) =>
    f.granularity !== 'hour' || (Date.parse(f.to) - Date.parse(f.from)) / 86_400_000 < SALES_MAX_HOURLY_DAYS,
  { path: ['granularity'], message: `Hourly figures cover at most ${SALES_MAX_HOURLY_DAYS} days` },
);
export type TSalesFilters = z.input<typeof ZSalesFilters>;
export type TSalesFiltersParsed = z.output<typeof ZSalesFilters>;

const ZDays = z.object({ from: z.iso.date(), to: z.iso.date() });

/** What the sales of a slice of the period come to. `averageTicket`: revenue per sale (null: no sale). */
export const ZSalesFigures = z.object({
  /** Placed and not cancelled. */
  orders: int,
  cancelled: int,
  /** What the cancelled orders came to. */
  cancelledValue: int,
  /** Orders counted as sales: not cancelled, and paid or closed. */
  sales: int,
  paidOrders: int,
  /** Totals of the sales (items, delivery and tips, less bonus spent). */
  revenue: int,
  /** Items only. */
  subtotal: int,
  tips: int,
  averageTicket: int.nullable(),
});
export type TSalesFigures = z.infer<typeof ZSalesFigures>;

/** The currencies with orders in the period (the company's own first), to switch between. */
const ZCurrencies = z.array(z.string());

/** POST /stat/sales/summary: the period against the one of equal length just before it, per currency. */
export const ZSalesSummary = ZDays.extend({
  previous: ZDays,
  currencies: z.array(z.object({ currency: z.string(), current: ZSalesFigures, previous: ZSalesFigures })),
});
export type TSalesSummary = z.infer<typeof ZSalesSummary>;

/**
 * One bucket of the period: its first and last day (a week starts on Monday, a month is a
 * calendar month; the first and last buckets are cut to the period), and its hour for hourly ones.
 */
export const ZSalesBucket = ZSalesFigures.extend({
  from: z.iso.date(),
  to: z.iso.date(),
  hour: int.nullable(),
});
export type TSalesBucket = z.infer<typeof ZSalesBucket>;

/**
 * POST /stat/sales/by-period: every bucket of the period, zeros included, and the period's
 * profile by hour of the day (0–23) and by day of the week (1 Monday … 7 Sunday).
 */
export const ZSalesByPeriod = ZDays.extend({
  granularity: ZStatGranularity,
  currency: z.string(),
  currencies: ZCurrencies,
  buckets: z.array(ZSalesBucket),
  hoursOfDay: z.array(ZSalesFigures.extend({ hour: int })).length(24),
  weekdays: z.array(ZSalesFigures.extend({ weekday: int })).length(7),
});
export type TSalesByPeriod = z.infer<typeof ZSalesByPeriod>;

export const SALES_DIMENSIONS = [
  'location',
  'menu',
  'table-group',
  'waiter',
  'type',
  'payment-method',
] as const;
export const ZSalesDimension = z.enum(SALES_DIMENSIONS);
export type TSalesDimension = z.infer<typeof ZSalesDimension>;

export const ZSalesByDimensionBody = ZSalesFilters.safeExtend({ dimension: ZSalesDimension });
export type TSalesByDimensionBody = z.input<typeof ZSalesByDimensionBody>;

/**
 * One location, menu, table group, waiter, order type or payment method. `key`: its id (the type
 * or method itself for those); null for orders without one (no table, no waiter, not paid…).
 * `label`: its name now (null when it has none or is gone). `revenueShare`: 0–1 of the revenue.
 */
export const ZSalesDimensionRow = ZSalesFigures.extend({
  key: z.string().nullable(),
  label: z.string().nullable(),
  revenueShare: z.number(),
});
export type TSalesDimensionRow = z.infer<typeof ZSalesDimensionRow>;

/** POST /stat/sales/by-dimension: the figures per value of the dimension, most revenue first. */
export const ZSalesByDimension = ZDays.extend({
  dimension: ZSalesDimension,
  currency: z.string(),
  currencies: ZCurrencies,
  rows: z.array(ZSalesDimensionRow),
});
export type TSalesByDimension = z.infer<typeof ZSalesByDimension>;

/** `limit`: how many items each top and bottom list holds. */
export const ZSalesItemsBody = ZSalesFilters.safeExtend({ limit: int.min(1).max(100).default(10) });
export type TSalesItemsBody = z.input<typeof ZSalesItemsBody>;

/** An item as sold (title as the orders named it); shares are 0–1 of all items sold. */
export const ZSalesItem = z.object({
  itemId: z.uuid().nullable(),
  title: z.string(),
  quantity: int,
  revenue: int,
  quantityShare: z.number(),
  revenueShare: z.number(),
});
export type TSalesItem = z.infer<typeof ZSalesItem>;

/**
 * POST /stat/sales/items: what the sales were made of. `items`: every item sold (at most
 * SALES_MAX_ITEMS), most sold first; the top and bottom lists rank items sold at least once.
 */
export const SALES_MAX_ITEMS = 1000;
export const ZSalesItems = ZDays.extend({
  currency: z.string(),
  currencies: ZCurrencies,
  quantity: int,
  revenue: int,
  items: z.array(ZSalesItem),
  topByQuantity: z.array(ZSalesItem),
  topByRevenue: z.array(ZSalesItem),
  bottomByQuantity: z.array(ZSalesItem),
  bottomByRevenue: z.array(ZSalesItem),
});
export type TSalesItems = z.infer<typeof ZSalesItems>;

/** The upper ends (seconds) of the response-time bands calls are counted in; the last band is open. */
export const CALL_RESPONSE_BANDS = [60, 120, 180, 300, 600, 900, 1800, 3600] as const;

/**
 * Waiter calls and how fast they were handled. `p90Seconds`: 90% of handled calls were handled
 * within it — the upper end of the band the 90th percentile falls in; when that is the open last
 * band, its lower end and `p90OrMore`. Null values: no call, or none handled.
 */
export const ZCallFigures = z.object({
  calls: int,
  handled: int,
  handledShare: z.number().nullable(),
  averageSeconds: int.nullable(),
  p90Seconds: int.nullable(),
  p90OrMore: z.boolean(),
});
export type TCallFigures = z.infer<typeof ZCallFigures>;

/** Handled calls per response-time band: `upToSeconds` null is the open last band. */
export const ZCallResponseBand = z.object({ upToSeconds: int.nullable(), calls: int });

/**
 * POST /stat/service/calls (the sales filters; `waiterIds` picks who handled the call, and
 * menus, order types and currency do not apply): every bucket of the period, the profile by hour
 * of the day, the response-time bands, and the figures per waiter who handled calls (userId
 * null: not handled yet, or by someone since removed) and per table group.
 */
export const ZServiceCalls = ZDays.extend({
  granularity: ZStatGranularity,
  total: ZCallFigures.extend({ responseBands: z.array(ZCallResponseBand) }),
  buckets: z.array(ZCallFigures.extend({ from: z.iso.date(), to: z.iso.date(), hour: int.nullable() })),
  hoursOfDay: z.array(ZCallFigures.extend({ hour: int })).length(24),
  waiters: z.array(ZCallFigures.extend({ userId: z.uuid().nullable(), name: z.string().nullable() })),
  tableGroups: z.array(
    ZCallFigures.extend({
      tableGroupId: z.uuid().nullable(),
      name: z.string().nullable(),
      locationName: z.string().nullable(),
    }),
  ),
});
export type TServiceCalls = z.infer<typeof ZServiceCalls>;

/** GET /stat/sales/day-report: one day of the company's clock, of one location (and its sub-locations) or all. */
export const ZSalesDayReportQuery = z.object({
  day: z.iso.date(),
  locationId: z.uuid().optional(),
  currency: ZCurrency.optional(),
});
export type TSalesDayReportQuery = z.infer<typeof ZSalesDayReportQuery>;

/** The end-of-day report: totals (cancellations among them), by hour, type and payment method, top items, calls. */
export const ZSalesDayReport = z.object({
  day: z.iso.date(),
  currency: z.string(),
  currencies: ZCurrencies,
  totals: ZSalesFigures,
  hours: z.array(ZSalesFigures.extend({ hour: int })).length(24),
  types: z.array(ZSalesDimensionRow),
  paymentMethods: z.array(ZSalesDimensionRow),
  topItems: z.array(ZSalesItem),
  calls: ZCallFigures,
});
export type TSalesDayReport = z.infer<typeof ZSalesDayReport>;

/**
 * GET /stat/today: the dashboard home's figures for today on the company's clock. `newReviews`:
 * unread reviews that count (whenever given); `scores`: today's ratings per metric type.
 */
export const ZStatToday = z.object({
  day: z.iso.date(),
  orders: int,
  cancelled: int,
  money: z.array(
    z.object({
      currency: z.string(),
      sales: int,
      revenue: int,
      tips: int,
      averageTicket: int.nullable(),
    }),
  ),
  openCalls: int,
  newReviews: int,
  ratings: int,
  scores: z.array(z.object({ type: ZMetricType, ratings: int, average: z.number() })),
});
export type TStatToday = z.infer<typeof ZStatToday>;

// ---- Export ----

export const STAT_EXPORT_REPORTS = [
  'sales-summary',
  'sales-by-period',
  'sales-by-dimension',
  'items',
  'calls',
  'day-report',
  'reviews',
] as const;
export const ZStatExportReport = z.enum(STAT_EXPORT_REPORTS);
export type TStatExportReport = z.infer<typeof ZStatExportReport>;

export const STAT_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export const ZStatExportFormat = z.enum(STAT_EXPORT_FORMATS);
export type TStatExportFormat = z.infer<typeof ZStatExportFormat>;

/** The reviews inbox's filters (GET /reviews without paging). */
export const ZReviewExportFilters = ZReviewsQuery.omit({ page: true, pageSize: true });
export type TReviewExportFilters = z.input<typeof ZReviewExportFilters>;

/** The longest reviews export (newest first). */
export const STAT_EXPORT_MAX_REVIEWS = 50_000;

/** The parts of the body each report reads. */
const EXPORT_PARTS: Record<TStatExportReport, readonly ('filters' | 'dimension' | 'dayReport')[]> = {
  'sales-summary': ['filters'],
  'sales-by-period': ['filters'],
  'sales-by-dimension': ['filters', 'dimension'],
  items: ['filters'],
  calls: ['filters'],
  'day-report': ['dayReport'],
  reviews: [],
};

/**
 * POST /stat/export: a report as a file (CSV, or XLSX with one sheet per table), headers in the
 * caller's language. `filters` for the sales and calls reports, `dimension` for
 * sales-by-dimension, `dayReport` for day-report, `reviews` (default: every review that counts)
 * for reviews.
 */
export const ZStatExportBody = z
  .object({
    report: ZStatExportReport,
    format: ZStatExportFormat,
    filters: ZSalesFilters.optional(),
    dimension: ZSalesDimension.optional(),
    dayReport: ZSalesDayReportQuery.optional(),
    reviews: ZReviewExportFilters.optional(),
  })
  .superRefine((body, ctx) => {
    for (const part of EXPORT_PARTS[body.report]) {
      if (body[part] === undefined) ctx.addIssue({ code: 'custom', path: [part], message: 'required' });
    }
  });
export type TStatExportBody = z.input<typeof ZStatExportBody>;
export type TStatExportBodyParsed = z.output<typeof ZStatExportBody>;

/** The file itself (not JSON). */
export const ZStatExportFile = z.string();
