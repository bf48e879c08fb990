import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import * as repo from './jobs.repo';

export interface JobContext {
  id: number;
  kind: string;
  /** 1 for the first try. */
  attempt: number;
  /**
   * Aborted when the runner stops (the process is closing): a long job may stop at a safe point
   * and leave the rest to a job it enqueues, instead of holding the shutdown.
   */
  signal: AbortSignal;
}

export type JobHandler<P = unknown> = (payload: P, job: JobContext) => Promise<void>;

export interface JobHandlerOptions<P = unknown> {
  /**
   * Called once the job is given up for good (its last attempt failed, or the process running its
   * last attempt stopped), before that is recorded, with what the last attempt threw. A process
   * that stops before recording it calls it again on the next start, so what it does must bear
   * being done twice. Its own failure is logged and the job is still given up.
   */
  onGiveUp?: (payload: P, error: unknown, job: Omit<JobContext, 'signal'>) => Promise<void>;
}

export interface JobRunnerOptions {
  /** Start taking jobs when the app is ready (on by default; tests that drive the runner turn it off). */
  autoStart?: boolean;
  /** How often a runner looks for due jobs besides being woken by a notification. */
  pollMs?: number;
  /** Jobs one process runs at the same time. */
  concurrency?: number;
  /** How long a taken job stays this process's before another may take it (renewed while it runs). */
  leaseMs?: number;
  /** Wait before the second attempt; doubled for each further attempt. */
  retryBaseMs?: number;
}

interface Registration {
  handler: JobHandler<never>;
  onGiveUp?: JobHandlerOptions<never>['onGiveUp'];
  /** Set for a recurring job: its one row is run again this long after each run. */
  recurring?: { everyMs: number; maxAttempts: number };
}

export const RETRY_MAX_DELAY_MS = 60 * 60_000;
const recurringKey = (kind: string) => `recurring:${kind}`;

/** Delay before attempt `attempt + 1`: base, 2×base, 4×base… capped at an hour. */
export function retryDelayMs(baseMs: number, attempt: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempt - 1), RETRY_MAX_DELAY_MS);
}

/** What a job's last attempt "threw" when its process stopped during it (no stack: nothing ran). */
function processStopped() {
  const error = new Error('the process running it stopped');
  error.stack = error.message;
  return error;
}

/**
 * The wait a failed attempt asked for: an error carrying `retryAfterMs` (e.g. a service's "retry
 * after" on a rate limit) is tried again then, within the usual cap, instead of after the backoff.
 */
export function askedDelayMs(error: unknown): number | null {
  const asked = (error as { retryAfterMs?: unknown } | null)?.retryAfterMs;
  return typeof asked === 'number' && Number.isFinite(asked) && asked >= 0
    ? Math.min(asked, RETRY_MAX_DELAY_MS)
    : null;
}

const errorText = (error: unknown) =>
  (error instanceof Error ? error.stack || error.message : String(error)).slice(0, 4000);

/**
 * The process's registry of job handlers and the loop that runs due jobs. Modules register
 * their kinds while the app is built; the app starts the runner when ready and stops it on
 * close, which waits for the jobs in hand.
 */
export class JobRunner {
  private readonly handlers = new Map<string, Registration>();
  private readonly pollMs: number;
  private readonly concurrency: number;
  private readonly leaseMs: number;
  private readonly retryBaseMs: number;
  readonly autoStart: boolean;
  private timer: NodeJS.Timeout | undefined;
  private unlisten: (() => Promise<void>) | null = null;
  private draining: Promise<number> | null = null;
  private wokenWhileDraining = false;
  /** Ends the drain's wait for a job in hand, so a job enqueued meanwhile is taken at once. */
  private nudgeDrain: (() => void) | null = null;
  /** Wakes while draining, counted so one that came during a look is not slept through. */
  private wakesWhileDraining = 0;
  private running = false;
  private stopping = false;
  private stopped = new AbortController();

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
    options: JobRunnerOptions = {},
  ) {
    this.autoStart = options.autoStart ?? true;
    this.pollMs = options.pollMs ?? 1000;
    this.concurrency = options.concurrency ?? 4;
    this.leaseMs = options.leaseMs ?? 5 * 60_000;
    this.retryBaseMs = options.retryBaseMs ?? 10_000;
  }

  /**
   * Runs `handler` for every job of `kind` (see `enqueue`). A failed attempt is tried again
   * later, up to the job's `maxAttempts` in all.
   */
  register<P>(kind: string, handler: JobHandler<P>, options: JobHandlerOptions<P> = {}) {
    if (this.handlers.has(kind)) throw new Error(`job kind ${kind} is registered twice`);
    this.handlers.set(kind, {
      handler: handler as JobHandler<never>,
      onGiveUp: options.onGiveUp as JobHandlerOptions<never>['onGiveUp'],
    });
  }

  /**
   * Runs `handler` every `everyMs` on one process of all (the schedule is one row, kept across
   * restarts). When every attempt of a run fails, the error is logged and the next run is
   * scheduled as usual.
   */
  every(kind: string, everyMs: number, handler: () => Promise<void>, options: { maxAttempts?: number } = {}) {
    if (this.handlers.has(kind)) throw new Error(`job kind ${kind} is registered twice`);
    this.handlers.set(kind, {
      handler: handler as JobHandler<never>,
      recurring: { everyMs, maxAttempts: options.maxAttempts ?? 3 },
    });
  }

  /** The dedupe key of a recurring job's row (tests move its run forward). */
  recurringKey(kind: string) {
    return recurringKey(kind);
  }

  /** Schedules the recurring jobs, listens for new jobs and polls; runs what is due now. */
  async start() {
    if (this.running) return;
    this.running = true;
    this.stopping = false;
    if (this.stopped.signal.aborted) this.stopped = new AbortController();
    await this.scheduleRecurring();
    this.unlisten = await this.database.listen(repo.JOBS_CHANNEL, () => this.wake());
    this.timer = setInterval(() => this.wake(), this.pollMs);
    this.timer.unref();
    this.wake();
  }

  async scheduleRecurring() {
    const schedules = [...this.handlers].flatMap(([kind, { recurring }]) =>
      recurring ? [{ kind, dedupeKey: recurringKey(kind), ...recurring }] : [],
    );
    await repo.scheduleRecurring(this.database.db, schedules);
  }

  /** Stops taking jobs and waits for those in hand. */
  async stop() {
    this.stopping = true;
    this.running = false;
    this.stopped.abort();
    clearInterval(this.timer);
    const unlisten = this.unlisten;
    this.unlisten = null;
    await unlisten?.().catch(() => {});
    await this.draining?.catch(() => {});
  }

  private wake() {
    if (this.stopping) return;
    this.runDueJobs().catch((err) => this.log.error({ err }, 'background jobs: taking due jobs failed'));
  }

  /**
   * Runs every job of a registered kind that is due, until none is left; resolves to how many
   * ran. A call while a round is under way joins it (and makes it look once more at the end).
   */
  runDueJobs(): Promise<number> {
    if (this.draining) {
      this.wokenWhileDraining = true;
      this.wakesWhileDraining++;
      this.nudgeDrain?.();
      return this.draining;
    }
    this.draining = (async () => {
      let ran = 0;
      try {
        do {
          this.wokenWhileDraining = false;
          ran += await this.drain();
        } while (this.wokenWhileDraining && !this.stopping);
      } finally {
        this.draining = null;
      }
      return ran;
    })();
    return this.draining;
  }

  private async drain(): Promise<number> {
    const kinds = [...this.handlers.keys()];
    const active = new Set<Promise<void>>();
    let ran = 0;
    try {
      while (true) {
        const wakesBefore = this.wakesWhileDraining;
        if (!this.stopping && active.size < this.concurrency) {
          const lockedBy = randomUUID();
          const claimed = await repo.claimDueJobs(
            this.database.db,
            kinds,
            this.concurrency - active.size,
            this.leaseMs,
            lockedBy,
          );
          for (const job of claimed) {
            const done: Promise<void> = this.execute(job, lockedBy).finally(() => active.delete(done));
            active.add(done);
            ran++;
          }
        }
        if (active.size === 0) return ran;
        // A free slot takes new jobs when one in hand ends or when woken (a long job, such as
        // a sending handing out its mails, does not hold back the jobs it enqueues).
        if (this.wakesWhileDraining !== wakesBefore) continue;
        await new Promise<void>((resolve) => {
          this.nudgeDrain = resolve;
          void Promise.race(active).then(resolve);
        });
        this.nudgeDrain = null;
      }
    } finally {
      await Promise.allSettled(active);
    }
  }

  private async execute(job: repo.JobRow, lockedBy: string) {
    const registration = this.handlers.get(job.kind);
    if (!registration) return;
    const db = this.database.db;
    const about = { id: job.id, kind: job.kind, attempt: job.attempts };
    const context: JobContext = { ...about, signal: this.stopped.signal };
    const heartbeat = setInterval(() => {
      repo.extendLease(db, job.id, lockedBy, this.leaseMs).then(
        (held) => {
          if (!held) this.log.warn({ job: about }, 'background job: lease lost while running');
        },
        (err) => this.log.warn({ err, job: about }, 'background job: lease not renewed'),
      );
    }, this.leaseMs / 3);
    heartbeat.unref();
    try {
      // Attempts past the last one were counted when a process stopped while running the job.
      if (job.attempts > job.maxAttempts) {
        await this.settleFailure(job, lockedBy, registration, processStopped());
        return;
      }
      try {
        await registration.handler(job.payload as never, context);
      } catch (error) {
        await this.settleFailure(job, lockedBy, registration, error);
        return;
      }
      if (registration.recurring) {
        await repo.rescheduleRecurring(db, job.id, lockedBy, registration.recurring.everyMs, null);
      } else {
        await repo.markDone(db, job.id, lockedBy);
      }
    } catch (err) {
      // The database did not take the outcome; the lease runs out and the job is taken again.
      this.log.error({ err, job: about }, 'background job: outcome not recorded');
    } finally {
      clearInterval(heartbeat);
    }
  }

  private async settleFailure(
    job: repo.JobRow,
    lockedBy: string,
    registration: Registration,
    thrown: unknown,
  ) {
    const db = this.database.db;
    const error = errorText(thrown);
    const context = { id: job.id, kind: job.kind, attempt: job.attempts, maxAttempts: job.maxAttempts };
    if (job.attempts < job.maxAttempts) {
      const delayMs = askedDelayMs(thrown) ?? retryDelayMs(this.retryBaseMs, job.attempts);
      this.log.warn({ job: context, error, delayMs }, 'background job failed; tried again later');
      await repo.retryLater(db, job.id, lockedBy, delayMs, error);
    } else if (registration.recurring) {
      this.log.error({ job: context, error }, 'recurring background job failed; runs again at its next time');
      await repo.rescheduleRecurring(db, job.id, lockedBy, registration.recurring.everyMs, error);
    } else {
      this.log.error({ job: context, error }, 'background job failed for good');
      if (registration.onGiveUp) {
        const about = { id: job.id, kind: job.kind, attempt: job.attempts };
        try {
          await registration.onGiveUp(job.payload as never, thrown, about);
        } catch (err) {
          this.log.error({ err, job: context }, 'background job: its give-up handler failed');
        }
      }
      await repo.markFailed(db, job.id, lockedBy, error);
    }
  }
}
