/**
 * Durable background jobs: what other modules and the app may use. Modules register handlers on
 * `app.jobs` (`register` for jobs they enqueue, `every` for recurring work) and add jobs with
 * `enqueue(tx, kind, payload)` inside the transaction of the change the job follows.
 */

export type { JobContext, JobHandler, JobRunner, JobRunnerOptions } from './jobs.runner';
export { createJobRunner, type EnqueueOptions, enqueue } from './jobs.service';
