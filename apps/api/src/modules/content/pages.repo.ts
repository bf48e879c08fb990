import { and, asc, eq, like, max, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { menuPages, onlineMenus } from '../../db/schema';

/** All SQL of custom menu pages. Staff functions are scoped by the caller's company (`structureId`). */

export type MenuPageRow = typeof menuPages.$inferSelect;
export const PAGE_SLUG_CONSTRAINT = 'menu_pages_menu_slug_uq';

/** The company's menu with this slug, or null. */
export async function findMenu(db: DbOrTx, structureId: string, slug: string) {
  const [row] = await db
    .select({ id: onlineMenus.id })
    .from(onlineMenus)
    .where(and(eq(onlineMenus.structureId, structureId), eq(onlineMenus.slug, slug)));
  return row ?? null;
}

export async function listPages(db: DbOrTx, structureId: string, menuId: string): Promise<MenuPageRow[]> {
  return db
    .select()
    .from(menuPages)
    .where(and(eq(menuPages.structureId, structureId), eq(menuPages.menuId, menuId)))
    .orderBy(asc(menuPages.position), asc(menuPages.title), asc(menuPages.id));
}

export async function findPage(db: DbOrTx, structureId: string, menuId: string, id: string) {
  const [row] = await db
    .select()
    .from(menuPages)
    .where(and(eq(menuPages.structureId, structureId), eq(menuPages.menuId, menuId), eq(menuPages.id, id)))
    .for('update');
  return row ?? null;
}

/** Slugs of the menu's pages equal to `base` or `base-…`, other than page `exceptId`. */
export async function slugsLike(db: DbOrTx, structureId: string, menuId: string, base: string) {
  const rows = await db
    .select({ id: menuPages.id, slug: menuPages.slug })
    .from(menuPages)
    .where(
      and(
        eq(menuPages.structureId, structureId),
        eq(menuPages.menuId, menuId),
        or(eq(menuPages.slug, base), like(menuPages.slug, `${base}-%`)),
      ),
    );
  return rows;
}

export async function nextPosition(db: DbOrTx, structureId: string, menuId: string): Promise<number> {
  const [row] = await db
    .select({ n: max(menuPages.position) })
    .from(menuPages)
    .where(and(eq(menuPages.structureId, structureId), eq(menuPages.menuId, menuId)));
  return row?.n === null || row?.n === undefined ? 0 : row.n + 1;
}

type PageValues = Pick<MenuPageRow, 'slug' | 'title' | 'bodyHtml' | 'isPublished' | 'position'>;

export async function insertPage(db: DbOrTx, structureId: string, menuId: string, values: PageValues) {
  const [row] = await db
    .insert(menuPages)
    .values({ structureId, menuId, ...values })
    .returning();
  if (!row) throw new Error('page not inserted');
  return row;
}

export async function updatePage(db: DbOrTx, structureId: string, id: string, values: PageValues) {
  const [row] = await db
    .update(menuPages)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(menuPages.structureId, structureId), eq(menuPages.id, id)))
    .returning();
  if (!row) throw new Error('page not updated');
  return row;
}

/** Deletes the menu's page with this slug; true when there was one. */
export async function deletePage(db: DbOrTx, structureId: string, menuId: string, slug: string) {
  const rows = await db
    .delete(menuPages)
    .where(
      and(eq(menuPages.structureId, structureId), eq(menuPages.menuId, menuId), eq(menuPages.slug, slug)),
    )
    .returning({ id: menuPages.id });
  return rows.length > 0;
}

/** A published page of an active menu (public: the menu's slug names the company). */
export async function findPublicPage(db: DbOrTx, menuSlug: string, pageSlug: string) {
  const [row] = await db
    .select({ title: menuPages.title, bodyHtml: menuPages.bodyHtml })
    .from(menuPages)
    .innerJoin(onlineMenus, eq(onlineMenus.id, menuPages.menuId))
    .where(
      and(
        eq(onlineMenus.slug, menuSlug),
        eq(onlineMenus.isActive, true),
        eq(menuPages.slug, pageSlug),
        eq(menuPages.isPublished, true),
      ),
    );
  return row ?? null;
}
