import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { invites, roles, structures } from '../../db/schema';

export async function insertInvite(
  db: DbOrTx,
  structureId: string,
  values: { roleId: string; codeHash: string; email: string | null; invitedBy: string; expiresAt: Date },
) {
  const [row] = await db
    .insert(invites)
    .values({ structureId, ...values })
    .returning({ id: invites.id, expiresAt: invites.expiresAt });
  if (!row) throw new Error('invite not inserted');
  return row;
}

/**
 * The invitation behind a code, with its company and role. The one lookup not scoped by a
 * session's company: the public invitation page has none, and the code itself is the credential.
 */
export async function findInviteByCodeHash(db: DbOrTx, codeHash: string) {
  const [row] = await db
    .select({
      invite: invites,
      company: { id: structures.id, name: structures.name, language: structures.language },
      role: { id: roles.id, slug: roles.slug, name: roles.name, isSystem: roles.isSystem },
    })
    .from(invites)
    .innerJoin(structures, eq(structures.id, invites.structureId))
    .innerJoin(roles, and(eq(roles.id, invites.roleId), eq(roles.structureId, invites.structureId)))
    .where(eq(invites.codeHash, codeHash))
    .limit(1);
  return row ?? null;
}
export type InviteRow = NonNullable<Awaited<ReturnType<typeof findInviteByCodeHash>>>;

/** Uses up an open invitation for the user it made; false when another request used it first or it expired. */
export async function claimInvite(db: DbOrTx, structureId: string, inviteId: string, userId: string) {
  const rows = await db
    .update(invites)
    .set({ usedAt: new Date(), usedBy: userId })
    .where(
      and(
        eq(invites.structureId, structureId),
        eq(invites.id, inviteId),
        isNull(invites.usedAt),
        gt(invites.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: invites.id });
  return rows.length === 1;
}
