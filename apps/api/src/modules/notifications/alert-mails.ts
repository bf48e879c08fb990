import { isLanguage, REVIEWS_CONSOLE_PATH } from '@guestloop/contracts';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { enqueueKeyed } from '../jobs';
import { type MailTemplateVars, type ProductMail, type RatingAlertItem, sendProductMails } from '../mail';
import { findStructure } from '../structure';
import * as repo from './alert-mails.repo';
import type { Member } from './notifications.repo';
import type { RecipientsCache } from './recipients';

/** The job that mails a member what waits for them (see `queueAlertMails`). */
export const ALERT_MAIL_JOB = 'notifications.alert-mail';
/** A member gets at most one alert mail per company in each window of this length. */
export const ALERT_MAIL_WINDOW_MS = 60_000;
/** A digest tells of at most this many; the rest come in the next window's mail. */
export const ALERT_DIGEST_MAX = 30;
/** A mailed alert is kept this long, so its subject is not mailed again. */
const MAILED_KEPT_DAYS = 7;

/** What a rating's alert mail says of it, kept with the waiting alert. */
export interface RatingAlertPayload extends RatingAlertItem {
  bad: boolean;
  /** The review in the console. */
  link: string;
}

/** What a table booking's alert mail says of it (the staff member's name is added when mailed). */
export type BookingAlertPayload = Omit<MailTemplateVars['bookingAlert'], 'name'>;

interface AlertMailJob {
  structureId: string;
  userId: string;
}

type App = Pick<FastifyInstance, 'db' | 'config' | 'jobs'>;

const windowOf = (ms: number) => Math.floor(ms / ALERT_MAIL_WINDOW_MS);
const jobKey = (job: AlertMailJob, window: number) => `alert-mail:${job.structureId}:${job.userId}:${window}`;

/**
 * Makes sure a job will mail each member what waits for them: the job of this window, which runs
 * at once, or, when that one was added already (it may be running or done), the next window's.
 * Either starts after the caller's transaction commits, so it finds what the caller queued.
 */
async function scheduleAlertMails(tx: DbOrTx, members: readonly AlertMailJob[], now = Date.now()) {
  if (members.length === 0) return;
  const window = windowOf(now);
  const added = await enqueueKeyed(
    tx,
    ALERT_MAIL_JOB,
    members.map((job) => ({ payload: job, options: { dedupeKey: jobKey(job, window) } })),
  );
  const later = members.filter((job) => !added.has(jobKey(job, window)));
  if (later.length === 0) return;
  const next = window + 1;
  await enqueueKeyed(
    tx,
    ALERT_MAIL_JOB,
    later.map((job) => ({
      payload: job,
      options: { dedupeKey: jobKey(job, next), runAt: new Date(next * ALERT_MAIL_WINDOW_MS) },
    })),
  );
}

/**
 * Queues alerts for the members' mail in the caller's transaction: the first of a window is
 * mailed at once, those that follow within it together at the window's end — a rush of bad
 * ratings is one mail a minute, not one each. Each subject is mailed to a member once.
 */
export async function queueAlertMails(tx: DbOrTx, alerts: readonly repo.NewAlertMail[]) {
  const queued = await repo.insertAlertMails(tx, alerts);
  const members = new Map(queued.map((row) => [`${row.structureId}:${row.userId}`, row]));
  await scheduleAlertMails(tx, [...members.values()]);
}

/**
 * The mails of a member's waiting alerts: each table booking alone (each is answered on its own),
 * ratings one alone as itself, several as a digest.
 */
async function alertMails(
  db: DbOrTx,
  publicUrl: string,
  member: Member,
  structureId: string,
  rows: readonly repo.AlertMailRow[],
): Promise<ProductMail[]> {
  const language = isLanguage(member.language) ? member.language : 'en';
  const bookings: ProductMail[] = rows
    .filter((row) => row.kind === 'booking.new')
    .map((row) => ({
      to: member.email,
      language,
      template: 'bookingAlert',
      vars: { name: member.name, ...(row.payload as unknown as BookingAlertPayload) },
    }));
  const ratings = rows.filter((row) => row.kind !== 'booking.new');
  if (ratings.length === 0) return bookings;
  return [...bookings, await ratingsMail(db, publicUrl, member, language, structureId, ratings)];
}

/** The mail of a member's waiting rating alerts: one alone as itself, several as a digest. */
async function ratingsMail(
  db: DbOrTx,
  publicUrl: string,
  member: Member,
  language: ProductMail['language'],
  structureId: string,
  rows: readonly repo.AlertMailRow[],
): Promise<ProductMail> {
  const items = rows.map((row) => row.payload as unknown as RatingAlertPayload);
  const [first] = items;
  if (items.length === 1 && first) {
    return { to: member.email, language, template: 'ratingAlert', vars: { name: member.name, ...first } };
  }
  const places = new Set(items.map((item) => item.location));
  const [onlyPlace] = places;
  const place =
    places.size === 1 && onlyPlace ? onlyPlace : ((await findStructure(db, structureId))?.name ?? '');
  return {
    to: member.email,
    language,
    template: 'ratingAlerts',
    vars: {
      name: member.name,
      bad: items.some((item) => item.bad),
      count: String(items.length),
      place,
      // Newest first, as the inbox lists them.
      items: items.reverse().map(({ bad: _bad, link: _link, ...item }) => item),
      link: new URL(REVIEWS_CONSOLE_PATH, publicUrl).toString(),
    },
  };
}

/**
 * The job: mails the member what waits for them and marks it told, in one transaction (the mail
 * itself is a job of its own, retried while the mail server fails). A member who left the company
 * meanwhile is not mailed. More than a digest holds go in the next window's mail.
 */
async function sendAlertMail(app: App, recipients: RecipientsCache, job: AlertMailJob) {
  const member = (await recipients.current(job.structureId)).members.find((m) => m.id === job.userId);
  await app.db.transaction(async (tx) => {
    const waiting = await repo.takeWaitingAlertMails(tx, job.structureId, job.userId, ALERT_DIGEST_MAX + 1);
    const told = waiting.slice(0, ALERT_DIGEST_MAX);
    if (told.length === 0) return;
    if (member) {
      const mails = await alertMails(tx, app.config.PUBLIC_URL, member, job.structureId, told);
      await sendProductMails(
        app,
        mails.map((mail) => ({ mail })),
        { db: tx },
      );
    }
    await repo.markAlertMailsSent(
      tx,
      told.map((row) => row.id),
    );
    await repo.forgetMailedAlerts(tx, job.userId, MAILED_KEPT_DAYS);
    if (waiting.length > told.length) await scheduleAlertMails(tx, [job]);
  });
}

/** How often, and after how long a wait, alerts whose job was missed are mailed anyway. */
export const ALERT_SWEEP_JOB = 'notifications.alert-mail-sweep';
const SWEEP_EVERY_MS = ALERT_MAIL_WINDOW_MS;
const STALE_AFTER_MS = 2 * ALERT_MAIL_WINDOW_MS;

/**
 * Registers the alert-mail job, and the sweep that is its safety net (once per app): an alert
 * queued in the instant its member's next-window job started (or with clocks apart between
 * processes) would otherwise wait for the member's next alert; the sweep mails it within minutes.
 */
export function registerAlertMails(app: App, recipients: RecipientsCache) {
  app.jobs.register<AlertMailJob>(ALERT_MAIL_JOB, (job) => sendAlertMail(app, recipients, job));
  app.jobs.every(ALERT_SWEEP_JOB, SWEEP_EVERY_MS, async () => {
    for (const job of await repo.membersWithStaleAlerts(app.db, STALE_AFTER_MS)) {
      await sendAlertMail(app, recipients, job);
    }
  });
}
