import { and, count, countDistinct, desc, eq, gte, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { menuItems, menuViews } from '../../db/schema';

/**
 * Views of menus and items. Guests write them (the menu found by its public slug first); staff
 * read them only for a menu their company owns (its id comes from a lookup scoped by company).
 */

export async function insertView(db: DbOrTx, menuId: string, itemId: string | null, visitorHash: string) {
  await db.insert(menuViews).values({ menuId, itemId, visitorHash });
}

/** Whether the item belongs to the menu (any company: the menu was found by its public slug). */
export async function itemOfMenu(db: DbOrTx, menuId: string, itemId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: menuItems.id })
    .from(menuItems)
    .where(and(eq(menuItems.menuId, menuId), eq(menuItems.id, itemId)));
  return row !== undefined;
}

const day = sql<string>`to_char(${menuViews.viewedAt} at time zone 'UTC', 'YYYY-MM-DD')`;

/** Menu views per UTC day since `from`: views and distinct visitors. */
export async function viewsByDay(db: DbOrTx, structureId: string, menuId: string, from: Date) {
  void structureId; // the menu id was found by a lookup scoped to the company
  return db
    .select({ day, views: count(), visitors: countDistinct(menuViews.visitorHash) })
    .from(menuViews)
    .where(and(eq(menuViews.menuId, menuId), isNull(menuViews.itemId), gte(menuViews.viewedAt, from)))
    .groupBy(day)
    .orderBy(day);
}

export async function totals(db: DbOrTx, structureId: string, menuId: string, from: Date) {
  void structureId;
  const [row] = await db
    .select({
      menuViews: sql<number>`count(*) filter (where ${menuViews.itemId} is null)::int`,
      itemViews: sql<number>`count(*) filter (where ${menuViews.itemId} is not null)::int`,
      visitors: countDistinct(menuViews.visitorHash),
    })
    .from(menuViews)
    .where(and(eq(menuViews.menuId, menuId), gte(menuViews.viewedAt, from)));
  return {
    menuViews: Number(row?.menuViews ?? 0),
    itemViews: Number(row?.itemViews ?? 0),
    visitors: Number(row?.visitors ?? 0),
  };
}

/** The most viewed items of the menu since `from`. */
export async function topItems(db: DbOrTx, structureId: string, menuId: string, from: Date, limit: number) {
  const views = count(menuViews.id);
  return db
    .select({ itemId: menuItems.id, title: menuItems.title, views })
    .from(menuViews)
    .innerJoin(menuItems, eq(menuItems.id, menuViews.itemId))
    .where(
      and(
        eq(menuItems.structureId, structureId),
        eq(menuViews.menuId, menuId),
        isNotNull(menuViews.itemId),
        gte(menuViews.viewedAt, from),
      ),
    )
    .groupBy(menuItems.id, menuItems.title)
    .orderBy(desc(views), menuItems.title)
    .limit(limit);
}
