import { CALL_RESPONSE_BANDS, type TCallFigures, type TSalesFigures } from '@guestloop/contracts';

/** Sums read from the rollups, and the figures the answers give from them. */

export interface SalesSums {
  orders: number;
  cancelled: number;
  cancelledTotal: number;
  sales: number;
  paidOrders: number;
  revenue: number;
  subtotal: number;
  tips: number;
}

const SALES_FIELDS = [
  'orders',
  'cancelled',
  'cancelledTotal',
  'sales',
  'paidOrders',
  'revenue',
  'subtotal',
  'tips',
] as const;

export const zeroSales = (): SalesSums => ({
  orders: 0,
  cancelled: 0,
  cancelledTotal: 0,
  sales: 0,
  paidOrders: 0,
  revenue: 0,
  subtotal: 0,
  tips: 0,
});

/** Adds `more` into `into` (numbers as the database driver gives them: sums may come as text). */
export function addSales(into: SalesSums, more: Partial<Record<keyof SalesSums, unknown>>): SalesSums {
  for (const field of SALES_FIELDS) into[field] += Number(more[field] ?? 0);
  return into;
}

export function salesFigures(sums: SalesSums): TSalesFigures {
  return {
    orders: sums.orders,
    cancelled: sums.cancelled,
    cancelledValue: sums.cancelledTotal,
    sales: sums.sales,
    paidOrders: sums.paidOrders,
    revenue: sums.revenue,
    subtotal: sums.subtotal,
    tips: sums.tips,
    averageTicket: sums.sales > 0 ? Math.round(sums.revenue / sums.sales) : null,
  };
}

export interface CallSums {
  calls: number;
  handled: number;
  responseSecondsSum: number;
  /** Handled calls per band of CALL_RESPONSE_BANDS, then the open last band. */
  bands: number[];
}

export const BAND_COUNT = CALL_RESPONSE_BANDS.length + 1;

export const zeroCalls = (): CallSums => ({
  calls: 0,
  handled: 0,
  responseSecondsSum: 0,
  bands: Array<number>(BAND_COUNT).fill(0),
});

export function addCalls(into: CallSums, more: CallSums): CallSums {
  into.calls += more.calls;
  into.handled += more.handled;
  into.responseSecondsSum += more.responseSecondsSum;
  more.bands.forEach((n, i) => {
    into.bands[i] = (into.bands[i] ?? 0) + n;
  });
  return into;
}

/** The band the 90th percentile of the handled calls falls in: its upper end, or the open band's lower end. */
function p90Of(sums: CallSums): { p90Seconds: number | null; p90OrMore: boolean } {
  if (sums.handled <= 0) return { p90Seconds: null, p90OrMore: false };
  const needed = Math.ceil(sums.handled * 0.9);
  let seen = 0;
  for (const [index, upTo] of CALL_RESPONSE_BANDS.entries()) {
    seen += sums.bands[index] ?? 0;
    if (seen >= needed) return { p90Seconds: upTo, p90OrMore: false };
  }
  return { p90Seconds: CALL_RESPONSE_BANDS.at(-1) ?? null, p90OrMore: true };
}

export function callFigures(sums: CallSums): TCallFigures {
  return {
    calls: sums.calls,
    handled: sums.handled,
    handledShare: sums.calls > 0 ? sums.handled / sums.calls : null,
    averageSeconds: sums.handled > 0 ? Math.round(sums.responseSecondsSum / sums.handled) : null,
    ...p90Of(sums),
  };
}

export function responseBands(sums: CallSums) {
  return sums.bands.map((calls, index) => ({ upToSeconds: CALL_RESPONSE_BANDS[index] ?? null, calls }));
}

/** Part of a whole as 0–1 (0 of nothing). */
export const shareOf = (part: number, whole: number) => (whole > 0 ? part / whole : 0);
