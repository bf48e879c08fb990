import type {
  TMenuItemViewsByDayHour,
  TMenuViewsByDay,
  TMenuViewsByDayHour,
  TViewsByHour,
} from '@guestloop/contracts';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import type { Period } from './stats.repo';
import * as repo from './stats.repo';

/** Menu statistics (SPEC point 7 "Statistics"): every day (and hour) of the period, zeros included. */

const DAY_MS = 86_400_000;
const TOP_ITEMS = 50;

export interface StatsRequest {
  slug: string;
  days: number;
  tz: string;
}

/** Today's date on the clock of `tz`, as YYYY-MM-DD. */
function localToday(tz: string, now = new Date()): string {
  // The Canadian English format is ISO-like (2024-01-31).
  return new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(now)
    .slice(0, 10);
}

/** The calendar days from `from` to `to` (inclusive); plain date arithmetic in UTC. */
export function daysOf(from: string, to: string): string[] {
  const out: string[] = [];
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`); at += DAY_MS) {
    out.push(new Date(at).toISOString().slice(0, 10));
  }
  return out;
}

export function periodOf(days: number, tz: string, now = new Date()): Period {
  const to = localToday(tz, now);
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - (days - 1) * DAY_MS).toISOString().slice(0, 10);
  return { from, to, tz };
}

async function menuIdOf(db: Db, structureId: string, slug: string) {
  const id = await repo.findMenuId(db, structureId, slug);
  if (!id) throw notFound('Menu');
  return id;
}

/**
 * Runs a query with the caller's time zone. A zone that the browser's Intl knows but the
 * database does not (its zone data can be older) is the caller's input error, not a failure.
 */
async function inZone<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause ?? error;
    const { code, message } = cause as { code?: string; message?: string };
    if (code === '22023' && /time zone/i.test(message ?? '')) {
      throw new AppError(400, 'VALIDATION_FAILED', 'Unknown time zone', [
        { path: 'querystring.tz', code: 'custom', message: 'invalid_time_zone' },
      ]);
    }
    throw error;
  }
}

/** Rows of (day, hour, views) as every day of the period with 24 hourly counts. */
function hourGrid(period: Period, rows: { day: string; hour: number; views: number }[]): TViewsByHour[] {
  const byDay = new Map<string, number[]>();
  for (const row of rows) {
    const hours = byDay.get(row.day) ?? Array<number>(24).fill(0);
    hours[Number(row.hour)] = (hours[Number(row.hour)] ?? 0) + Number(row.views);
    byDay.set(row.day, hours);
  }
  return daysOf(period.from, period.to).map((day) => ({
    day,
    hours: byDay.get(day) ?? Array<number>(24).fill(0),
  }));
}

export async function menuViewsByDay(
  db: Db,
  structureId: string,
  query: StatsRequest,
): Promise<TMenuViewsByDay> {
  const menuId = await menuIdOf(db, structureId, query.slug);
  const period = periodOf(query.days, query.tz);
  const rows = await inZone(() => repo.menuViewsByDay(db, structureId, menuId, period));
  const found = new Map(rows.map((r) => [r.day, r]));
  return {
    ...period,
    days: daysOf(period.from, period.to).map((day) => ({
      day,
      views: Number(found.get(day)?.views ?? 0),
      visitors: Number(found.get(day)?.visitors ?? 0),
    })),
  };
}

export async function menuViewsByDayHour(
  db: Db,
  structureId: string,
  query: StatsRequest,
): Promise<TMenuViewsByDayHour> {
  const menuId = await menuIdOf(db, structureId, query.slug);
  const period = periodOf(query.days, query.tz);
  const rows = await inZone(() => repo.viewsByDayHour(db, structureId, menuId, period, false));
  return { ...period, days: hourGrid(period, rows) };
}

export async function itemViewsByDayHour(
  db: Db,
  structureId: string,
  query: StatsRequest & { itemId?: string },
): Promise<TMenuItemViewsByDayHour> {
  const menuId = await menuIdOf(db, structureId, query.slug);
  if (query.itemId && !(await repo.isItemOfMenu(db, structureId, menuId, query.itemId))) {
    throw notFound('Item');
  }
  const period = periodOf(query.days, query.tz);
  const [rows, items] = await inZone(() =>
    Promise.all([
      repo.viewsByDayHour(db, structureId, menuId, period, query.itemId ?? true),
      repo.viewedItems(db, structureId, menuId, period, TOP_ITEMS),
    ]),
  );
  return {
    ...period,
    itemId: query.itemId ?? null,
    days: hourGrid(period, rows),
    items: items.map((item) => ({ itemId: item.itemId, title: item.title, views: Number(item.views) })),
  };
}
