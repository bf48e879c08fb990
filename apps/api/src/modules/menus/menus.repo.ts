import { and, desc, eq, like, ne, or, sql } from 'drizzle-orm';
import { notifyChange } from '../../db/change-feed';
import type { DbOrTx } from '../../db/client';
import { onlineMenus, structures } from '../../db/schema';

/** All SQL of menus themselves. Every function of company data takes `structureId` first. */

export type MenuRow = typeof onlineMenus.$inferSelect;
export type MenuValues = Partial<
  Pick<
    MenuRow,
    | 'slug'
    | 'title'
    | 'subTitle'
    | 'language'
    | 'currency'
    | 'locationId'
    | 'isActive'
    | 'logoImage'
    | 'backgroundImage'
    | 'settings'
  >
>;

/** Slugs are unique across the product (public addresses use them). */
export const MENU_SLUG_CONSTRAINT = 'online_menus_slug_uq';

/**
 * Every change of a menu NOTIFYs this channel with the menu's id, inside the change's
 * transaction (so it is delivered at commit, and only then): each API process drops its cached
 * public answer of that menu.
 */
export const MENU_CHANNEL = 'gl_menu';

/** `key`: a menu's id, or `<menuId>:<language>` when only its translations into that language changed. */
export async function notifyMenuChanged(db: DbOrTx, key: string): Promise<void> {
  await notifyChange(db, MENU_CHANNEL, key);
}

const ofCompany = (structureId: string) => eq(onlineMenus.structureId, structureId);

/** The ids of the company's menus. */
export async function companyMenuIds(db: DbOrTx, structureId: string): Promise<string[]> {
  const rows = await db.select({ id: onlineMenus.id }).from(onlineMenus).where(ofCompany(structureId));
  return rows.map((row) => row.id);
}

export async function findMenu(db: DbOrTx, structureId: string, slug: string): Promise<MenuRow | null> {
  const [row] = await db
    .select()
    .from(onlineMenus)
    .where(and(ofCompany(structureId), eq(onlineMenus.slug, slug)));
  return row ?? null;
}

/**
 * Starts a change of a menu: applies `values`, adds one to its version and locks the row until the
 * transaction ends (so edits of one menu run one after another). Null when the company has none.
 */
export async function bumpMenu(
  db: DbOrTx,
  structureId: string,
  slug: string,
  values: MenuValues = {},
): Promise<MenuRow | null> {
  const [row] = await db
    .update(onlineMenus)
    .set({ ...values, version: sql`${onlineMenus.version} + 1`, updatedAt: new Date() })
    .where(and(ofCompany(structureId), eq(onlineMenus.slug, slug)))
    .returning();
  if (row) await notifyMenuChanged(db, row.id);
  return row ?? null;
}

/** Changes a menu inside a change begun with `bumpMenu` (the version is not bumped again). */
export async function setMenu(
  db: DbOrTx,
  structureId: string,
  id: string,
  values: MenuValues,
): Promise<MenuRow | null> {
  const [row] = await db
    .update(onlineMenus)
    .set(values)
    .where(and(ofCompany(structureId), eq(onlineMenus.id, id)))
    .returning();
  return row ?? null;
}

export async function insertMenu(
  db: DbOrTx,
  structureId: string,
  values: Pick<MenuRow, 'slug' | 'title' | 'language' | 'currency' | 'locationId'>,
): Promise<MenuRow> {
  const [row] = await db
    .insert(onlineMenus)
    .values({ structureId, ...values })
    .returning();
  if (!row) throw new Error('menu not inserted');
  return row;
}

/** Rows of a child table of the menu (written out: a correlated subquery needs qualified names). */
const countOf = (table: 'menu_categories' | 'menu_items') =>
  sql<number>`(select count(*)::int from ${sql.identifier(table)} c where c.menu_id = "online_menus"."id")`;

/** The company's menus, newest first, with how many categories and items each has. */
export async function listMenus(db: DbOrTx, structureId: string) {
  return db
    .select({
      menu: onlineMenus,
      categoriesCount: countOf('menu_categories'),
      itemsCount: countOf('menu_items'),
    })
    .from(onlineMenus)
    .where(ofCompany(structureId))
    .orderBy(desc(onlineMenus.createdAt), desc(onlineMenus.id));
}

/** Deletes a menu and notifies its change (pass a transaction so the notice goes at commit); its id, or null. */
export async function deleteMenu(db: DbOrTx, structureId: string, slug: string): Promise<string | null> {
  const [row] = await db
    .delete(onlineMenus)
    .where(and(ofCompany(structureId), eq(onlineMenus.slug, slug)))
    .returning({ id: onlineMenus.id });
  if (row) await notifyMenuChanged(db, row.id);
  return row?.id ?? null;
}

/** True when any menu of any company has the slug (other than `exceptId`). */
export async function slugTaken(db: DbOrTx, slug: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: onlineMenus.id })
    .from(onlineMenus)
    .where(and(eq(onlineMenus.slug, slug), exceptId ? ne(onlineMenus.id, exceptId) : undefined))
    .limit(1);
  return row !== undefined;
}

/** Menu slugs of every company that start with `base` (base, base-2…). */
export async function slugsLike(db: DbOrTx, base: string): Promise<Set<string>> {
  const rows = await db
    .select({ slug: onlineMenus.slug })
    .from(onlineMenus)
    .where(or(eq(onlineMenus.slug, base), like(onlineMenus.slug, `${base}-%`)));
  return new Set(rows.map((r) => r.slug));
}

// ---- Public (no company: guests know only the slug) ----

/**
 * The one indexed lookup a public request makes when its cached menu is not vouched for: is the
 * menu there, active, which version, and its company's time zone (a change of zone bumps no
 * version, yet ordering reads it).
 */
export async function publicState(db: DbOrTx, slug: string) {
  const [row] = await db
    .select({
      id: onlineMenus.id,
      version: onlineMenus.version,
      isActive: onlineMenus.isActive,
      timeZone: structures.timeZone,
    })
    .from(onlineMenus)
    .innerJoin(structures, eq(structures.id, onlineMenus.structureId))
    .where(eq(onlineMenus.slug, slug));
  return row ?? null;
}

/** The whole menu row by id with its company's time zone, for building its snapshot. */
export async function menuWithTimeZone(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ menu: onlineMenus, timeZone: structures.timeZone })
    .from(onlineMenus)
    .innerJoin(structures, eq(structures.id, onlineMenus.structureId))
    .where(eq(onlineMenus.id, id));
  return row ?? null;
}
