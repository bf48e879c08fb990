import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { privacyPolicies, structures } from '../../db/schema';

/** All SQL of privacy policies. Staff functions are scoped by the caller's company (`structureId`). */

export type PolicyRow = typeof privacyPolicies.$inferSelect;
export const POLICY_SLUG_CONSTRAINT = 'privacy_policies_slug_uq';

export async function listPolicies(db: DbOrTx, structureId: string): Promise<PolicyRow[]> {
  return db
    .select()
    .from(privacyPolicies)
    .where(eq(privacyPolicies.structureId, structureId))
    .orderBy(asc(privacyPolicies.createdAt), asc(privacyPolicies.id));
}

/** True when any company's policy has the slug (slugs are unique product-wide). */
export async function slugTaken(db: DbOrTx, slug: string): Promise<boolean> {
  const [row] = await db
    .select({ id: privacyPolicies.id })
    .from(privacyPolicies)
    .where(eq(privacyPolicies.slug, slug))
    .limit(1);
  return row !== undefined;
}

export async function insertPolicy(
  db: DbOrTx,
  structureId: string,
  values: Pick<PolicyRow, 'slug' | 'title' | 'bodyHtml' | 'language'>,
): Promise<PolicyRow> {
  const [row] = await db
    .insert(privacyPolicies)
    .values({ structureId, ...values })
    .returning();
  if (!row) throw new Error('policy not inserted');
  return row;
}

export async function updatePolicy(
  db: DbOrTx,
  structureId: string,
  slug: string,
  values: Partial<Pick<PolicyRow, 'title' | 'bodyHtml' | 'language'>>,
): Promise<PolicyRow | null> {
  const [row] = await db
    .update(privacyPolicies)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(privacyPolicies.structureId, structureId), eq(privacyPolicies.slug, slug)))
    .returning();
  return row ?? null;
}

/** Any company's policy by slug (the public page). */
export async function findPublicPolicy(db: DbOrTx, slug: string): Promise<PolicyRow | null> {
  const [row] = await db.select().from(privacyPolicies).where(eq(privacyPolicies.slug, slug));
  return row ?? null;
}

/** The company's name and contact e-mail, for the template. */
export async function companyContact(db: DbOrTx, structureId: string) {
  const [row] = await db
    .select({ name: structures.name, settings: structures.settings })
    .from(structures)
    .where(eq(structures.id, structureId));
  if (!row) return null;
  const email = row.settings.email;
  return { name: row.name, email: typeof email === 'string' && email.trim() ? email.trim() : null };
}
