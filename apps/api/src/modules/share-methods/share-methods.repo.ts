import type { TShareMethodData, TShareMethodKind } from '@guestloop/contracts';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { shareMethods, shareTaskRecipients, shareTasks } from '../../db/schema';

/** All SQL of share methods. Every function of company data is scoped by the caller's company (`structureId`). */

export type ShareMethodRow = Omit<typeof shareMethods.$inferSelect, 'data' | 'kind'> & {
  kind: TShareMethodKind;
  data: TShareMethodData;
};
const toMethod = (row: typeof shareMethods.$inferSelect) => row as unknown as ShareMethodRow;

const methodOf = (structureId: string, metricId: string) =>
  and(eq(shareMethods.structureId, structureId), eq(shareMethods.metricId, metricId));

export async function listMethods(db: DbOrTx, structureId: string, metricId: string) {
  const rows = await db
    .select()
    .from(shareMethods)
    .where(methodOf(structureId, metricId))
    .orderBy(asc(shareMethods.createdAt), asc(shareMethods.id));
  return rows.map(toMethod);
}

export async function findMethod(db: DbOrTx, structureId: string, metricId: string, id: string) {
  const [row] = await db
    .select()
    .from(shareMethods)
    .where(and(methodOf(structureId, metricId), eq(shareMethods.id, id)));
  return row ? toMethod(row) : null;
}

/** The method, locked until the transaction ends (one execution starts at a time). */
export async function lockMethod(db: DbOrTx, structureId: string, metricId: string, id: string) {
  const [row] = await db
    .select()
    .from(shareMethods)
    .where(and(methodOf(structureId, metricId), eq(shareMethods.id, id)))
    .for('update');
  return row ? toMethod(row) : null;
}

export interface MethodValues {
  kind: TShareMethodKind;
  title: string;
  data: TShareMethodData;
}

export async function insertMethod(db: DbOrTx, structureId: string, metricId: string, values: MethodValues) {
  const [row] = await db
    .insert(shareMethods)
    .values({ structureId, metricId, ...values })
    .returning();
  return toMethod(row!);
}

export async function updateMethod(
  db: DbOrTx,
  structureId: string,
  metricId: string,
  id: string,
  values: MethodValues,
) {
  const [row] = await db
    .update(shareMethods)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(methodOf(structureId, metricId), eq(shareMethods.id, id)))
    .returning();
  return row ? toMethod(row) : null;
}

export async function deleteMethod(db: DbOrTx, structureId: string, metricId: string, id: string) {
  const gone = await db
    .delete(shareMethods)
    .where(and(methodOf(structureId, metricId), eq(shareMethods.id, id)))
    .returning({ id: shareMethods.id });
  return gone.length > 0;
}

const taskColumns = {
  id: shareTasks.id,
  shareMethodId: shareTasks.shareMethodId,
  shareMethodTitle: shareMethods.title,
  status: shareTasks.status,
  total: shareTasks.total,
  queued: shareTasks.queued,
  sent: shareTasks.sent,
  failed: shareTasks.failed,
  createdAt: shareTasks.createdAt,
  finishedAt: shareTasks.finishedAt,
};

/** The tasks of a metric's methods (or of the given methods), newest first. */
export function listTasks(
  db: DbOrTx,
  structureId: string,
  metricId: string,
  options: { methodIds?: readonly string[]; limit: number },
) {
  return db
    .select(taskColumns)
    .from(shareTasks)
    .innerJoin(shareMethods, eq(shareMethods.id, shareTasks.shareMethodId))
    .where(
      and(
        eq(shareTasks.structureId, structureId),
        methodOf(structureId, metricId),
        options.methodIds ? inArray(shareTasks.shareMethodId, [...options.methodIds]) : undefined,
      ),
    )
    .orderBy(desc(shareTasks.createdAt), desc(shareTasks.id))
    .limit(options.limit);
}
export type TaskView = Awaited<ReturnType<typeof listTasks>>[number];

/** The latest task of each of the methods. */
export async function latestTasks(db: DbOrTx, structureId: string, methodIds: readonly string[]) {
  if (methodIds.length === 0) return new Map<string, TaskView>();
  const rows = await db
    .selectDistinctOn([shareTasks.shareMethodId], taskColumns)
    .from(shareTasks)
    .innerJoin(shareMethods, eq(shareMethods.id, shareTasks.shareMethodId))
    .where(and(eq(shareTasks.structureId, structureId), inArray(shareTasks.shareMethodId, [...methodIds])))
    .orderBy(shareTasks.shareMethodId, desc(shareTasks.createdAt), desc(shareTasks.id));
  return new Map(rows.map((row) => [row.shareMethodId, row]));
}

export async function findTask(db: DbOrTx, structureId: string, metricId: string, id: string) {
  const [row] = await db
    .select(taskColumns)
    .from(shareTasks)
    .innerJoin(shareMethods, eq(shareMethods.id, shareTasks.shareMethodId))
    .where(
      and(eq(shareTasks.structureId, structureId), methodOf(structureId, metricId), eq(shareTasks.id, id)),
    )
    .limit(1);
  return row ?? null;
}

export function recipientsOf(db: DbOrTx, taskId: string) {
  return db
    .select({
      email: shareTaskRecipients.email,
      name: shareTaskRecipients.name,
      status: shareTaskRecipients.status,
      error: shareTaskRecipients.error,
      sentAt: shareTaskRecipients.sentAt,
    })
    .from(shareTaskRecipients)
    .where(eq(shareTaskRecipients.taskId, taskId))
    .orderBy(asc(shareTaskRecipients.email));
}

export interface NewRecipient {
  email: string;
  name: string | null;
  customerId: string | null;
}

/** A queued task with its recipients, all pending. */
export async function insertTask(
  db: DbOrTx,
  task: { structureId: string; shareMethodId: string; createdBy: string },
  recipients: readonly NewRecipient[],
) {
  const [row] = await db
    .insert(shareTasks)
    .values({ ...task, total: recipients.length })
    .returning({ id: shareTasks.id });
  const taskId = row!.id;
  for (let start = 0; start < recipients.length; start += 500) {
    await db
      .insert(shareTaskRecipients)
      .values(recipients.slice(start, start + 500).map((r) => ({ taskId, ...r })));
  }
  return taskId;
}

/** The task as its job reads it: its method's mail and metric, whichever company (the job has only the id). */
export async function taskForJob(db: DbOrTx, taskId: string) {
  const [row] = await db
    .select({
      id: shareTasks.id,
      structureId: shareTasks.structureId,
      status: shareTasks.status,
      metricId: shareMethods.metricId,
      data: shareMethods.data,
    })
    .from(shareTasks)
    .innerJoin(shareMethods, eq(shareMethods.id, shareTasks.shareMethodId))
    .where(eq(shareTasks.id, taskId));
  return row ? { ...row, data: row.data as unknown as TShareMethodData } : null;
}

/** The task's job has started: a task already finished (another job of it) stays finished. */
export async function markTaskRunning(db: DbOrTx, taskId: string) {
  await db
    .update(shareTasks)
    .set({ status: 'running' })
    .where(and(eq(shareTasks.id, taskId), eq(shareTasks.status, 'queued')));
}

/** The next pending recipients, locked for this transaction (another process skips them). */
export function takePending(db: DbOrTx, taskId: string, limit: number) {
  return db
    .select({ email: shareTaskRecipients.email, name: shareTaskRecipients.name })
    .from(shareTaskRecipients)
    .where(and(eq(shareTaskRecipients.taskId, taskId), eq(shareTaskRecipients.status, 'pending')))
    .orderBy(asc(shareTaskRecipients.email))
    .limit(limit)
    .for('update', { skipLocked: true });
}

const recipient = (taskId: string, email: string, status: 'pending' | 'queued') =>
  and(
    eq(shareTaskRecipients.taskId, taskId),
    eq(shareTaskRecipients.email, email),
    eq(shareTaskRecipients.status, status),
  );

/** A pending recipient's mail is in the mail queue; false when it was handed over already. */
export async function queueRecipient(db: DbOrTx, taskId: string, email: string) {
  const queued = await db
    .update(shareTaskRecipients)
    .set({ status: 'queued' })
    .where(recipient(taskId, email, 'pending'))
    .returning({ email: shareTaskRecipients.email });
  if (queued.length === 0) return false;
  await db
    .update(shareTasks)
    .set({ queued: sql`${shareTasks.queued} + 1` })
    .where(eq(shareTasks.id, taskId));
  return true;
}

export type RecipientOutcome = { status: 'sent' } | { status: 'failed'; error: string };

/**
 * Settles a recipient that is still `from` (pending: never handed over; queued: its mail's
 * outcome) and counts it on its task; false when it was settled already, so an outcome told
 * twice counts once. The task finishes in the same statement when this was its last recipient:
 * the counters are changed under the task row's lock, so of two recipients settled at once the
 * second sees the first. It is `done`, or `failed` when not one mail was accepted.
 */
export async function settleRecipient(
  db: DbOrTx,
  taskId: string,
  email: string,
  from: 'pending' | 'queued',
  outcome: RecipientOutcome,
) {
  const settled = await db
    .update(shareTaskRecipients)
    .set({
      status: outcome.status,
      error: outcome.status === 'failed' ? outcome.error : null,
      sentAt: outcome.status === 'sent' ? sql`now()` : null,
    })
    .where(recipient(taskId, email, from))
    .returning({ email: shareTaskRecipients.email });
  if (settled.length === 0) return false;
  const sent = outcome.status === 'sent' ? 1 : 0;
  const failed = 1 - sent;
  const finished = sql`${shareTasks.sent} + ${shareTasks.failed} + 1 >= ${shareTasks.total}`;
  await db
    .update(shareTasks)
    .set({
      queued: from === 'queued' ? sql`${shareTasks.queued} - 1` : shareTasks.queued,
      sent: sql`${shareTasks.sent} + ${sent}`,
      failed: sql`${shareTasks.failed} + ${failed}`,
      status: sql`case when ${finished}
        then (case when ${shareTasks.sent} + ${sent} = 0 then 'failed' else 'done' end)
        else ${shareTasks.status} end`,
      finishedAt: sql`case when ${finished} then now() else ${shareTasks.finishedAt} end`,
    })
    .where(eq(shareTasks.id, taskId));
  return true;
}

/**
 * Finishes a task whose recipients are all settled but that is not marked finished (one whose
 * mails were all counted before delivery was followed); nothing otherwise.
 */
export async function finishIfSettled(db: DbOrTx, taskId: string) {
  await db
    .update(shareTasks)
    .set({
      status: sql`case when ${shareTasks.sent} = 0 then 'failed' else 'done' end`,
      finishedAt: sql`now()`,
    })
    .where(
      and(
        eq(shareTasks.id, taskId),
        inArray(shareTasks.status, ['queued', 'running']),
        sql`${shareTasks.sent} + ${shareTasks.failed} >= ${shareTasks.total}`,
      ),
    );
}
