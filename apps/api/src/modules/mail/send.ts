import { isLanguage } from '@guestloop/contracts';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { type SecretBox, secretBoxFor } from '../../lib/secret-box';
import type { MailMessage } from '../../providers/mail';
import { enqueue, enqueueAll } from '../jobs';
import { renderLayout } from './layout';
import { composeMail, type MailTemplate, type MailTemplateVars } from './templates';

/** The background job that hands a rendered mail to the mail provider (retried when it fails). */
export const MAIL_JOB = 'mail.send';

export interface ProductMail<K extends MailTemplate = MailTemplate> {
  to: string;
  /** The recipient's language; a code the product does not know is written in English. */
  language: string;
  template: K;
  vars: MailTemplateVars[K];
}

export interface SendOptions {
  /** The transaction of the change the mail follows: the mail goes out only if it commits. */
  db?: DbOrTx;
  /** At most one mail with this key is sent while the job is kept (a week). */
  onceKey?: string;
  /**
   * The sender's name for this mail: its final outcome is told as the domain event
   * `mail.delivered` or `mail.failed` with this tag (see mail.events.ts).
   */
  tag?: string;
}

/** The job's payload: the rendered mail sealed, since it carries live links (tokens are stored hashed). */
interface SealedMail {
  sealed: string;
  tag?: string;
}

/** The longest mail server answer passed on to a sender. */
const REASON_MAX = 300;

/**
 * Why a mail failed, as its sender may show it: the mail server's answer when it gave one (it
 * is about the recipient, e.g. "550 mailbox unavailable"), else that it could not be reached.
 * Connection details stay in the job's error and the log.
 */
export function mailFailureReason(error: unknown): string {
  const response = (error as { response?: unknown } | null)?.response;
  if (typeof response === 'string' && response.trim()) return response.trim().slice(0, REASON_MAX);
  return 'the mail server could not be reached';
}

const mailBox = (config: Config): SecretBox => secretBoxFor(config);

/** A product mail in its recipient's language, in the one layout: subject, plain text and HTML. */
export function renderProductMail<K extends MailTemplate>(mail: ProductMail<K>): MailMessage {
  const language = isLanguage(mail.language) ? mail.language : 'en';
  return { to: mail.to, ...renderLayout(language, composeMail(language, mail.template, mail.vars)) };
}

/**
 * The one place product mail leaves from: the mail is rendered now and queued as a durable job,
 * so the request never waits for the mail server, and a server that is down is tried again.
 */
export async function sendProductMail<K extends MailTemplate>(
  app: Pick<FastifyInstance, 'db' | 'config'>,
  mail: ProductMail<K>,
  options: SendOptions = {},
): Promise<void> {
  const payload: SealedMail = {
    sealed: mailBox(app.config).seal(JSON.stringify(renderProductMail(mail))),
    ...(options.tag ? { tag: options.tag } : {}),
  };
  await enqueue(options.db ?? app.db, MAIL_JOB, payload, { dedupeKey: options.onceKey });
}

/**
 * Several product mails of one change queued in one statement (`sendProductMail` for each, with
 * its own key and tag): one job per mail, so each is tried and told of on its own.
 */
export async function sendProductMails(
  app: Pick<FastifyInstance, 'db' | 'config'>,
  mails: readonly { mail: ProductMail; onceKey?: string; tag?: string }[],
  options: Pick<SendOptions, 'db'> = {},
): Promise<void> {
  const box = mailBox(app.config);
  await enqueueAll(
    options.db ?? app.db,
    MAIL_JOB,
    mails.map(({ mail, onceKey, tag }) => ({
      payload: {
        sealed: box.seal(JSON.stringify(renderProductMail(mail))),
        ...(tag ? { tag } : {}),
      } satisfies SealedMail,
      options: { dedupeKey: onceKey },
    })),
  );
}

/**
 * Registers the job that delivers queued mail through the configured provider (SMTP or files),
 * tried again while it fails. A tagged mail's outcome is told once it is final: delivered right
 * after the provider took it (before the job is recorded done, so a stop in between tells it on
 * the next try rather than never), failed once the last attempt failed.
 */
export const mailJobs: FastifyPluginAsync = async (app) => {
  app.jobs.register<SealedMail>(
    MAIL_JOB,
    async ({ sealed, tag }) => {
      const message = JSON.parse(mailBox(app.config).open(sealed)) as MailMessage;
      await app.providers.mail.sendMail(message);
      if (tag) await app.events.emit('mail.delivered', { tag });
    },
    {
      onGiveUp: async ({ tag }, error) => {
        if (tag) await app.events.emit('mail.failed', { tag, error: mailFailureReason(error) });
      },
    },
  );
};
