import { and, asc, count, eq, inArray, isNull, max, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { menuCategories, menuItems, onlineMenus } from '../../db/schema';

/** All SQL of menu categories and items; every function takes `structureId` and the menu's id first. */

export type CategoryRow = typeof menuCategories.$inferSelect;
export type ItemRow = typeof menuItems.$inferSelect;
export type CategoryValues = Partial<Pick<CategoryRow, 'title' | 'subTitle' | 'image' | 'parentId'>>;
export type ItemValues = Partial<
  Pick<
    ItemRow,
    | 'categoryId'
    | 'title'
    | 'subTitle'
    | 'description'
    | 'price'
    | 'images'
    | 'position'
    | 'soldOut'
    | 'availability'
    | 'settings'
  >
>;

const categoryOf = (structureId: string, menuId: string) =>
  and(eq(menuCategories.structureId, structureId), eq(menuCategories.menuId, menuId));
const itemOf = (structureId: string, menuId: string) =>
  and(eq(menuItems.structureId, structureId), eq(menuItems.menuId, menuId));

export async function listCategories(db: DbOrTx, structureId: string, menuId: string) {
  return db
    .select()
    .from(menuCategories)
    .where(categoryOf(structureId, menuId))
    .orderBy(asc(menuCategories.position), asc(menuCategories.createdAt), asc(menuCategories.id));
}

export async function listItems(db: DbOrTx, structureId: string, menuId: string) {
  return db
    .select()
    .from(menuItems)
    .where(itemOf(structureId, menuId))
    .orderBy(asc(menuItems.position), asc(menuItems.createdAt), asc(menuItems.id));
}

export async function findCategory(db: DbOrTx, structureId: string, menuId: string, id: string) {
  const [row] = await db
    .select()
    .from(menuCategories)
    .where(and(categoryOf(structureId, menuId), eq(menuCategories.id, id)));
  return row ?? null;
}

export async function findItem(db: DbOrTx, structureId: string, menuId: string, id: string) {
  const [row] = await db
    .select()
    .from(menuItems)
    .where(and(itemOf(structureId, menuId), eq(menuItems.id, id)));
  return row ?? null;
}

/** Items of the company among `ids`, whatever their menu, with their menu's slug. */
export async function itemsOfCompany(db: DbOrTx, structureId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: menuItems.id,
      title: menuItems.title,
      categoryId: menuItems.categoryId,
      soldOut: menuItems.soldOut,
      menuSlug: onlineMenus.slug,
    })
    .from(menuItems)
    .innerJoin(onlineMenus, eq(onlineMenus.id, menuItems.menuId))
    .where(and(eq(menuItems.structureId, structureId), inArray(menuItems.id, ids)));
}

/** The ids among `ids` that are items of the menu. */
export async function existingItemIds(db: DbOrTx, structureId: string, menuId: string, ids: string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db
    .select({ id: menuItems.id })
    .from(menuItems)
    .where(and(itemOf(structureId, menuId), inArray(menuItems.id, ids)));
  return new Set(rows.map((r) => r.id));
}

/** One past the highest position among siblings (root categories, a parent's, or a category's items). */
export async function nextCategoryPosition(
  db: DbOrTx,
  structureId: string,
  menuId: string,
  parentId: string | null,
) {
  const [row] = await db
    .select({ top: max(menuCategories.position) })
    .from(menuCategories)
    .where(
      and(
        categoryOf(structureId, menuId),
        parentId ? eq(menuCategories.parentId, parentId) : isNull(menuCategories.parentId),
      ),
    );
  return (row?.top ?? -1) + 1;
}

export async function nextItemPosition(db: DbOrTx, structureId: string, menuId: string, categoryId: string) {
  const [row] = await db
    .select({ top: max(menuItems.position) })
    .from(menuItems)
    .where(and(itemOf(structureId, menuId), eq(menuItems.categoryId, categoryId)));
  return (row?.top ?? -1) + 1;
}

export async function insertCategory(
  db: DbOrTx,
  structureId: string,
  menuId: string,
  values: Pick<CategoryRow, 'title' | 'subTitle' | 'parentId' | 'position'> &
    Partial<Pick<CategoryRow, 'image'>>,
): Promise<CategoryRow> {
  const [row] = await db
    .insert(menuCategories)
    .values({ structureId, menuId, ...values })
    .returning();
  if (!row) throw new Error('category not inserted');
  return row;
}

export async function updateCategory(
  db: DbOrTx,
  structureId: string,
  menuId: string,
  id: string,
  values: CategoryValues,
): Promise<CategoryRow | null> {
  const [row] = await db
    .update(menuCategories)
    .set({ ...values, updatedAt: new Date() })
    .where(and(categoryOf(structureId, menuId), eq(menuCategories.id, id)))
    .returning();
  return row ?? null;
}

export async function insertItem(
  db: DbOrTx,
  structureId: string,
  menuId: string,
  values: Omit<typeof menuItems.$inferInsert, 'id' | 'structureId' | 'menuId'>,
): Promise<ItemRow> {
  const [row] = await db
    .insert(menuItems)
    .values({ ...values, structureId, menuId })
    .returning();
  if (!row) throw new Error('item not inserted');
  return row;
}

export async function updateItem(
  db: DbOrTx,
  structureId: string,
  menuId: string,
  id: string,
  values: ItemValues,
): Promise<ItemRow | null> {
  const [row] = await db
    .update(menuItems)
    .set({ ...values, updatedAt: new Date() })
    .where(and(itemOf(structureId, menuId), eq(menuItems.id, id)))
    .returning();
  return row ?? null;
}

/** `position` = the index in `ids` (one statement); ids of other menus or companies are untouched. */
export async function setPositions(
  db: DbOrTx,
  structureId: string,
  menuId: string,
  table: 'categories' | 'items',
  ids: string[],
): Promise<void> {
  if (ids.length === 0) return;
  const t = table === 'categories' ? menuCategories : menuItems;
  const cases = sql.join(
    ids.map((id, index) => sql`when ${id}::uuid then ${index}::int`),
    sql` `,
  );
  const scope: SQL | undefined = and(
    eq(t.structureId, structureId),
    eq(t.menuId, menuId),
    inArray(t.id, ids),
  );
  await db
    .update(t)
    .set({ position: sql`case ${t.id} ${cases} end` })
    .where(scope);
}

export async function countItemsIn(db: DbOrTx, structureId: string, menuId: string, categoryIds: string[]) {
  const [row] = await db
    .select({ n: count() })
    .from(menuItems)
    .where(and(itemOf(structureId, menuId), inArray(menuItems.categoryId, categoryIds)));
  return Number(row?.n ?? 0);
}

/** Deletes the categories and every item in them; sub-categories must be among `ids`, listed first. */
export async function deleteCategories(db: DbOrTx, structureId: string, menuId: string, ids: string[]) {
  await db.delete(menuItems).where(and(itemOf(structureId, menuId), inArray(menuItems.categoryId, ids)));
  for (const id of ids) {
    await db.delete(menuCategories).where(and(categoryOf(structureId, menuId), eq(menuCategories.id, id)));
  }
}

export async function deleteItem(db: DbOrTx, structureId: string, menuId: string, id: string) {
  const rows = await db
    .delete(menuItems)
    .where(and(itemOf(structureId, menuId), eq(menuItems.id, id)))
    .returning({ id: menuItems.id });
  return rows.length > 0;
}
