import type { TItemAvailability, TItemSettings, TMetricContent } from '@guestloop/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { rebuildRatingRollups, rebuildSalesRollups } from '../../modules/stats';
import type { DbOrTx } from '../client';
import {
  locations,
  menuCategories,
  menuItems,
  metrics,
  onlineMenus,
  structures,
  tableGroups,
  tables,
} from '../schema';
import { answerChoiceOf } from './demo-answers';
import { historyDays, type OpeningHours, streaksOf } from './demo-history-calendar';
import { insertHistory } from './demo-history-insert';
import { courseOfCategory, type HistoryItem } from './demo-history-lines';
import { type HistoryTable, historyOrders } from './demo-history-orders';
import { seededRandom } from './demo-history-random';
import { historyCalls, historyRatings } from './demo-history-ratings';

/**
 * Months of the demo café's past, so Statistics, Reviews and Orders have something true to show on
 * first start: orders of the demo menu's real items and prices (closed and paid, a few cancelled,
 * tips), the ratings they brought (the stars and NPS metrics, comments in several languages, a few
 * shifts that went wrong), and the waiter calls with their answer times. The weekly rhythm is the
 * venue's: busier Friday and Saturday evenings, lunch peaks, weekend brunch. Everything ends
 * before today on the company's clock, so the live day starts empty.
 */

export const DEMO_HISTORY_DAYS = 182;
/** Orders on an average day; the weekly rhythm and the season move it. */
const ORDERS_PER_DAY = 55;
const SEED = 20_240_601;

export interface DemoHistoryIds {
  structureId: string;
  locationId: string;
  staff: { manager: string; waiter: string };
}

async function historyItems(db: DbOrTx, menuId: string): Promise<HistoryItem[]> {
  const parents = alias(menuCategories, 'parent_categories');
  const rows = await db
    .select({
      id: menuItems.id,
      title: menuItems.title,
      price: menuItems.price,
      position: menuItems.position,
      soldOut: menuItems.soldOut,
      availability: menuItems.availability,
      settings: menuItems.settings,
      category: menuCategories.title,
      parent: parents.title,
    })
    .from(menuItems)
    .innerJoin(menuCategories, eq(menuCategories.id, menuItems.categoryId))
    .leftJoin(parents, eq(parents.id, menuCategories.parentId))
    .where(eq(menuItems.menuId, menuId));
  return rows.map((row) => {
    const settings = row.settings as Partial<TItemSettings>;
    const own = courseOfCategory(row.category);
    return {
      id: row.id,
      title: row.title,
      price: row.price,
      position: row.position,
      soldOut: row.soldOut,
      availability: row.availability as TItemAvailability | null,
      course: own === 'other' && row.parent ? courseOfCategory(row.parent) : own,
      options: settings.options ?? [],
      addons: settings.addons ?? [],
    };
  });
}

async function historyTables(db: DbOrTx, locationId: string): Promise<HistoryTable[]> {
  const rows = await db
    .select({ id: tables.id, name: tables.name, group: tableGroups.name, groupSlug: tableGroups.slug })
    .from(tables)
    .innerJoin(tableGroups, eq(tableGroups.id, tables.groupId))
    .where(eq(tableGroups.locationId, locationId))
    .orderBy(asc(tableGroups.position), asc(tables.position));
  return rows.map((row) => ({
    id: row.id,
    label: `${row.group} · ${row.name}`,
    terrace: row.groupSlug === 'garden-terrace',
  }));
}

/** The metric of a type at the location that guests rate (its oldest active one), and its question. */
async function metricOf(db: DbOrTx, locationId: string, type: string) {
  const [row] = await db
    .select({ id: metrics.id, content: metrics.content })
    .from(metrics)
    .where(and(eq(metrics.locationId, locationId), eq(metrics.type, type), eq(metrics.isActive, true)))
    .orderBy(asc(metrics.createdAt))
    .limit(1);
  return row ? { id: row.id, question: answerChoiceOf(row.content as TMetricContent) } : null;
}

/** The tables the history fills in bulk. */
const IMPORTED = ['orders', 'ratings', 'waiter_calls'] as const;

/**
 * Runs `write` with the imported tables' own triggers (the statistics rollups) off: thousands of
 * rows summed one by one cost seconds, a rebuild afterwards a fraction of that. Only for the
 * caller's transaction, which holds the tables meanwhile, so no other write can go by unsummed.
 */
async function asImport(db: DbOrTx, write: () => Promise<void>) {
  for (const table of IMPORTED)
    await db.execute(sql`alter table ${sql.identifier(table)} disable trigger user`);
  await write();
  for (const table of IMPORTED)
    await db.execute(sql`alter table ${sql.identifier(table)} enable trigger user`);
}

/**
 * Writes the history, then fills the company's statistics rollups from it; resolves to how many
 * rows of each kind it made. Call it inside a transaction (the demo seed's).
 */
export async function seedDemoHistory(db: DbOrTx, ids: DemoHistoryIds, days = DEMO_HISTORY_DAYS) {
  const [company] = await db
    .select({
      timeZone: structures.timeZone,
      today: sql<string>`to_char(now() at time zone ${structures.timeZone}, 'YYYY-MM-DD')`,
    })
    .from(structures)
    .where(eq(structures.id, ids.structureId));
  const [menu] = await db
    .select({ id: onlineMenus.id, slug: onlineMenus.slug, currency: onlineMenus.currency })
    .from(onlineMenus)
    .where(and(eq(onlineMenus.structureId, ids.structureId), eq(onlineMenus.locationId, ids.locationId)))
    .limit(1);
  const [location] = await db
    .select({ settings: locations.settings })
    .from(locations)
    .where(eq(locations.id, ids.locationId));
  const [terrace] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(eq(locations.parentId, ids.locationId))
    .limit(1);
  const stars = await metricOf(db, ids.locationId, 'stars');
  if (!company || !menu || !stars)
    throw new Error('demo history: the demo company, menu or metric is missing');

  const settings = location?.settings as { workDetails?: { hours?: { days?: OpeningHours } } } | undefined;
  const hours = settings?.workDetails?.hours?.days ?? {};
  const yesterday = new Date(Date.parse(`${company.today}T00:00:00Z`) - 86_400_000)
    .toISOString()
    .slice(0, 10);
  const calendar = historyDays(yesterday, days);
  const end = (calendar.at(-1)?.start ?? 0) + 24 * 60;
  const streaks = streaksOf(calendar);
  const random = seededRandom(SEED);
  const tableList = await historyTables(db, ids.locationId);
  const items = await historyItems(db, menu.id);

  const { orders, customers } = historyOrders(
    calendar,
    { tables: tableList, items, hours, perAverageDay: ORDERS_PER_DAY, end },
    streaks,
    random,
  );
  const nps = await metricOf(db, ids.locationId, 'nps');
  const place = {
    stars: stars.id,
    nps: nps?.id ?? null,
    questions: new Map([stars, ...(nps ? [nps] : [])].map((m) => [m.id, m.question])),
    terraceId: terrace?.id ?? null,
    tables: tableList,
    hours,
    end,
  };
  const ratings = historyRatings(calendar, orders, place, streaks, random);
  const calls = historyCalls(orders, end, random);
  const target = { ...ids, menu, timeZone: company.timeZone };
  await asImport(db, () => insertHistory(db, target, { customers, orders, ratings, calls }));
  await rebuildRatingRollups(db, ids.structureId);
  await rebuildSalesRollups(db, ids.structureId);
  return { orders: orders.length, ratings: ratings.length, calls: calls.length, customers: customers.length };
}
