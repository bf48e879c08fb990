import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { jobs, notificationMails } from '../../db/schema';
import type { MailMessage, MailProvider } from '../../providers/mail';
import type { TestApp } from '../../test/app';
import { ALERT_MAIL_JOB, ALERT_SWEEP_JOB } from './alert-mails';

/** A mail provider that keeps what it is handed (the mail jobs deliver to it). */
export function mailCatcher() {
  const sent: MailMessage[] = [];
  const provider: MailProvider = {
    kind: 'file',
    async sendMail(message) {
      sent.push(message);
    },
  };
  return {
    provider,
    sent,
    to: (address: string) => sent.filter((m) => m.to === address),
    clear: () => {
      sent.length = 0;
    },
  };
}

/**
 * Runs the due jobs as if the alert mails' window had ended and the sweep had come: the mails the
 * members would get within minutes, now.
 */
export async function mailAlertsNow(t: TestApp) {
  await t.app.jobs.scheduleRecurring();
  await t.app.db
    .update(notificationMails)
    .set({ createdAt: sql`${notificationMails.createdAt} - interval '1 hour'` })
    .where(isNull(notificationMails.mailedAt));
  await t.app.db
    .update(jobs)
    .set({ runAt: sql`now()` })
    .where(
      and(
        or(eq(jobs.kind, ALERT_MAIL_JOB), eq(jobs.dedupeKey, t.app.jobs.recurringKey(ALERT_SWEEP_JOB))),
        eq(jobs.status, 'pending'),
      ),
    );
  await t.app.jobs.runDueJobs();
}
