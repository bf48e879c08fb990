/**
 * Durable background jobs: what other modules and the app may use. Modules register handlers on
 * `app.jobs` (`register` for jobs they enqueue, `every` for recurring work) and add jobs with
 * `enqueue(tx, kind, payload)` (or `enqueueAll` for several of a kind in one statement) inside the
 * transaction of the change the job follows. A one-off job may be given an `onGiveUp` handler,
 * told once its last attempt failed. A handler whose attempt fails with an error carrying
 * `retryAfterMs` is tried again after that wait instead of the usual backoff.
 */

export type { JobContext, JobHandler, JobHandlerOptions, JobRunner, JobRunnerOptions } from './jobs.runner';
export { createJobRunner, type EnqueueOptions, enqueue, enqueueAll, enqueueKeyed } from './jobs.service';
