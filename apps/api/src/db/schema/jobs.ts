import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const JOB_STATUSES = ['pending', 'running', 'done', 'failed'] as const;

/**
 * Durable background jobs (modules/jobs). A job is due when `run_at` has come; a process takes it
 * by setting `status = 'running'` and a lease (`locked_until`, `locked_by`). A process that stops
 * while running a job leaves an expired lease, and another process takes the job again. A job
 * with a sequence key waits while an earlier job of the same key is pending or running.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<unknown>(),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('pending'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    /** At most one job per key is kept (a recurring job's schedule, a message sent once). */
    dedupeKey: text('dedupe_key'),
    /** Jobs with the same key run one at a time, in the order they were added (a chat's messages). */
    sequenceKey: text('sequence_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('jobs_dedupe_key_idx').on(t.dedupeKey),
    index('jobs_sequence_idx')
      .on(t.sequenceKey, t.id)
      .where(sql`${t.sequenceKey} is not null and ${t.status} in ('pending', 'running')`),
    index('jobs_due_idx').on(t.runAt).where(sql`${t.status} in ('pending', 'running')`),
    index('jobs_finished_idx').on(t.finishedAt).where(sql`${t.finishedAt} is not null`),
  ],
);
