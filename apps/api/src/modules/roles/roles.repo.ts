import { and, asc, count, desc, eq, like, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { roles, structures, users } from '../../db/schema';

export type RoleRow = typeof roles.$inferSelect;
export type RoleWithCount = RoleRow & { userCount: number };

// Spelled out: inside a subquery drizzle would leave the outer column unqualified.
const userCount = sql<number>`(select count(*)::int from "users" where "users"."role_id" = "roles"."id")`;

/** The company's roles with how many users hold each; built-in ones first, then by name. */
export async function listRoles(db: DbOrTx, structureId: string): Promise<RoleWithCount[]> {
  const rows = await db
    .select({ role: roles, userCount })
    .from(roles)
    .where(eq(roles.structureId, structureId))
    .orderBy(desc(roles.isSystem), asc(roles.name), asc(roles.slug));
  return rows.map((r) => ({ ...r.role, userCount: Number(r.userCount) }));
}

export async function findRoleWithCount(
  db: DbOrTx,
  structureId: string,
  slug: string,
): Promise<RoleWithCount | null> {
  const [row] = await db
    .select({ role: roles, userCount })
    .from(roles)
    .where(and(eq(roles.structureId, structureId), eq(roles.slug, slug)))
    .limit(1);
  return row ? { ...row.role, userCount: Number(row.userCount) } : null;
}

export async function findRole(db: DbOrTx, structureId: string, slug: string): Promise<RoleRow | null> {
  const [row] = await db
    .select()
    .from(roles)
    .where(and(eq(roles.structureId, structureId), eq(roles.slug, slug)))
    .limit(1);
  return row ?? null;
}

/** Slugs of the company's roles that start with `base` (base, base-2…). */
export async function roleSlugsLike(db: DbOrTx, structureId: string, base: string): Promise<Set<string>> {
  const rows = await db
    .select({ slug: roles.slug })
    .from(roles)
    .where(and(eq(roles.structureId, structureId), or(eq(roles.slug, base), like(roles.slug, `${base}-%`))));
  return new Set(rows.map((r) => r.slug));
}

export async function insertRole(
  db: DbOrTx,
  structureId: string,
  values: { slug: string; name: string; permissions: string[] },
): Promise<RoleRow> {
  const [row] = await db
    .insert(roles)
    .values({ structureId, ...values, isSystem: false })
    .returning();
  if (!row) throw new Error('role not inserted');
  return row;
}

/** Changes a role of the company; false when there is no such role. */
export async function updateRole(
  db: DbOrTx,
  structureId: string,
  slug: string,
  values: { name?: string; permissions?: string[] },
): Promise<boolean> {
  const rows = await db
    .update(roles)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(roles.structureId, structureId), eq(roles.slug, slug)))
    .returning({ id: roles.id });
  return rows.length === 1;
}

export async function deleteRole(db: DbOrTx, structureId: string, roleId: string) {
  await db.delete(roles).where(and(eq(roles.structureId, structureId), eq(roles.id, roleId)));
}

export async function countRoleUsers(db: DbOrTx, structureId: string, roleId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.structureId, structureId), eq(users.roleId, roleId)));
  return row?.n ?? 0;
}

/** Serialises changes to who may manage the company until the transaction ends. */
export async function lockStructure(db: DbOrTx, structureId: string) {
  await db.select({ id: structures.id }).from(structures).where(eq(structures.id, structureId)).for('update');
}

/** Active users of the company whose role holds every one of the given permissions. */
export async function countActiveHolders(
  db: DbOrTx,
  structureId: string,
  permissions: readonly string[],
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(
      and(
        eq(users.structureId, structureId),
        eq(users.status, 'active'),
        sql`${roles.permissions} @> ${JSON.stringify(permissions)}::jsonb`,
      ),
    );
  return row?.n ?? 0;
}
