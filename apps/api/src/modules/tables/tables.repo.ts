import { and, asc, count, eq, inArray, like, max, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { locations, onlineMenus, tableGroups, tables } from '../../db/schema';

/** All SQL of table groups and tables. Every function is scoped by the caller's company (`structureId`). */

export type TableGroupRow = typeof tableGroups.$inferSelect;
export type TableRow = typeof tables.$inferSelect;

export const GROUP_SLUG_CONSTRAINT = 'table_groups_location_slug_uq';
export const TABLE_SLUG_CONSTRAINT = 'tables_group_slug_uq';

const groupOrder = [asc(tableGroups.position), asc(tableGroups.name), asc(tableGroups.id)];
const tableOrder = [asc(tables.position), asc(tables.name), asc(tables.id)];

/** Groups of a location, by position; `lock` keeps them from changing until the transaction ends. */
export async function listGroups(db: DbOrTx, structureId: string, locationId: string, lock = false) {
  const query = db
    .select()
    .from(tableGroups)
    .where(and(eq(tableGroups.structureId, structureId), eq(tableGroups.locationId, locationId)))
    .orderBy(...groupOrder);
  return lock ? query.for('update') : query;
}

/** Tables of the given groups of the company, by position. */
export async function listTables(db: DbOrTx, structureId: string, groupIds: string[], lock = false) {
  if (groupIds.length === 0) return [];
  const query = db
    .select()
    .from(tables)
    .where(and(eq(tables.structureId, structureId), inArray(tables.groupId, groupIds)))
    .orderBy(...tableOrder);
  return lock ? query.for('update') : query;
}

/** A group of the location, locked (`key share`: nothing can delete it while a table is added). */
export async function lockGroup(
  db: DbOrTx,
  structureId: string,
  locationId: string,
  groupId: string,
  strength: 'update' | 'key share',
): Promise<TableGroupRow | null> {
  const [row] = await db
    .select()
    .from(tableGroups)
    .where(
      and(
        eq(tableGroups.structureId, structureId),
        eq(tableGroups.locationId, locationId),
        eq(tableGroups.id, groupId),
      ),
    )
    .for(strength);
  return row ?? null;
}

/** A table of one of the location's groups. */
export async function findTable(db: DbOrTx, structureId: string, locationId: string, tableId: string) {
  const [row] = await db
    .select({ id: tables.id })
    .from(tables)
    .innerJoin(tableGroups, eq(tableGroups.id, tables.groupId))
    .where(
      and(
        eq(tables.structureId, structureId),
        eq(tableGroups.locationId, locationId),
        eq(tables.id, tableId),
      ),
    );
  return row ?? null;
}

/** Slugs `base`, `base-2`… already used by groups of the location. */
export async function groupSlugsLike(db: DbOrTx, structureId: string, locationId: string, base: string) {
  const rows = await db
    .select({ slug: tableGroups.slug })
    .from(tableGroups)
    .where(
      and(
        eq(tableGroups.structureId, structureId),
        eq(tableGroups.locationId, locationId),
        or(eq(tableGroups.slug, base), like(tableGroups.slug, `${base}-%`)),
      ),
    );
  return new Set(rows.map((r) => r.slug));
}

/** Slugs `base`, `base-2`… already used by tables of the group. */
export async function tableSlugsLike(db: DbOrTx, structureId: string, groupId: string, base: string) {
  const rows = await db
    .select({ slug: tables.slug })
    .from(tables)
    .where(
      and(
        eq(tables.structureId, structureId),
        eq(tables.groupId, groupId),
        or(eq(tables.slug, base), like(tables.slug, `${base}-%`)),
      ),
    );
  return new Set(rows.map((r) => r.slug));
}

export async function nextGroupPosition(db: DbOrTx, structureId: string, locationId: string) {
  const [row] = await db
    .select({ n: max(tableGroups.position) })
    .from(tableGroups)
    .where(and(eq(tableGroups.structureId, structureId), eq(tableGroups.locationId, locationId)));
  return row?.n === null || row?.n === undefined ? 0 : row.n + 1;
}

export async function nextTablePosition(db: DbOrTx, structureId: string, groupId: string) {
  const [row] = await db
    .select({ n: max(tables.position) })
    .from(tables)
    .where(and(eq(tables.structureId, structureId), eq(tables.groupId, groupId)));
  return row?.n === null || row?.n === undefined ? 0 : row.n + 1;
}

export async function insertGroup(
  db: DbOrTx,
  structureId: string,
  values: { locationId: string; name: string; slug: string; position: number },
): Promise<TableGroupRow> {
  const [row] = await db
    .insert(tableGroups)
    .values({ structureId, ...values })
    .returning();
  if (!row) throw new Error('table group not inserted');
  return row;
}

export async function insertTable(
  db: DbOrTx,
  structureId: string,
  values: { groupId: string; name: string; slug: string; seats: number | null; position: number },
): Promise<TableRow> {
  const [row] = await db
    .insert(tables)
    .values({ structureId, ...values })
    .returning();
  if (!row) throw new Error('table not inserted');
  return row;
}

export async function updateGroup(
  db: DbOrTx,
  structureId: string,
  id: string,
  values: { name: string; position: number },
) {
  await db
    .update(tableGroups)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(tableGroups.structureId, structureId), eq(tableGroups.id, id)));
}

export async function updateTable(
  db: DbOrTx,
  structureId: string,
  id: string,
  values: Partial<Pick<TableRow, 'groupId' | 'name' | 'slug' | 'seats' | 'position'>>,
) {
  await db
    .update(tables)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(tables.structureId, structureId), eq(tables.id, id)));
}

export async function countTables(db: DbOrTx, structureId: string, groupId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(tables)
    .where(and(eq(tables.structureId, structureId), eq(tables.groupId, groupId)));
  return row?.n ?? 0;
}

export async function deleteTable(db: DbOrTx, structureId: string, id: string) {
  await db.delete(tables).where(and(eq(tables.structureId, structureId), eq(tables.id, id)));
}

/** Deletes the group; its tables go with it (the foreign key cascades). */
export async function deleteGroup(db: DbOrTx, structureId: string, id: string) {
  await db.delete(tableGroups).where(and(eq(tableGroups.structureId, structureId), eq(tableGroups.id, id)));
}

/**
 * The table a customer's table route names: the menu's company, then its location, group and table
 * by slug. Public (no company from a session): the menu's slug scopes the lookup.
 */
export async function resolvePublicTable(
  db: DbOrTx,
  slugs: { menu: string; location: string; group: string; table: string },
) {
  const [row] = await db
    .select({
      location: { id: locations.id, name: locations.name, slug: locations.slug },
      group: { id: tableGroups.id, name: tableGroups.name, slug: tableGroups.slug },
      table: { id: tables.id, name: tables.name, slug: tables.slug },
    })
    .from(onlineMenus)
    .innerJoin(locations, eq(locations.structureId, onlineMenus.structureId))
    .innerJoin(tableGroups, eq(tableGroups.locationId, locations.id))
    .innerJoin(tables, eq(tables.groupId, tableGroups.id))
    .where(
      and(
        eq(onlineMenus.slug, slugs.menu),
        eq(onlineMenus.isActive, true),
        eq(locations.slug, slugs.location),
        eq(tableGroups.slug, slugs.group),
        eq(tables.slug, slugs.table),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** A menu of the company by slug (the QR links point into it). */
export async function findMenuSlug(db: DbOrTx, structureId: string, slug: string) {
  const [row] = await db
    .select({ slug: onlineMenus.slug })
    .from(onlineMenus)
    .where(and(eq(onlineMenus.structureId, structureId), eq(onlineMenus.slug, slug)));
  return row ?? null;
}

/**
 * A table of one location of the company, named by its group and table slugs (a sticker's link)
 * or by its id, with what its label is made of ("Hall · 3").
 */
export async function resolveTableInLocation(
  db: DbOrTx,
  structureId: string,
  locationId: string,
  ref: { group: string; table: string } | { id: string },
) {
  const [row] = await db
    .select({
      id: tables.id,
      name: tables.name,
      slug: tables.slug,
      group: { id: tableGroups.id, name: tableGroups.name, slug: tableGroups.slug },
    })
    .from(tables)
    .innerJoin(tableGroups, eq(tableGroups.id, tables.groupId))
    .where(
      and(
        eq(tables.structureId, structureId),
        eq(tableGroups.locationId, locationId),
        'id' in ref
          ? eq(tables.id, ref.id)
          : and(eq(tableGroups.slug, ref.group), eq(tables.slug, ref.table)),
      ),
    )
    .limit(1);
  return row ?? null;
}
