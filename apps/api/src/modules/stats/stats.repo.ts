import { and, count, countDistinct, desc, eq, gte, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { menuItems, menuViews, onlineMenus } from '../../db/schema';

/**
 * The SQL of the statistics. A period is given as local calendar days (`from` and `to`,
 * inclusive) in a time zone; PostgreSQL turns local midnights into instants and views into
 * local days and hours, so daylight-saving changes are counted on the local clock.
 */

export interface Period {
  from: string;
  to: string;
  tz: string;
}

/** The menu's id when the company owns a menu with this slug. */
export async function findMenuId(db: DbOrTx, structureId: string, slug: string): Promise<string | null> {
  const [row] = await db
    .select({ id: onlineMenus.id })
    .from(onlineMenus)
    .where(and(eq(onlineMenus.structureId, structureId), eq(onlineMenus.slug, slug)));
  return row?.id ?? null;
}

/** Whether the item belongs to that menu of the company. */
export async function isItemOfMenu(db: DbOrTx, structureId: string, menuId: string, itemId: string) {
  const [row] = await db
    .select({ id: menuItems.id })
    .from(menuItems)
    .where(
      and(eq(menuItems.structureId, structureId), eq(menuItems.menuId, menuId), eq(menuItems.id, itemId)),
    );
  return row !== undefined;
}

const localTime = (tz: string) => sql`(${menuViews.viewedAt} at time zone ${tz})`;
const localDay = (tz: string) => sql<string>`to_char(${localTime(tz)}, 'YYYY-MM-DD')`;
const localHour = (tz: string) => sql<number>`extract(hour from ${localTime(tz)})::int`;

/**
 * GROUP BY a selected column by its position: the time zone is a bound parameter, and PostgreSQL
 * does not see two expressions with different parameter numbers as the same one.
 */
const byColumn = (position: 1 | 2) => sql.raw(String(position));

/** Views of the menu in the period: local midnight of `from` up to local midnight after `to`. */
function inPeriod(structureId: string, menuId: string, period: Period): SQL {
  const start = sql`(${period.from}::date)::timestamp at time zone ${period.tz}`;
  const end = sql`(${period.to}::date + 1)::timestamp at time zone ${period.tz}`;
  return and(
    // The menu id came from a lookup scoped to the company; the join keeps the rule visible here.
    eq(onlineMenus.structureId, structureId),
    eq(menuViews.menuId, menuId),
    gte(menuViews.viewedAt, start),
    lt(menuViews.viewedAt, end),
  ) as SQL;
}

/** Menu opens (item views excluded) and distinct visitors per local day; days without views are absent. */
export async function menuViewsByDay(db: DbOrTx, structureId: string, menuId: string, period: Period) {
  const day = localDay(period.tz);
  return db
    .select({ day, views: count(), visitors: countDistinct(menuViews.visitorHash) })
    .from(menuViews)
    .innerJoin(onlineMenus, eq(onlineMenus.id, menuViews.menuId))
    .where(and(inPeriod(structureId, menuId, period), isNull(menuViews.itemId)))
    .groupBy(byColumn(1));
}

/**
 * Views per local day and hour; days and hours without views are absent. `items` picks menu
 * opens (false), item views (true), or one item's views (its id).
 */
export async function viewsByDayHour(
  db: DbOrTx,
  structureId: string,
  menuId: string,
  period: Period,
  items: boolean | string,
) {
  const day = localDay(period.tz);
  const hour = localHour(period.tz);
  const which =
    items === false
      ? isNull(menuViews.itemId)
      : items === true
        ? isNotNull(menuViews.itemId)
        : eq(menuViews.itemId, items);
  return db
    .select({ day, hour, views: count() })
    .from(menuViews)
    .innerJoin(onlineMenus, eq(onlineMenus.id, menuViews.menuId))
    .where(and(inPeriod(structureId, menuId, period), which))
    .groupBy(byColumn(1), byColumn(2));
}

/** The items viewed in the period, most viewed first (ties by title). */
export async function viewedItems(
  db: DbOrTx,
  structureId: string,
  menuId: string,
  period: Period,
  limit: number,
) {
  const views = count(menuViews.id);
  return db
    .select({ itemId: menuItems.id, title: menuItems.title, views })
    .from(menuViews)
    .innerJoin(onlineMenus, eq(onlineMenus.id, menuViews.menuId))
    .innerJoin(menuItems, eq(menuItems.id, menuViews.itemId))
    .where(and(inPeriod(structureId, menuId, period), eq(menuItems.structureId, structureId)))
    .groupBy(menuItems.id, menuItems.title)
    .orderBy(desc(views), menuItems.title)
    .limit(limit);
}
