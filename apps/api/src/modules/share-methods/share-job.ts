import { isEmail } from '@guestloop/contracts';
import type { FastifyInstance } from 'fastify';
import { enqueue, type JobContext } from '../jobs';
import { sendProductMail } from '../mail';
import { findMetricById } from '../metrics';
import { findStructure } from '../structure';
import { recipientTag } from './share-delivery';
import * as repo from './share-methods.repo';
import { SHARE_JOB, type ShareJobPayload } from './share-methods.service';

type App = Pick<FastifyInstance, 'db' | 'config'>;

/**
 * Hands a task's mails to the mail queue, one recipient per transaction: the recipient is marked
 * queued and its mail enqueued (under a key of the task and the address) together, so a process
 * that stops anywhere leaves each recipient either untouched or handed over, never both or twice.
 * A recipient is taken with SKIP LOCKED, so two processes on one task split it. When the process
 * is stopping, the job hands the rest to a new job and ends. Whether each mail was delivered is
 * told later by the mail module (share-delivery.ts), which finishes the task.
 */
export async function sendShareTask(app: App, { taskId }: ShareJobPayload, job: Pick<JobContext, 'signal'>) {
  const { db } = app;
  const task = await repo.taskForJob(db, taskId);
  // The method (or its metric) was deleted with its tasks: nobody is left to ask.
  if (!task || task.status === 'done' || task.status === 'failed') return;
  const metric = await findMetricById(db, task.structureId, task.metricId);
  if (!metric) return;
  await repo.markTaskRunning(db, taskId);
  const venue =
    metric.content.structureTitle?.trim() || (await findStructure(db, task.structureId))?.name || '';
  const link = new URL(`/user/p/rate/${encodeURIComponent(metric.slug)}`, app.config.PUBLIC_URL).toString();

  while (true) {
    if (job.signal.aborted) {
      await enqueue<ShareJobPayload>(db, SHARE_JOB, { taskId });
      return;
    }
    const handled = await db.transaction(async (tx) => {
      const [recipient] = await repo.takePending(tx, taskId, 1);
      if (!recipient) return false;
      if (!isEmail(recipient.email)) {
        await repo.settleRecipient(tx, taskId, recipient.email, 'pending', {
          status: 'failed',
          error: 'invalid address',
        });
        return true;
      }
      await repo.queueRecipient(tx, taskId, recipient.email);
      await sendProductMail(
        app,
        {
          to: recipient.email,
          language: metric.language,
          template: 'shareInvite',
          vars: { venue, subject: task.data.subject, message: task.data.message, link },
        },
        {
          db: tx,
          onceKey: `share:${taskId}:${recipient.email}`,
          tag: recipientTag(taskId, recipient.email),
        },
      );
      return true;
    });
    if (!handled) break;
  }
  await repo.finishIfSettled(db, taskId);
}

/** Registers the job on the app's runner. */
export function registerShareJob(app: App & Pick<FastifyInstance, 'jobs'>) {
  app.jobs.register<ShareJobPayload>(SHARE_JOB, (payload, job) => sendShareTask(app, payload, job));
}
