import type { TUsersQuery } from '@guestloop/contracts';
import { and, asc, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { locations, roles, structures, userLocations, users } from '../../db/schema';

export type StaffRow = {
  user: typeof users.$inferSelect;
  role: { slug: string; name: string; permissions: string[] } | null;
};

const staffColumns = {
  user: users,
  role: { slug: roles.slug, name: roles.name, permissions: roles.permissions },
};

/** The company's name and language (mails and new users speak it). */
export async function findCompany(db: DbOrTx, structureId: string) {
  const [row] = await db
    .select({ id: structures.id, name: structures.name, language: structures.language })
    .from(structures)
    .where(eq(structures.id, structureId))
    .limit(1);
  return row ?? null;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One page of the company's users with their roles, by name. */
export async function listStaff(db: DbOrTx, structureId: string, query: TUsersQuery) {
  const conditions: (SQL | undefined)[] = [eq(users.structureId, structureId)];
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    conditions.push(or(ilike(users.name, pattern), ilike(users.email, pattern)));
  }
  if (query.status) conditions.push(eq(users.status, query.status));
  if (query.roleSlug) conditions.push(eq(roles.slug, query.roleSlug));
  const where = and(...conditions);
  const [total] = await db
    .select({ n: count() })
    .from(users)
    .leftJoin(roles, eq(roles.id, users.roleId))
    .where(where);
  const rows = await db
    .select(staffColumns)
    .from(users)
    .leftJoin(roles, eq(roles.id, users.roleId))
    .where(where)
    .orderBy(asc(users.name), asc(users.email))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { rows: rows as StaffRow[], total: total?.n ?? 0 };
}

/** A user of the company with their role; null for an unknown id or another company's user. */
export async function findStaff(db: DbOrTx, structureId: string, userId: string): Promise<StaffRow | null> {
  const [row] = await db
    .select(staffColumns)
    .from(users)
    .leftJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.structureId, structureId), eq(users.id, userId)))
    .limit(1);
  return (row as StaffRow | undefined) ?? null;
}

export async function insertStaff(
  db: DbOrTx,
  structureId: string,
  values: Omit<typeof users.$inferInsert, 'structureId' | 'id'>,
) {
  const [row] = await db
    .insert(users)
    .values({ ...values, structureId })
    .returning({ id: users.id });
  if (!row) throw new Error('user not inserted');
  return row;
}

export async function updateStaff(
  db: DbOrTx,
  structureId: string,
  userId: string,
  values: Partial<Pick<typeof users.$inferInsert, 'name' | 'roleId' | 'status' | 'passwordHash'>>,
) {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(users.structureId, structureId), eq(users.id, userId)));
}

/** The locations of the given users (all of the company), by name. */
export async function locationsOfUsers(db: DbOrTx, structureId: string, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: userLocations.userId,
      id: locations.id,
      parentId: locations.parentId,
      name: locations.name,
      slug: locations.slug,
    })
    .from(userLocations)
    .innerJoin(locations, eq(locations.id, userLocations.locationId))
    .where(and(eq(locations.structureId, structureId), inArray(userLocations.userId, [...userIds])))
    .orderBy(asc(locations.name), asc(locations.slug));
}

/** Which of the ids are locations of the company. */
export async function companyLocationIds(
  db: DbOrTx,
  structureId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.structureId, structureId), inArray(locations.id, [...ids])));
  return new Set(rows.map((r) => r.id));
}

/** Replaces a user's locations (the caller checked the user and the locations belong to the company). */
export async function replaceUserLocations(
  db: DbOrTx,
  structureId: string,
  userId: string,
  locationIds: readonly string[],
) {
  const own = db.select({ id: locations.id }).from(locations).where(eq(locations.structureId, structureId));
  await db
    .delete(userLocations)
    .where(and(eq(userLocations.userId, userId), inArray(userLocations.locationId, own)));
  if (locationIds.length > 0) {
    await db
      .insert(userLocations)
      .values(locationIds.map((locationId) => ({ userId, locationId })))
      .onConflictDoNothing();
  }
}
