import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { locations, onlineMenus, structures, tableGroups, users } from '../../../db/schema';

/** The company's places, menus and people the sales statistics filter by and name. */

export async function companyOf(db: DbOrTx, structureId: string) {
  const [row] = await db
    .select({ timeZone: structures.timeZone, currency: structures.currency })
    .from(structures)
    .where(eq(structures.id, structureId));
  return row ?? null;
}

/** Every location of the company: few, so a filter's sub-locations are found in memory. */
export async function companyLocations(db: DbOrTx, structureId: string) {
  return db
    .select({ id: locations.id, parentId: locations.parentId, name: locations.name })
    .from(locations)
    .where(eq(locations.structureId, structureId));
}

export type NamedKind = 'menu' | 'table-group' | 'waiter';

/** Names (menu titles, "Location · Group", people's names) of the company's rows among `ids`. */
export async function namesOf(
  db: DbOrTx,
  structureId: string,
  kind: NamedKind,
  ids: string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  let rows: { id: string; name: string }[];
  if (kind === 'menu') {
    rows = await db
      .select({ id: onlineMenus.id, name: onlineMenus.title })
      .from(onlineMenus)
      .where(and(eq(onlineMenus.structureId, structureId), inArray(onlineMenus.id, ids)));
  } else if (kind === 'table-group') {
    const found = await tableGroupsOf(db, structureId, ids);
    rows = found.map((g) => ({ id: g.id, name: `${g.locationName} · ${g.name}` }));
  } else {
    rows = await db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(and(eq(users.structureId, structureId), inArray(users.id, ids)));
  }
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The company's table groups among `ids`, with their location's name. */
export async function tableGroupsOf(db: DbOrTx, structureId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: tableGroups.id, name: tableGroups.name, locationName: locations.name })
    .from(tableGroups)
    .innerJoin(locations, eq(locations.id, tableGroups.locationId))
    .where(and(eq(tableGroups.structureId, structureId), inArray(tableGroups.id, ids)));
}
