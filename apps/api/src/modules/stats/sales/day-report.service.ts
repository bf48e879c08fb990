import {
  type TSalesDayReport,
  type TSalesDayReportQuery,
  type TStatToday,
  ZMetricType,
} from '@guestloop/contracts';
import type { Db } from '../../../db/client';
import { callTotals } from './calls.service';
import { addSales, salesFigures, zeroSales } from './figures';
import { companyClock, resolveFilters } from './filters';
import { localDay } from './period';
import * as repo from './sales.repo';
import { currencyOf, dimensionRows, soldItems } from './sales.service';
import * as live from './today.repo';

/** The end-of-day report and the dashboard home's figures of today. */

const TOP_ITEMS = 10;

export async function dayReport(
  db: Db,
  structureId: string,
  query: TSalesDayReportQuery,
): Promise<TSalesDayReport> {
  const resolved = await resolveFilters(db, structureId, {
    from: query.day,
    to: query.day,
    locationIds: query.locationId ? [query.locationId] : undefined,
    currency: query.currency,
  });
  const { scope, range } = resolved;
  const { currency, currencies } = await currencyOf(db, resolved);
  const [totals, hours, types, paymentMethods, sold, calls] = await Promise.all([
    repo.salesBy(db, scope, range, currency),
    repo.salesBy(db, scope, range, currency, ['hour']),
    dimensionRows(db, resolved, range, currency, 'type'),
    dimensionRows(db, resolved, range, currency, 'payment-method'),
    soldItems(db, resolved, range, currency, TOP_ITEMS),
    callTotals(db, resolved, range),
  ]);
  const perHour = new Map(hours.map((row) => [Number(row.a), addSales(zeroSales(), row)]));
  return {
    day: query.day,
    currency,
    currencies,
    totals: salesFigures(totals.reduce((sum, row) => addSales(sum, row), zeroSales())),
    hours: Array.from({ length: 24 }, (_, hour) => ({
      hour,
      ...salesFigures(perHour.get(hour) ?? zeroSales()),
    })),
    types,
    paymentMethods,
    topItems: sold.items,
    calls,
  };
}

export async function today(db: Db, structureId: string, now = new Date()): Promise<TStatToday> {
  const company = await companyClock(db, structureId);
  const day = localDay(company.timeZone, now);
  const everything = {
    structureId,
    locationIds: null,
    menuIds: null,
    tableGroupIds: null,
    waiterIds: null,
    types: null,
  };
  const [money, openCalls, newReviews, scores] = await Promise.all([
    repo.salesByCurrency(db, everything, { from: day, to: day }),
    live.openCalls(db, structureId),
    live.unreadReviews(db, structureId),
    live.ratingsOfDay(db, structureId, day, company.timeZone),
  ]);
  const perCurrency = money.map((row) => ({ currency: row.currency, sums: addSales(zeroSales(), row) }));
  perCurrency.sort(
    (a, b) => Number(b.currency === company.currency) - Number(a.currency === company.currency),
  );
  const known = scores.filter((s) => ZMetricType.safeParse(s.type).success);
  return {
    day,
    orders: perCurrency.reduce((sum, c) => sum + c.sums.orders, 0),
    cancelled: perCurrency.reduce((sum, c) => sum + c.sums.cancelled, 0),
    money: perCurrency.map(({ currency, sums }) => {
      const figures = salesFigures(sums);
      return {
        currency,
        sales: figures.sales,
        revenue: figures.revenue,
        tips: figures.tips,
        averageTicket: figures.averageTicket,
      };
    }),
    openCalls,
    newReviews,
    ratings: known.reduce((sum, s) => sum + s.ratings, 0),
    scores: known.map((s) => ({ ...s, type: ZMetricType.parse(s.type) })),
  };
}
