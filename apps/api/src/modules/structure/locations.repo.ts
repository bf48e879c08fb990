import { and, asc, count, countDistinct, eq, ilike, inArray, like, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { locations, userLocations } from '../../db/schema';

/** All SQL of locations. Every function is scoped by the caller's company (`structureId`). */

export type LocationRow = typeof locations.$inferSelect;
type LocationValues = Partial<
  Pick<LocationRow, 'name' | 'slug' | 'address' | 'imageUrl' | 'backgroundImageUrl' | 'settings'>
>;

/** The unique index that keeps slugs unique within a company. */
export const LOCATION_SLUG_CONSTRAINT = 'locations_structure_slug_uq';

const byName = [asc(sql`lower(${locations.name})`), asc(locations.name), asc(locations.id)];
const ofCompany = (structureId: string) => eq(locations.structureId, structureId);

export async function findLocation(db: DbOrTx, structureId: string, id: string): Promise<LocationRow | null> {
  const [row] = await db
    .select()
    .from(locations)
    .where(and(ofCompany(structureId), eq(locations.id, id)));
  return row ?? null;
}

/**
 * The location, locked until the transaction ends: `update` to change it, `key share` to keep it
 * from being deleted while something is added under it.
 */
export async function lockLocation(
  db: DbOrTx,
  structureId: string,
  id: string,
  strength: 'update' | 'key share' = 'update',
): Promise<LocationRow | null> {
  const [row] = await db
    .select()
    .from(locations)
    .where(and(ofCompany(structureId), eq(locations.id, id)))
    .for(strength);
  return row ?? null;
}

/** Every location of the company, by name. */
export async function listLocations(db: DbOrTx, structureId: string): Promise<LocationRow[]> {
  return db
    .select()
    .from(locations)
    .where(ofCompany(structureId))
    .orderBy(...byName);
}

/** `%`, `_` and `\` match themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

export async function pageLocations(
  db: DbOrTx,
  structureId: string,
  options: { search: string | null; limit: number; offset: number },
): Promise<{ rows: LocationRow[]; total: number }> {
  const pattern = options.search ? likePattern(options.search) : null;
  const where = and(
    ofCompany(structureId),
    pattern ? or(ilike(locations.name, pattern), ilike(locations.address, pattern)) : undefined,
  );
  const rows = await db
    .select()
    .from(locations)
    .where(where)
    .orderBy(...byName)
    .limit(options.limit)
    .offset(options.offset);
  const [total] = await db.select({ n: count() }).from(locations).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** True when another location of the company has the slug. */
export async function slugTaken(db: DbOrTx, structureId: string, slug: string, exceptId?: string) {
  const [row] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(
      and(
        ofCompany(structureId),
        eq(locations.slug, slug),
        exceptId ? ne(locations.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Slugs of the company that start with `base` (base, base-2, base-3…). */
export async function slugsLike(db: DbOrTx, structureId: string, base: string): Promise<Set<string>> {
  const rows = await db
    .select({ slug: locations.slug })
    .from(locations)
    .where(and(ofCompany(structureId), or(eq(locations.slug, base), like(locations.slug, `${base}-%`))));
  return new Set(rows.map((r) => r.slug));
}

export async function insertLocation(
  db: DbOrTx,
  structureId: string,
  values: { parentId: string | null; name: string; slug: string; address: string | null },
): Promise<LocationRow> {
  const [row] = await db
    .insert(locations)
    .values({ structureId, ...values })
    .returning();
  if (!row) throw new Error('location not inserted');
  return row;
}

export async function updateLocation(
  db: DbOrTx,
  structureId: string,
  id: string,
  values: LocationValues,
): Promise<LocationRow | null> {
  const [row] = await db
    .update(locations)
    .set({ ...values, updatedAt: new Date() })
    .where(and(ofCompany(structureId), eq(locations.id, id)))
    .returning();
  return row ?? null;
}

/**
 * Id and parent of every location of the company, locked until the transaction ends: while a
 * deletion decides what goes, nothing can be added under these locations or assigned to them.
 */
export async function lockLocationLinks(db: DbOrTx, structureId: string) {
  return db
    .select({ id: locations.id, parentId: locations.parentId })
    .from(locations)
    .where(ofCompany(structureId))
    .for('update');
}

/** Distinct users assigned to any of the given locations of the company. */
export async function countAssignedUsers(
  db: DbOrTx,
  structureId: string,
  locationIds: string[],
): Promise<number> {
  if (locationIds.length === 0) return 0;
  const [row] = await db
    .select({ n: countDistinct(userLocations.userId) })
    .from(userLocations)
    .innerJoin(locations, eq(locations.id, userLocations.locationId))
    .where(and(ofCompany(structureId), inArray(userLocations.locationId, locationIds)));
  return row?.n ?? 0;
}

/** Deletes locations of the company; their user assignments go with them (foreign keys cascade). */
export async function deleteLocations(db: DbOrTx, structureId: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(locations).where(and(ofCompany(structureId), inArray(locations.id, ids)));
}
