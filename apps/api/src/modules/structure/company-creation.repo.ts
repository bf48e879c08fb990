import { and, eq, isNull, like, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { structures, users } from '../../db/schema';

/** Slugs already used by companies that start with `base` (base, base-2, base-3…). */
export async function structureSlugsLike(db: DbOrTx, base: string): Promise<Set<string>> {
  const rows = await db
    .select({ slug: structures.slug })
    .from(structures)
    .where(or(eq(structures.slug, base), like(structures.slug, `${base}-%`)));
  return new Set(rows.map((r) => r.slug));
}

export async function insertStructure(
  db: DbOrTx,
  values: { name: string; slug: string; language: string; currency: string },
) {
  const [row] = await db.insert(structures).values(values).returning({ id: structures.id });
  if (!row) throw new Error('structure not inserted');
  return row;
}

/** Makes a user without a company the given company's administrator; false when they already had one. */
export async function assignCompany(db: DbOrTx, userId: string, structureId: string, roleId: string) {
  const rows = await db
    .update(users)
    .set({ structureId, roleId, updatedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.structureId)))
    .returning({ id: users.id });
  return rows.length === 1;
}
