import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { reviewCollectorRuns, reviewCollectors, structureIntegrations } from '../../db/schema';

/** All SQL of review collectors. Every function of company data is scoped by the caller's company (`structureId`). */

export type CollectorRow = typeof reviewCollectors.$inferSelect;
export type CollectorRunRow = typeof reviewCollectorRuns.$inferSelect;
type CollectorValues = Pick<CollectorRow, 'title' | 'source' | 'metricId' | 'enabled' | 'intervalMinutes'>;

/** A run is still to finish while queued or running: a collector has at most one such run. */
const ACTIVE = ['queued', 'running'] as const;
/** An active run older than this lost its job (a process gone for good): it no longer blocks new runs. */
const STALE_AFTER = sql`interval '30 minutes'`;

/** The company's integration at this address, with its service. */
export async function findIntegrationBySlug(db: DbOrTx, structureId: string, slug: string) {
  const [row] = await db
    .select({ id: structureIntegrations.id, serviceUid: structureIntegrations.serviceUid })
    .from(structureIntegrations)
    .where(and(eq(structureIntegrations.structureId, structureId), eq(structureIntegrations.slug, slug)));
  return row ?? null;
}

export const listCollectors = (db: DbOrTx, structureId: string, integrationId: string) =>
  db
    .select()
    .from(reviewCollectors)
    .where(
      and(eq(reviewCollectors.structureId, structureId), eq(reviewCollectors.integrationId, integrationId)),
    )
    .orderBy(asc(reviewCollectors.createdAt), asc(reviewCollectors.id));

const collectorOf = (structureId: string, id: string) =>
  and(eq(reviewCollectors.structureId, structureId), eq(reviewCollectors.id, id));

/** The collector; `lock` holds it until the transaction ends (one run is queued at a time). */
export async function findCollector(db: DbOrTx, structureId: string, id: string, lock = false) {
  const query = db.select().from(reviewCollectors).where(collectorOf(structureId, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function insertCollector(
  db: DbOrTx,
  values: CollectorValues & Pick<CollectorRow, 'structureId' | 'integrationId' | 'nextRunAt'>,
) {
  const [row] = await db.insert(reviewCollectors).values(values).returning();
  return row!;
}

export async function updateCollector(
  db: DbOrTx,
  structureId: string,
  id: string,
  patch: Partial<CollectorValues & Pick<CollectorRow, 'nextRunAt'>>,
) {
  const [row] = await db
    .update(reviewCollectors)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(collectorOf(structureId, id))
    .returning();
  return row ?? null;
}

export async function deleteCollector(db: DbOrTx, structureId: string, id: string) {
  const rows = await db
    .delete(reviewCollectors)
    .where(collectorOf(structureId, id))
    .returning({ id: reviewCollectors.id });
  return rows.length > 0;
}

/** The latest `perCollector` runs of each collector, newest first. */
export async function latestRuns(
  db: DbOrTx,
  structureId: string,
  collectorIds: string[],
  perCollector: number,
) {
  if (collectorIds.length === 0) return [];
  const ranked = db
    .select({
      id: reviewCollectorRuns.id,
      rank: sql<number>`row_number() over (partition by ${reviewCollectorRuns.collectorId} order by ${reviewCollectorRuns.createdAt} desc, ${reviewCollectorRuns.id} desc)`.as(
        'rank',
      ),
    })
    .from(reviewCollectorRuns)
    .where(
      and(
        eq(reviewCollectorRuns.structureId, structureId),
        inArray(reviewCollectorRuns.collectorId, collectorIds),
      ),
    )
    .as('ranked');
  const rows = await db
    .select({ run: reviewCollectorRuns, rank: ranked.rank })
    .from(reviewCollectorRuns)
    .innerJoin(ranked, eq(ranked.id, reviewCollectorRuns.id))
    .where(lte(ranked.rank, perCollector));
  return rows
    .map((r) => r.run)
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id.localeCompare(a.id));
}

/**
 * Gives up the collector's active runs that lost their job long ago, then answers the one still
 * to finish, if any (call with the collector locked).
 */
export async function activeRun(db: DbOrTx, collectorId: string) {
  await db
    .update(reviewCollectorRuns)
    .set({
      status: 'failed',
      errorCode: 'interrupted',
      errorMessage: 'The run stopped without an outcome',
      finishedAt: sql`now()`,
    })
    .where(
      and(
        eq(reviewCollectorRuns.collectorId, collectorId),
        inArray(reviewCollectorRuns.status, [...ACTIVE]),
        sql`coalesce(${reviewCollectorRuns.startedAt}, ${reviewCollectorRuns.createdAt}) < now() - ${STALE_AFTER}`,
      ),
    );
  const [row] = await db
    .select()
    .from(reviewCollectorRuns)
    .where(
      and(eq(reviewCollectorRuns.collectorId, collectorId), inArray(reviewCollectorRuns.status, [...ACTIVE])),
    )
    .limit(1);
  return row ?? null;
}

export async function insertRun(
  db: DbOrTx,
  values: Pick<CollectorRunRow, 'structureId' | 'collectorId' | 'trigger'>,
) {
  const [row] = await db
    .insert(reviewCollectorRuns)
    .values({ ...values, status: 'queued' })
    .returning();
  return row!;
}

/** The run starts (again, when a retried job takes it): null when it is gone or finished. */
export async function startRun(db: DbOrTx, runId: string) {
  const [row] = await db
    .update(reviewCollectorRuns)
    .set({ status: 'running', startedAt: sql`now()` })
    .where(and(eq(reviewCollectorRuns.id, runId), inArray(reviewCollectorRuns.status, [...ACTIVE])))
    .returning();
  return row ?? null;
}

/** What a run has done so far (shown while it runs), or its outcome. */
export async function recordRun(
  db: DbOrTx,
  runId: string,
  values: Partial<Pick<CollectorRunRow, 'status' | 'imported' | 'skipped' | 'errorCode' | 'errorMessage'>>,
) {
  const finished = values.status === 'succeeded' || values.status === 'failed';
  await db
    .update(reviewCollectorRuns)
    .set({ ...values, ...(finished ? { finishedAt: sql`now()` } : {}) })
    .where(eq(reviewCollectorRuns.id, runId));
}

/** A collector's place, metric and company, whichever company: for the job that runs it. */
export async function collectorOfRun(db: DbOrTx, runId: string) {
  const [row] = await db
    .select({ collector: reviewCollectors })
    .from(reviewCollectorRuns)
    .innerJoin(reviewCollectors, eq(reviewCollectors.id, reviewCollectorRuns.collectorId))
    .where(eq(reviewCollectorRuns.id, runId));
  return row?.collector ?? null;
}

/** Collectors whose scheduled time has come, of integrations that are on. */
export async function dueCollectorIds(db: DbOrTx, limit: number) {
  const rows = await db
    .select({ id: reviewCollectors.id })
    .from(reviewCollectors)
    .innerJoin(structureIntegrations, eq(structureIntegrations.id, reviewCollectors.integrationId))
    .where(dueCondition)
    .orderBy(asc(reviewCollectors.nextRunAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

const dueCondition = and(
  eq(reviewCollectors.enabled, true),
  sql`${reviewCollectors.nextRunAt} is not null`,
  sql`${reviewCollectors.intervalMinutes} is not null`,
  lte(reviewCollectors.nextRunAt, sql`now()`),
  eq(structureIntegrations.enabled, true),
);

/**
 * Takes a due collector for scheduling and moves its next run on by its interval, in the caller's
 * transaction: another process scheduling at the same moment skips it (it is locked, and then no
 * longer due). Null when it is not due (any more).
 */
export async function takeDueCollector(db: DbOrTx, id: string) {
  const [due] = await db
    .select({ id: reviewCollectors.id })
    .from(reviewCollectors)
    .innerJoin(structureIntegrations, eq(structureIntegrations.id, reviewCollectors.integrationId))
    .where(and(eq(reviewCollectors.id, id), dueCondition))
    .for('update', { of: reviewCollectors, skipLocked: true });
  if (!due) return null;
  const [row] = await db
    .update(reviewCollectors)
    .set({ nextRunAt: sql`now() + make_interval(mins => ${reviewCollectors.intervalMinutes})` })
    .where(eq(reviewCollectors.id, id))
    .returning();
  return row ?? null;
}
