import net from 'node:net';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { jobs } from '../../db/schema';
import type { MailMessage, MailProvider } from '../../providers/mail';
import { MAIL_JOB } from './send';

/** Helpers of tests that follow mail to its delivery (not a test file itself). */

/**
 * A mail provider the test steers: it keeps what it accepts; `hold()` makes mail wait until
 * released, `through(provider)` hands mail to another provider (a real SMTP one that fails).
 */
export function steeredMailServer() {
  const accepted: MailMessage[] = [];
  let gate: Promise<void> | null = null;
  let other: MailProvider | null = null;
  const provider: MailProvider = {
    kind: 'file',
    async sendMail(message) {
      if (gate) await gate;
      if (other) return other.sendMail(message);
      accepted.push(message);
    },
  };
  return {
    provider,
    accepted,
    to: (address: string) => accepted.filter((m) => m.to === address),
    /** Mail waits until the returned function is called. */
    hold() {
      let release = () => {};
      gate = new Promise<void>((resolve) => {
        release = () => {
          gate = null;
          resolve();
        };
      });
      return release;
    },
    /** Mail goes to `provider` from now on (null: accepted here again). */
    through(next: MailProvider | null) {
      other = next;
    },
  };
}

/** An SMTP address where nothing listens: a port just given by the system and closed again. */
export async function closedSmtpUrl(): Promise<string> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `smtp://127.0.0.1:${port}`;
}

const unfinishedMail = and(eq(jobs.kind, MAIL_JOB), inArray(jobs.status, ['pending', 'running']));

/**
 * Runs the mail queue to its end as the hours would: after each round the mails waiting for
 * another attempt are made due at once, until every mail is delivered or given up.
 */
export async function runMailToTheEnd(app: Pick<FastifyInstance, 'jobs' | 'db'>, maxRounds = 20) {
  for (let round = 0; round < maxRounds; round++) {
    await app.jobs.runDueJobs();
    const waiting = await app.db.select({ id: jobs.id }).from(jobs).where(unfinishedMail);
    if (waiting.length === 0) return round + 1;
    await app.db.update(jobs).set({ runAt: sql`now()` }).where(unfinishedMail);
  }
  throw new Error('the mail queue did not finish');
}
