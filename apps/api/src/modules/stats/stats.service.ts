import type { TMenuItemViewsByDayHour, TMenuViewsByDay, TMenuViewsByDayHour } from '@guestloop/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { daysOf, hourGrid, inZone, periodOf } from '../../lib/stat-period';
import * as repo from './stats.repo';

/** Menu statistics (SPEC point 7 "Statistics"): every day (and hour) of the period, zeros included. */

const TOP_ITEMS = 50;

export interface StatsRequest {
  slug: string;
  days: number;
  tz: string;
}

async function menuIdOf(db: Db, structureId: string, slug: string) {
  const id = await repo.findMenuId(db, structureId, slug);
  if (!id) throw notFound('Menu');
  return id;
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
