import {
  SHARE_TASK_RECIPIENTS_MAX,
  type TSaveShareMethodBody,
  type TShareMethod,
  type TShareMethodList,
  type TShareTask,
  type TShareTaskDetail,
  type TShareTaskList,
} from '@guestloop/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, conflict, notFound } from '../../lib/errors';
import { enqueue } from '../jobs';
import { findMetricById } from '../metrics';
import { recentGuestContacts } from '../orders';
import * as repo from './share-methods.repo';

/** The job that sends a task's mails, recipient by recipient. */
export const SHARE_JOB = 'share-method.send';
export interface ShareJobPayload {
  taskId: string;
}

const TASKS_SHOWN = 50;
const DAY_MS = 86_400_000;

export const toShareTask = (row: repo.TaskView): TShareTask => ({
  id: row.id,
  shareMethodId: row.shareMethodId,
  shareMethodTitle: row.shareMethodTitle,
  status: row.status as TShareTask['status'],
  total: row.total,
  queued: row.queued,
  sent: row.sent,
  failed: row.failed,
  createdAt: row.createdAt.toISOString(),
  finishedAt: row.finishedAt ? row.finishedAt.toISOString() : null,
});

const toShareMethod = (row: repo.ShareMethodRow, last: repo.TaskView | undefined): TShareMethod => ({
  id: row.id,
  metricId: row.metricId,
  kind: row.kind,
  title: row.title,
  data: row.data,
  lastTask: last ? toShareTask(last) : null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The company's metric, or 404 (another company's metric is never named). */
async function metricOf(db: DbOrTx, structureId: string, metricId: string) {
  const metric = await findMetricById(db, structureId, metricId);
  if (!metric) throw notFound('Metric');
  return metric;
}

async function methodOf(db: DbOrTx, structureId: string, metricId: string, id: string) {
  const method = await repo.findMethod(db, structureId, metricId, id);
  if (!method) throw notFound('Share method');
  return method;
}

/** An address listed twice, in any case, is asked once. */
const normalised = (body: TSaveShareMethodBody): repo.MethodValues => {
  const { audience } = body.data;
  return {
    kind: body.kind,
    title: body.title,
    data: {
      ...body.data,
      audience:
        audience.source === 'list'
          ? { source: 'list', emails: [...new Set(audience.emails.map((e) => e.toLowerCase()))] }
          : audience,
    },
  };
};

/** GET /share-method/by-metric/{metric}/list. */
export async function list(db: Db, structureId: string, metricId: string): Promise<TShareMethodList> {
  await metricOf(db, structureId, metricId);
  const rows = await repo.listMethods(db, structureId, metricId);
  const last = await repo.latestTasks(
    db,
    structureId,
    rows.map((r) => r.id),
  );
  return { items: rows.map((row) => toShareMethod(row, last.get(row.id))) };
}

/** GET /share-method/{metric}/{id}/item. */
export async function get(db: Db, structureId: string, metricId: string, id: string): Promise<TShareMethod> {
  await metricOf(db, structureId, metricId);
  const method = await methodOf(db, structureId, metricId, id);
  return toShareMethod(method, (await repo.latestTasks(db, structureId, [id])).get(id));
}

/** POST /share-method/by-metric/{metric}/list. */
export async function create(db: Db, structureId: string, metricId: string, body: TSaveShareMethodBody) {
  await metricOf(db, structureId, metricId);
  const made = await repo.insertMethod(db, structureId, metricId, normalised(body));
  return toShareMethod(made, undefined);
}

/** PUT /share-method/{metric}/{id}/item: a running task keeps the mail it started with. */
export async function update(
  db: Db,
  structureId: string,
  metricId: string,
  id: string,
  body: TSaveShareMethodBody,
) {
  await metricOf(db, structureId, metricId);
  const saved = await repo.updateMethod(db, structureId, metricId, id, normalised(body));
  if (!saved) throw notFound('Share method');
  return get(db, structureId, metricId, id);
}

/** DELETE /share-method/{metric}/{id}/item: with its tasks (a running one stops at its next recipient). */
export async function remove(db: Db, structureId: string, metricId: string, id: string) {
  await metricOf(db, structureId, metricId);
  if (!(await repo.deleteMethod(db, structureId, metricId, id))) throw notFound('Share method');
  return { ok: true as const };
}

/** Who the method reaches now: its list, or the guests who ordered in its last days. */
async function recipientsOf(db: DbOrTx, structureId: string, method: repo.ShareMethodRow) {
  const { audience } = method.data;
  if (audience.source === 'list') {
    return audience.emails.map((email) => ({ email: email.toLowerCase(), name: null, customerId: null }));
  }
  const since = new Date(Date.now() - audience.days * DAY_MS);
  const guests = await recentGuestContacts(db, structureId, since, SHARE_TASK_RECIPIENTS_MAX);
  return guests
    .filter((g) => g.email)
    .map((g) => ({ email: g.email, name: g.name, customerId: g.customerId }));
}

/**
 * POST /share-method/{metric}/{id}/execute: in one transaction, the task, its recipients and the
 * one job that sends their mails. A method whose last task is still sending (recipients pending,
 * or mails waiting for the mail server) answers 409, so a second press does not ask the same
 * guests twice; an inactive metric (its page answers nobody) and an audience without one address
 * answer 409 too.
 */
export async function execute(
  db: Db,
  structureId: string,
  metricId: string,
  id: string,
  userId: string,
): Promise<TShareTaskDetail> {
  const metric = await metricOf(db, structureId, metricId);
  if (!metric.isActive)
    throw conflict('CONFLICT', 'The metric is not active: its rating page answers nobody');
  const taskId = await db.transaction(async (tx) => {
    const method = await repo.lockMethod(tx, structureId, metricId, id);
    if (!method) throw notFound('Share method');
    const last = (await repo.latestTasks(tx, structureId, [id])).get(id);
    if (last && (last.status === 'queued' || last.status === 'running')) {
      throw new AppError(409, 'CONFLICT', 'This share method is still sending', { taskId: last.id });
    }
    const recipients = await recipientsOf(tx, structureId, method);
    if (recipients.length === 0) {
      throw new AppError(409, 'CONFLICT', 'Nobody to ask: no guest with an e-mail address in this audience');
    }
    const made = await repo.insertTask(tx, { structureId, shareMethodId: id, createdBy: userId }, recipients);
    await enqueue<ShareJobPayload>(tx, SHARE_JOB, { taskId: made }, { dedupeKey: `share-task:${made}` });
    return made;
  });
  return task(db, structureId, metricId, taskId);
}

/** GET /share-method/{metric}/tasks. */
export async function tasks(db: Db, structureId: string, metricId: string): Promise<TShareTaskList> {
  await metricOf(db, structureId, metricId);
  const rows = await repo.listTasks(db, structureId, metricId, { limit: TASKS_SHOWN });
  return { items: rows.map(toShareTask) };
}

/** GET /share-method/{metric}/tasks/{id}: with what happened to each recipient. */
export async function task(
  db: Db,
  structureId: string,
  metricId: string,
  id: string,
): Promise<TShareTaskDetail> {
  await metricOf(db, structureId, metricId);
  const row = await repo.findTask(db, structureId, metricId, id);
  if (!row) throw notFound('Share task');
  const recipients = await repo.recipientsOf(db, id);
  return {
    ...toShareTask(row),
    recipients: recipients.map((r) => ({
      email: r.email,
      name: r.name,
      status: r.status as TShareTaskDetail['recipients'][number]['status'],
      error: r.error,
      sentAt: r.sentAt ? r.sentAt.toISOString() : null,
    })),
  };
}
