import { and, asc, eq, inArray, isNull, lt, lte, notExists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { jobs } from '../../db/schema';

/** All SQL of background jobs. Times come from the database's clock, shared by every process. */

export const JOBS_CHANNEL = 'gl_jobs';
export type JobRow = typeof jobs.$inferSelect;

const after = (ms: number) => sql`now() + ${Math.max(0, Math.round(ms))} * interval '1 millisecond'`;

export interface NewJob {
  kind: string;
  payload: unknown;
  maxAttempts: number;
  delayMs?: number | undefined;
  runAt?: Date | undefined;
  dedupeKey?: string | undefined;
  sequenceKey?: string | undefined;
}

/**
 * Writes a job and wakes the runners. Inside a transaction the job exists only if it commits,
 * and PostgreSQL delivers the notification only then. A job whose dedupe key is already kept is
 * not written again: the answer is then null.
 */
export async function insertJob(db: DbOrTx, job: NewJob): Promise<number | null> {
  const [row] = await db
    .insert(jobs)
    .values({
      kind: job.kind,
      payload: job.payload ?? null,
      maxAttempts: job.maxAttempts,
      dedupeKey: job.dedupeKey ?? null,
      sequenceKey: job.sequenceKey ?? null,
      runAt: job.runAt ?? after(job.delayMs ?? 0),
    })
    .onConflictDoNothing({ target: jobs.dedupeKey })
    .returning({ id: jobs.id });
  if (!row) return null;
  await db.execute(sql`select pg_notify(${JOBS_CHANNEL}, ${job.kind})`);
  return row.id;
}

/**
 * Writes several jobs of a kind in one statement and wakes the runners once, as `insertJob` does
 * for one (jobs whose dedupe key is already kept are skipped). Resolves to the jobs written.
 */
export async function insertJobs(db: DbOrTx, kind: string, batch: readonly Omit<NewJob, 'kind'>[]) {
  if (batch.length === 0) return [];
  const rows = await db
    .insert(jobs)
    .values(
      batch.map((job) => ({
        kind,
        payload: job.payload ?? null,
        maxAttempts: job.maxAttempts,
        dedupeKey: job.dedupeKey ?? null,
        sequenceKey: job.sequenceKey ?? null,
        runAt: job.runAt ?? after(job.delayMs ?? 0),
      })),
    )
    .onConflictDoNothing({ target: jobs.dedupeKey })
    .returning({ id: jobs.id, dedupeKey: jobs.dedupeKey });
  if (rows.length > 0) await db.execute(sql`select pg_notify(${JOBS_CHANNEL}, ${kind})`);
  return rows;
}

/**
 * Makes sure each recurring job has its one row; a shorter interval than the stored schedule
 * brings the next run forward.
 */
export async function scheduleRecurring(
  db: DbOrTx,
  schedules: { kind: string; dedupeKey: string; everyMs: number; maxAttempts: number }[],
) {
  if (schedules.length === 0) return;
  await db
    .insert(jobs)
    .values(
      schedules.map((s) => ({
        kind: s.kind,
        payload: null,
        maxAttempts: s.maxAttempts,
        dedupeKey: s.dedupeKey,
        runAt: after(s.everyMs),
      })),
    )
    .onConflictDoUpdate({
      target: jobs.dedupeKey,
      set: { runAt: sql`least(${jobs.runAt}, excluded.run_at)` },
    });
}

const earlier = alias(jobs, 'earlier');

/** No earlier job of the same sequence is still to run or running (a failed one no longer holds it). */
const firstOfItsSequence = (db: DbOrTx) =>
  or(
    isNull(jobs.sequenceKey),
    notExists(
      db
        .select({ one: sql`1` })
        .from(earlier)
        .where(
          and(
            eq(earlier.sequenceKey, jobs.sequenceKey),
            lt(earlier.id, jobs.id),
            inArray(earlier.status, ['pending', 'running']),
          ),
        ),
    ),
  );

/**
 * Takes up to `limit` due jobs of the given kinds for this process: pending ones, and running
 * ones whose lease ran out (their process stopped), each first of its sequence. Rows another
 * process is taking at the same moment are skipped, so each job is taken by one process only.
 */
export async function claimDueJobs(
  db: DbOrTx,
  kinds: string[],
  limit: number,
  leaseMs: number,
  lockedBy: string,
): Promise<JobRow[]> {
  if (kinds.length === 0 || limit < 1) return [];
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        inArray(jobs.kind, kinds),
        lte(jobs.runAt, sql`now()`),
        or(eq(jobs.status, 'pending'), and(eq(jobs.status, 'running'), lt(jobs.lockedUntil, sql`now()`))),
        firstOfItsSequence(db),
      ),
    )
    .orderBy(asc(jobs.runAt), asc(jobs.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(jobs)
    .set({
      status: 'running',
      attempts: sql`${jobs.attempts} + 1`,
      lockedUntil: after(leaseMs),
      lockedBy,
    })
    .where(inArray(jobs.id, due))
    .returning();
}

const heldBy = (id: number, lockedBy: string) =>
  and(eq(jobs.id, id), eq(jobs.lockedBy, lockedBy), eq(jobs.status, 'running'));

/** Keeps a long job's lease; false when the job is no longer this process's. */
export async function extendLease(db: DbOrTx, id: number, lockedBy: string, leaseMs: number) {
  const rows = await db
    .update(jobs)
    .set({ lockedUntil: after(leaseMs) })
    .where(heldBy(id, lockedBy))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** A one-off job is done (kept for a while for inspection and its dedupe key). */
export async function markDone(db: DbOrTx, id: number, lockedBy: string) {
  await db
    .update(jobs)
    .set({ status: 'done', finishedAt: sql`now()`, lockedUntil: null, lockedBy: null })
    .where(heldBy(id, lockedBy));
}

/** A one-off job gave up after its last attempt; kept with its error for inspection. */
export async function markFailed(db: DbOrTx, id: number, lockedBy: string, error: string) {
  await db
    .update(jobs)
    .set({ status: 'failed', finishedAt: sql`now()`, lastError: error, lockedUntil: null, lockedBy: null })
    .where(heldBy(id, lockedBy));
}

/** Another attempt after `delayMs`. */
export async function retryLater(db: DbOrTx, id: number, lockedBy: string, delayMs: number, error: string) {
  await db
    .update(jobs)
    .set({ status: 'pending', runAt: after(delayMs), lastError: error, lockedUntil: null, lockedBy: null })
    .where(heldBy(id, lockedBy));
}

/** A recurring job's next run: the same row, its attempts counted afresh. */
export async function rescheduleRecurring(
  db: DbOrTx,
  id: number,
  lockedBy: string,
  everyMs: number,
  error: string | null,
) {
  await db
    .update(jobs)
    .set({
      status: 'pending',
      runAt: after(everyMs),
      attempts: 0,
      lastError: error,
      finishedAt: sql`now()`,
      lockedUntil: null,
      lockedBy: null,
    })
    .where(heldBy(id, lockedBy));
}

/** Drops finished jobs: done ones after `doneDays`, failed ones (kept to be looked at) after `failedDays`. */
export async function deleteFinishedJobs(db: DbOrTx, doneDays: number, failedDays: number) {
  await db
    .delete(jobs)
    .where(
      or(
        and(eq(jobs.status, 'done'), lt(jobs.finishedAt, sql`now() - ${doneDays} * interval '1 day'`)),
        and(eq(jobs.status, 'failed'), lt(jobs.finishedAt, sql`now() - ${failedDays} * interval '1 day'`)),
      ),
    );
}

export async function findJob(db: DbOrTx, id: number): Promise<JobRow | null> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row ?? null;
}
