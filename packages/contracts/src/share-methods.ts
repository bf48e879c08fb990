import { ZEmail } from './validator-schemas';
import * as z from './zod';

/**
 * Share methods (SPEC point 7 "Share methods"): a saved way of asking guests to rate a metric —
 * today an e-mail to the venue's recent customers or to a list of addresses. Executing one makes
 * a task that sends each recipient one mail with a link to the metric's rating page, in the
 * background, and shows its progress and what happened per recipient. Every guest of the
 * audience is asked, whatever they thought before (asking only the happy ones is review gating).
 */

export const SHARE_METHOD_KINDS = ['email'] as const;
export const ZShareMethodKind = z.enum(SHARE_METHOD_KINDS);
export type TShareMethodKind = z.infer<typeof ZShareMethodKind>;

/** Addresses one method may list. */
export const SHARE_LIST_EMAILS_MAX = 500;
/** Recipients one execution reaches at most (the most recent guests first). */
export const SHARE_TASK_RECIPIENTS_MAX = 5000;
export const SHARE_RECENT_DAYS_MAX = 365;

/**
 * Who is asked: `recent-customers`, every guest with an e-mail address who ordered at the
 * company in the last `days` days (counted when the method is executed); `list`, the given
 * addresses.
 */
export const ZShareAudience = z.discriminatedUnion('source', [
  z.object({
    source: z.literal('recent-customers'),
    days: z.number().int().min(1).max(SHARE_RECENT_DAYS_MAX),
  }),
  z.object({
    source: z.literal('list'),
    /** Kept as typed; an address listed twice (in any case) gets one mail. */
    emails: z.array(ZEmail.max(254)).min(1).max(SHARE_LIST_EMAILS_MAX),
  }),
]);
export type TShareAudience = z.infer<typeof ZShareAudience>;

/** A method's mail and audience; the mail's button (the rating page's link) is added when sending. */
export const ZShareMethodData = z.object({
  subject: z.string().trim().min(1).max(200),
  message: z.string().trim().min(1).max(2000),
  audience: ZShareAudience,
});
export type TShareMethodData = z.infer<typeof ZShareMethodData>;

/**
 * `queued` until its job starts; `running` while recipients wait to be handed over or their mails
 * wait for the mail server; then `done`, or `failed` when not one mail was accepted.
 */
export const SHARE_TASK_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export const ZShareTaskStatus = z.enum(SHARE_TASK_STATUSES);
export type TShareTaskStatus = z.infer<typeof ZShareTaskStatus>;

/**
 * `pending`, not handed over yet; `queued`, its mail is in the mail queue (tried again while the
 * mail server is unreachable); `sent`, the mail server accepted the mail; `failed`, never sent
 * (a bad address, or the mail queue gave up), with the reason.
 */
export const SHARE_RECIPIENT_STATUSES = ['pending', 'queued', 'sent', 'failed'] as const;
export const ZShareRecipientStatus = z.enum(SHARE_RECIPIENT_STATUSES);
export type TShareRecipientStatus = z.infer<typeof ZShareRecipientStatus>;

/**
 * One execution of `total` recipients: `queued` mails wait for the mail server, `sent` ones it
 * accepted, `failed` ones were never sent; the rest are still pending.
 */
export const ZShareTask = z.object({
  id: z.uuid(),
  shareMethodId: z.uuid(),
  /** The method's title (tasks of all the metric's methods are listed together). */
  shareMethodTitle: z.string(),
  status: ZShareTaskStatus,
  total: z.number().int().min(0),
  queued: z.number().int().min(0),
  sent: z.number().int().min(0),
  failed: z.number().int().min(0),
  createdAt: z.iso.datetime({ offset: true }),
  finishedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type TShareTask = z.infer<typeof ZShareTask>;

export const ZShareTaskRecipient = z.object({
  email: z.string(),
  name: z.string().nullable(),
  status: ZShareRecipientStatus,
  /** Why it was not sent (failed only). */
  error: z.string().nullable(),
  /** When the mail server accepted the mail (sent only). */
  sentAt: z.iso.datetime({ offset: true }).nullable(),
});
export type TShareTaskRecipient = z.infer<typeof ZShareTaskRecipient>;

/** A task with what happened to each recipient (GET /share-method/{metric}/tasks/{id}). */
export const ZShareTaskDetail = ZShareTask.extend({ recipients: z.array(ZShareTaskRecipient) });
export type TShareTaskDetail = z.infer<typeof ZShareTaskDetail>;

/** GET /share-method/{metric}/tasks: the metric's executions, newest first. */
export const ZShareTaskList = z.object({ items: z.array(ZShareTask) });
export type TShareTaskList = z.infer<typeof ZShareTaskList>;

export const ZShareMethod = z.object({
  id: z.uuid(),
  metricId: z.uuid(),
  kind: ZShareMethodKind,
  title: z.string(),
  data: ZShareMethodData,
  /** The latest execution, if any. */
  lastTask: ZShareTask.nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type TShareMethod = z.infer<typeof ZShareMethod>;

export const ZShareMethodList = z.object({ items: z.array(ZShareMethod) });
export type TShareMethodList = z.infer<typeof ZShareMethodList>;

/** POST /share-method/by-metric/{metric}/list (create) and PUT /share-method/{metric}/{id}/item. */
export const ZSaveShareMethodBody = z.object({
  kind: ZShareMethodKind.default('email'),
  title: z.string().trim().min(1).max(120),
  data: ZShareMethodData,
});
export type TSaveShareMethodBody = z.infer<typeof ZSaveShareMethodBody>;

/** `{metric}` is the metric's id. */
export const ZShareMetricParams = z.object({ metric: z.uuid() });
/** `{id}`: a share method's id (…/item, …/execute) or a task's (…/tasks/{id}). */
export const ZShareMethodParams = z.object({ metric: z.uuid(), id: z.uuid() });
