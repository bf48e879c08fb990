import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { structures, structureTakeovers, users } from '../../db/schema';

const takeoverColumns = {
  takeover: structureTakeovers,
  structure: { id: structures.id, name: structures.name },
};

export type TakeoverRow = {
  takeover: typeof structureTakeovers.$inferSelect;
  structure: { id: string; name: string };
};

/** The super administrator's account, locked for the take-over's change. */
export async function lockUser(db: DbOrTx, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).for('update');
  return row ?? null;
}

export async function findOpenTakeover(db: DbOrTx, superAdminId: string): Promise<TakeoverRow | null> {
  const [row] = await db
    .select(takeoverColumns)
    .from(structureTakeovers)
    .innerJoin(structures, eq(structures.id, structureTakeovers.structureId))
    .where(and(eq(structureTakeovers.superAdminId, superAdminId), isNull(structureTakeovers.endedAt)))
    .orderBy(desc(structureTakeovers.startedAt))
    .limit(1);
  return row ?? null;
}

export async function insertTakeover(db: DbOrTx, values: typeof structureTakeovers.$inferInsert) {
  const [row] = await db.insert(structureTakeovers).values(values).returning({ id: structureTakeovers.id });
  return row!.id;
}

export async function endTakeover(db: DbOrTx, id: string) {
  await db.update(structureTakeovers).set({ endedAt: new Date() }).where(eq(structureTakeovers.id, id));
}

/** Moves the super administrator's account into a company (null: none). */
export async function setUserStructure(db: DbOrTx, userId: string, structureId: string | null) {
  await db.update(users).set({ structureId, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function findTakeover(db: DbOrTx, id: string): Promise<TakeoverRow | null> {
  const [row] = await db
    .select(takeoverColumns)
    .from(structureTakeovers)
    .innerJoin(structures, eq(structures.id, structureTakeovers.structureId))
    .where(eq(structureTakeovers.id, id));
  return row ?? null;
}

/** The company's take-overs, newest first. */
export async function takeoversOf(db: DbOrTx, structureId: string): Promise<TakeoverRow[]> {
  return db
    .select(takeoverColumns)
    .from(structureTakeovers)
    .innerJoin(structures, eq(structures.id, structureTakeovers.structureId))
    .where(eq(structureTakeovers.structureId, structureId))
    .orderBy(desc(structureTakeovers.startedAt))
    .limit(200);
}
