import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { invites, roles, structures, users } from '../../db/schema';

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

/** The company's invitations nobody has accepted yet (expired ones too), newest first. */
export async function listPendingInvites(db: DbOrTx, structureId: string) {
  return db
    .select({
      id: invites.id,
      email: invites.email,
      createdAt: invites.createdAt,
      expiresAt: invites.expiresAt,
      role: { slug: roles.slug, name: roles.name },
      inviterName: users.name,
    })
    .from(invites)
    .innerJoin(roles, and(eq(roles.id, invites.roleId), eq(roles.structureId, invites.structureId)))
    .leftJoin(users, eq(users.id, invites.invitedBy))
    .where(and(eq(invites.structureId, structureId), isNull(invites.usedAt)))
    .orderBy(desc(invites.createdAt));
}

/** One of the company's invitations nobody has accepted yet, with its role. */
export async function findPendingInvite(db: DbOrTx, structureId: string, inviteId: string) {
  const [row] = await db
    .select({
      invite: invites,
      role: {
        id: roles.id,
        slug: roles.slug,
        name: roles.name,
        isSystem: roles.isSystem,
        permissions: roles.permissions,
      },
    })
    .from(invites)
    .innerJoin(roles, and(eq(roles.id, invites.roleId), eq(roles.structureId, invites.structureId)))
    .where(and(eq(invites.structureId, structureId), eq(invites.id, inviteId), isNull(invites.usedAt)))
    .limit(1);
  return row ?? null;
}

/**
 * Gives a pending invitation a new code and date: the old link stops working at once. False when
 * it was accepted or withdrawn meanwhile.
 */
export async function renewInvite(
  db: DbOrTx,
  structureId: string,
  inviteId: string,
  values: { codeHash: string; expiresAt: Date },
) {
  const rows = await db
    .update(invites)
    .set(values)
    .where(and(eq(invites.structureId, structureId), eq(invites.id, inviteId), isNull(invites.usedAt)))
    .returning({ id: invites.id });
  return rows.length === 1;
}

/** Withdraws a pending invitation: its link stops working. False when there was none to withdraw. */
export async function deletePendingInvite(db: DbOrTx, structureId: string, inviteId: string) {
  const rows = await db
    .delete(invites)
    .where(and(eq(invites.structureId, structureId), eq(invites.id, inviteId), isNull(invites.usedAt)))
    .returning({ id: invites.id });
  return rows.length === 1;
}
