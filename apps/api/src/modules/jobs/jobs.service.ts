import type { FastifyBaseLogger } from 'fastify';
import type { Database, DbOrTx } from '../../db/client';
import * as repo from './jobs.repo';
import { JobRunner, type JobRunnerOptions } from './jobs.runner';

/** Tries of a job unless its enqueue says otherwise (about five minutes with the default backoff). */
export const DEFAULT_MAX_ATTEMPTS = 6;
/** Done jobs are kept this long (and with them their dedupe keys: a repeat within it is ignored). */
export const DONE_JOB_RETENTION_DAYS = 7;
/** Failed jobs are kept longer, to be looked into. */
export const FAILED_JOB_RETENTION_DAYS = 30;
const HOUR_MS = 60 * 60_000;

export interface EnqueueOptions {
  /** Not before this moment (default: now). */
  runAt?: Date;
  /** Not before this many milliseconds from now. */
  delayMs?: number;
  /** Tries in all before the job is marked failed. */
  maxAttempts?: number;
  /** At most one job with this key is kept; enqueueing it again changes nothing. */
  dedupeKey?: string;
  /**
   * Jobs with this key run one at a time in the order they were added: each waits until the one
   * before it is done or given up (a chat's messages arrive in order).
   */
  sequenceKey?: string;
}

/**
 * Adds a job for the handler registered for `kind`. Pass the transaction of the change the job
 * follows, so that both are committed or neither is. Resolves to the job's id, or null when a
 * job with the same dedupe key is already kept.
 */
export function enqueue<P>(
  db: DbOrTx,
  kind: string,
  payload: P,
  options: EnqueueOptions = {},
): Promise<number | null> {
  return repo.insertJob(db, {
    kind,
    payload,
    maxAttempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
    runAt: options.runAt,
    delayMs: options.delayMs,
    dedupeKey: options.dedupeKey,
    sequenceKey: options.sequenceKey,
  });
}

/**
 * Adds several jobs of one kind in one statement (see `enqueue`), e.g. one mail per recipient of
 * a change. Resolves to how many were added (a dedupe key already kept adds nothing).
 */
export async function enqueueAll<P>(
  db: DbOrTx,
  kind: string,
  jobs: readonly { payload: P; options?: EnqueueOptions }[],
): Promise<number> {
  return (await insertAll(db, kind, jobs)).length;
}

/**
 * `enqueueAll` for jobs that each have a dedupe key: resolves to the keys of the jobs it added,
 * so the caller knows which ones a kept job stood in for.
 */
export async function enqueueKeyed<P>(
  db: DbOrTx,
  kind: string,
  jobs: readonly { payload: P; options: EnqueueOptions & { dedupeKey: string } }[],
): Promise<Set<string>> {
  const added = await insertAll(db, kind, jobs);
  return new Set(added.flatMap((job) => (job.dedupeKey ? [job.dedupeKey] : [])));
}

function insertAll<P>(db: DbOrTx, kind: string, jobs: readonly { payload: P; options?: EnqueueOptions }[]) {
  return repo.insertJobs(
    db,
    kind,
    jobs.map(({ payload, options = {} }) => ({
      payload,
      maxAttempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      runAt: options.runAt,
      delayMs: options.delayMs,
      dedupeKey: options.dedupeKey,
      sequenceKey: options.sequenceKey,
    })),
  );
}

/** The process's runner, with the jobs module's own housekeeping registered. */
export function createJobRunner(
  database: Database,
  log: FastifyBaseLogger,
  options: JobRunnerOptions = {},
): JobRunner {
  const runner = new JobRunner(database, log, options);
  runner.every('jobs.prune', HOUR_MS, () =>
    repo.deleteFinishedJobs(database.db, DONE_JOB_RETENTION_DAYS, FAILED_JOB_RETENTION_DAYS),
  );
  return runner;
}
