import { and, count, desc, eq, ilike, max, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { locations, roles, sessions, structures, userLocations, users } from '../../db/schema';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const userColumns = {
  user: users,
  structure: { id: structures.id, name: structures.name },
  role: { id: roles.id, name: roles.name, slug: roles.slug, permissions: roles.permissions },
};

export interface UserFilter {
  search?: string;
  structureId?: string;
  page: number;
  pageSize: number;
}

/** One page of every user of the product, newest first. */
export async function listUsers(db: DbOrTx, filter: UserFilter) {
  const conditions: SQL[] = [];
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`;
    conditions.push(or(ilike(users.name, pattern), ilike(users.email, pattern))!);
  }
  if (filter.structureId) conditions.push(eq(users.structureId, filter.structureId));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [items, [total]] = await Promise.all([
    db
      .select(userColumns)
      .from(users)
      .leftJoin(structures, eq(structures.id, users.structureId))
      .leftJoin(roles, eq(roles.id, users.roleId))
      .where(where)
      .orderBy(desc(users.createdAt), users.id)
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ value: count() }).from(users).where(where),
  ]);
  return { items, total: total?.value ?? 0 };
}

export type UserRow = Awaited<ReturnType<typeof listUsers>>['items'][number];

export async function findUser(db: DbOrTx, id: string): Promise<UserRow | null> {
  const [row] = await db
    .select(userColumns)
    .from(users)
    .leftJoin(structures, eq(structures.id, users.structureId))
    .leftJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, id));
  return row ?? null;
}

export async function locationsOfUser(db: DbOrTx, userId: string) {
  return db
    .select({ id: locations.id, name: locations.name, slug: locations.slug, parentId: locations.parentId })
    .from(userLocations)
    .innerJoin(locations, eq(locations.id, userLocations.locationId))
    .where(eq(userLocations.userId, userId))
    .orderBy(locations.name);
}

export async function sessionsOfUser(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ count: count(), lastSeenAt: max(sessions.lastSeenAt) })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  return { count: row?.count ?? 0, lastSeenAt: row?.lastSeenAt ?? null };
}

export async function deleteUser(db: DbOrTx, id: string) {
  const [row] = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  return row ?? null;
}

// Qualified by hand: drizzle leaves column names bare in a one-table select.
const roleUserCount = sql<number>`(select count(*)::int from users u where u.role_id = "roles"."id")`;
const roleColumns = {
  role: roles,
  structure: { id: structures.id, name: structures.name },
  userCount: roleUserCount,
};

export interface RoleFilter {
  structureId?: string;
  page: number;
  pageSize: number;
}

/** One page of every role: global roles first, then by company and name. */
export async function listRoles(db: DbOrTx, filter: RoleFilter) {
  const where = filter.structureId ? eq(roles.structureId, filter.structureId) : undefined;
  const [items, [total]] = await Promise.all([
    db
      .select(roleColumns)
      .from(roles)
      .leftJoin(structures, eq(structures.id, roles.structureId))
      .where(where)
      .orderBy(sql`${roles.structureId} is not null`, structures.name, roles.name, roles.id)
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ value: count() }).from(roles).where(where),
  ]);
  return { items, total: total?.value ?? 0 };
}

export type RoleRow = Awaited<ReturnType<typeof listRoles>>['items'][number];

export async function findRole(db: DbOrTx, id: string): Promise<RoleRow | null> {
  const [row] = await db
    .select(roleColumns)
    .from(roles)
    .leftJoin(structures, eq(structures.id, roles.structureId))
    .where(eq(roles.id, id));
  return row ?? null;
}

export async function updateRole(db: DbOrTx, id: string, values: { name?: string; permissions?: string[] }) {
  await db
    .update(roles)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(roles.id, id));
}

/** Active super administrators other than this one (the product keeps at least one). */
export async function countOtherSuperAdmins(db: DbOrTx, exceptId: string) {
  const [row] = await db
    .select({ value: count() })
    .from(users)
    .where(and(eq(users.isSuperAdmin, true), eq(users.status, 'active'), sql`${users.id} <> ${exceptId}`));
  return row?.value ?? 0;
}
