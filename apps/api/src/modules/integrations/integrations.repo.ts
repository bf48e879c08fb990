import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { structureIntegrations, userIntegrations, users } from '../../db/schema';

export type StructureIntegrationRow = typeof structureIntegrations.$inferSelect;
export type UserIntegrationRow = typeof userIntegrations.$inferSelect;

export const listStructureIntegrations = (db: DbOrTx, structureId: string) =>
  db.select().from(structureIntegrations).where(eq(structureIntegrations.structureId, structureId));

export async function findStructureIntegration(db: DbOrTx, structureId: string, serviceUid: string) {
  const [row] = await db
    .select()
    .from(structureIntegrations)
    .where(
      and(
        eq(structureIntegrations.structureId, structureId),
        eq(structureIntegrations.serviceUid, serviceUid),
      ),
    );
  return row ?? null;
}

export async function findStructureIntegrationBySlug(db: DbOrTx, structureId: string, slug: string) {
  const [row] = await db
    .select()
    .from(structureIntegrations)
    .where(and(eq(structureIntegrations.structureId, structureId), eq(structureIntegrations.slug, slug)));
  return row ?? null;
}

/** Every company's enabled integration of a service (for schedulers and pollers). */
export const listEnabledOfService = (db: DbOrTx, serviceUid: string) =>
  db
    .select()
    .from(structureIntegrations)
    .where(and(eq(structureIntegrations.serviceUid, serviceUid), eq(structureIntegrations.enabled, true)));

export async function upsertStructureIntegration(
  db: DbOrTx,
  values: Pick<
    StructureIntegrationRow,
    'structureId' | 'serviceUid' | 'slug' | 'title' | 'settings' | 'secretsSealed'
  >,
) {
  const [row] = await db
    .insert(structureIntegrations)
    .values(values)
    .onConflictDoUpdate({
      target: [structureIntegrations.structureId, structureIntegrations.serviceUid],
      set: {
        title: values.title,
        settings: values.settings,
        secretsSealed: values.secretsSealed,
        // Changed keys have not been checked yet.
        connected: false,
        lastCheckedAt: null,
        lastCheckError: null,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  return row as StructureIntegrationRow;
}

export async function updateStructureIntegration(
  db: DbOrTx,
  id: string,
  patch: Partial<Pick<StructureIntegrationRow, 'enabled' | 'connected' | 'lastCheckedAt' | 'lastCheckError'>>,
) {
  const [row] = await db
    .update(structureIntegrations)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(structureIntegrations.id, id))
    .returning();
  return row ?? null;
}

export const deleteStructureIntegration = (db: DbOrTx, id: string) =>
  db.delete(structureIntegrations).where(eq(structureIntegrations.id, id));

export const listUserIntegrations = (db: DbOrTx, userId: string) =>
  db.select().from(userIntegrations).where(eq(userIntegrations.userId, userId));

export async function findUserIntegration(db: DbOrTx, userId: string, serviceUid: string) {
  const [row] = await db
    .select()
    .from(userIntegrations)
    .where(and(eq(userIntegrations.userId, userId), eq(userIntegrations.serviceUid, serviceUid)));
  return row ?? null;
}

export async function upsertUserIntegration(
  db: DbOrTx,
  values: Pick<
    UserIntegrationRow,
    'structureId' | 'userId' | 'serviceUid' | 'enabled' | 'connected' | 'data'
  > & {
    secretsSealed?: string | null;
  },
) {
  const { structureId: _s, userId: _u, serviceUid: _x, ...set } = values;
  const [row] = await db
    .insert(userIntegrations)
    .values(values)
    .onConflictDoUpdate({
      target: [userIntegrations.userId, userIntegrations.serviceUid],
      set: { ...set, updatedAt: sql`now()` },
    })
    .returning();
  return row as UserIntegrationRow;
}

export async function setUserIntegrationState(
  db: DbOrTx,
  userId: string,
  serviceUid: string,
  patch: Partial<Pick<UserIntegrationRow, 'enabled' | 'connected' | 'data'>>,
) {
  const [row] = await db
    .update(userIntegrations)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(and(eq(userIntegrations.userId, userId), eq(userIntegrations.serviceUid, serviceUid)))
    .returning();
  return row ?? null;
}

export const deleteUserIntegration = (db: DbOrTx, userId: string, serviceUid: string) =>
  db
    .delete(userIntegrations)
    .where(and(eq(userIntegrations.userId, userId), eq(userIntegrations.serviceUid, serviceUid)));

/** A staff member of the company by e-mail (any case); by id the users module answers. */
export async function findStaffIdByEmail(db: DbOrTx, structureId: string, email: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.structureId, structureId), sql`lower(${users.email}) = lower(${email})`));
  return row?.id ?? null;
}
