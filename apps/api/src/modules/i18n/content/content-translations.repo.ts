import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { type ContentTranslationOrigin, contentTranslations as ct } from '../../../db/schema';

/** One direction of one company's translation memory. */
export interface Direction {
  structureId: string;
  from: string;
  to: string;
}

export interface MemoryRow {
  sourceHash: string;
  sourceText: string;
  text: string | null;
  origin: ContentTranslationOrigin;
  engine: string | null;
  updatedAt: Date;
}

const inDirection = (d: Direction) =>
  and(eq(ct.structureId, d.structureId), eq(ct.sourceLanguage, d.from), eq(ct.targetLanguage, d.to));

/** The memory's rows for these source hashes (those it has). */
export function findByHashes(db: DbOrTx, d: Direction, hashes: readonly string[]): Promise<MemoryRow[]> {
  if (hashes.length === 0) return Promise.resolve([]);
  return db
    .select({
      sourceHash: ct.sourceHash,
      sourceText: ct.sourceText,
      text: ct.text,
      origin: ct.origin,
      engine: ct.engine,
      updatedAt: ct.updatedAt,
    })
    .from(ct)
    .where(and(inDirection(d), inArray(ct.sourceHash, [...hashes])));
}

/**
 * Marks texts the memory lacks as asked for; answers the hashes it marked (a text another
 * request marked a moment ago is not marked twice, so it is asked of an engine once).
 */
export async function markPending(
  db: DbOrTx,
  d: Direction,
  texts: readonly { hash: string; text: string }[],
): Promise<string[]> {
  if (texts.length === 0) return [];
  const rows = await db
    .insert(ct)
    .values(
      texts.map(({ hash, text }) => ({
        structureId: d.structureId,
        sourceLanguage: d.from,
        targetLanguage: d.to,
        sourceHash: hash,
        sourceText: text,
        origin: 'pending' as const,
      })),
    )
    .onConflictDoNothing()
    .returning({ hash: ct.sourceHash });
  return rows.map((row) => row.hash);
}

/**
 * Texts no engine could translate, asked for again after a while (an engine may cover them now),
 * and texts still waiting after that while (their job gave up).
 */
export async function markStalePending(
  db: DbOrTx,
  d: Direction,
  hashes: readonly string[],
  olderThan: Date,
): Promise<string[]> {
  if (hashes.length === 0) return [];
  const rows = await db
    .update(ct)
    .set({ origin: 'pending', updatedAt: sql`now()` })
    .where(
      and(
        inDirection(d),
        inArray(ct.sourceHash, [...hashes]),
        inArray(ct.origin, ['none', 'pending']),
        sql`${ct.updatedAt} < ${olderThan}`,
      ),
    )
    .returning({ hash: ct.sourceHash });
  return rows.map((row) => row.hash);
}

/** The pending rows among these hashes (what a fill job still has to do). */
export function pendingByHashes(db: DbOrTx, d: Direction, hashes: readonly string[]) {
  if (hashes.length === 0) return Promise.resolve([]);
  return db
    .select({ sourceHash: ct.sourceHash, sourceText: ct.sourceText })
    .from(ct)
    .where(and(inDirection(d), inArray(ct.sourceHash, [...hashes]), eq(ct.origin, 'pending')));
}

/** An engine's answers; a human translation made meanwhile is kept. */
export async function saveMachine(
  db: DbOrTx,
  d: Direction,
  rows: readonly { hash: string; text: string | null; engine: string | null }[],
): Promise<void> {
  for (const row of rows) {
    await db
      .update(ct)
      .set({
        text: row.text,
        origin: row.engine ? 'machine' : 'none',
        engine: row.engine,
        updatedAt: sql`now()`,
      })
      .where(and(inDirection(d), eq(ct.sourceHash, row.hash), sql`${ct.origin} <> 'human'`));
  }
}

/** Keeps an engine's answer given at once (POST /translate), unless a human one exists. */
export async function rememberMachine(
  db: DbOrTx,
  d: Direction,
  rows: readonly { hash: string; sourceText: string; text: string | null; engine: string | null }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(ct)
    .values(
      rows.map((row) => ({
        structureId: d.structureId,
        sourceLanguage: d.from,
        targetLanguage: d.to,
        sourceHash: row.hash,
        sourceText: row.sourceText,
        text: row.text,
        origin: (row.engine ? 'machine' : 'none') as ContentTranslationOrigin,
        engine: row.engine,
      })),
    )
    .onConflictDoUpdate({
      target: [ct.structureId, ct.sourceLanguage, ct.targetLanguage, ct.sourceHash],
      set: {
        text: sql`excluded.text`,
        origin: sql`excluded.origin`,
        engine: sql`excluded.engine`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`${ct.origin} <> 'human'`,
    });
}

/** A staff member's translation of a text: it wins over any engine's, now and later. */
export async function saveHuman(
  db: DbOrTx,
  d: Direction,
  row: { hash: string; sourceText: string; text: string; userId: string },
): Promise<void> {
  await db
    .insert(ct)
    .values({
      structureId: d.structureId,
      sourceLanguage: d.from,
      targetLanguage: d.to,
      sourceHash: row.hash,
      sourceText: row.sourceText,
      text: row.text,
      origin: 'human',
      engine: null,
      updatedBy: row.userId,
    })
    .onConflictDoUpdate({
      target: [ct.structureId, ct.sourceLanguage, ct.targetLanguage, ct.sourceHash],
      set: { text: row.text, origin: 'human', engine: null, updatedBy: row.userId, updatedAt: sql`now()` },
    });
}

/** Forgets a staff correction: the text goes back to being asked of an engine. */
export async function dropHuman(db: DbOrTx, d: Direction, hash: string): Promise<boolean> {
  const rows = await db
    .update(ct)
    .set({ text: null, origin: 'pending', updatedBy: null, updatedAt: sql`now()` })
    .where(and(inDirection(d), eq(ct.sourceHash, hash), eq(ct.origin, 'human')))
    .returning({ hash: ct.sourceHash });
  return rows.length > 0;
}
