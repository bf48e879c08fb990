import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema';
import { createSmtpMail } from '../../providers/mail/smtp';
import { createTestApp, type TestApp } from '../../test/app';
import { MAIL_JOB, sendProductMail } from './index';
import { closedSmtpUrl, runMailToTheEnd, steeredMailServer } from './mail.test-support';

/** A sender that tags its mail hears, once, whether the mail server took it or the queue gave up. */
describe('the outcome of a tagged mail', () => {
  let t: TestApp;
  const server = steeredMailServer();
  const told: string[] = [];

  const invite = (to: string, tag?: string) =>
    sendProductMail(
      t.app,
      {
        to,
        language: 'en',
        template: 'invite',
        vars: { inviter: 'Ann', company: 'Bistro', role: 'Waiter', link: 'https://x.test/i' },
      },
      { tag, onceKey: `test:${to}` },
    );
  const jobOf = async (to: string) => {
    const [row] = await t.app.db
      .select({ status: jobs.status, attempts: jobs.attempts })
      .from(jobs)
      .where(and(eq(jobs.kind, MAIL_JOB), eq(jobs.dedupeKey, `test:${to}`)));
    return row;
  };

  beforeAll(async () => {
    t = await createTestApp({}, { providers: { mail: server.provider }, jobs: { autoStart: false } });
    t.app.events.on('mail.delivered', ({ tag }) => {
      told.push(`delivered ${tag}`);
    });
    t.app.events.on('mail.failed', ({ tag, error }) => {
      told.push(`failed ${tag}: ${error}`);
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('tells "delivered" once the mail server accepted the mail, and nothing for mail without a tag', async () => {
    told.length = 0;
    const release = server.hold();
    await invite('ann@example.com', 'welcome:ann');
    await invite('bob@example.com');
    const running = t.app.jobs.runDueJobs();
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The mail server has not answered yet.
    expect(told).toEqual([]);
    release();
    await running;
    expect(told).toEqual(['delivered welcome:ann']);
    expect(server.to('bob@example.com')).toHaveLength(1);
    await runMailToTheEnd(t.app);
    expect(told).toEqual(['delivered welcome:ann']);
  });

  it('tells "failed" once, after the last attempt, with the mail server’s answer or that it was not reached', async () => {
    told.length = 0;
    const refusal = Object.assign(new Error('Can’t send mail - all recipients were rejected'), {
      responseCode: 550,
      response: '550 5.1.1 <cara@example.com>: Recipient address rejected: User unknown',
    });
    server.through({
      kind: 'smtp',
      sendMail: async () => {
        throw refusal;
      },
    });
    await invite('cara@example.com', 'welcome:cara');
    await t.app.jobs.runDueJobs();
    // Tried again later: nothing is final yet.
    expect(await jobOf('cara@example.com')).toEqual({ status: 'pending', attempts: 1 });
    expect(told).toEqual([]);
    await runMailToTheEnd(t.app);
    expect(await jobOf('cara@example.com')).toEqual({ status: 'failed', attempts: 6 });
    expect(told).toEqual([
      'failed welcome:cara: 550 5.1.1 <cara@example.com>: Recipient address rejected: User unknown',
    ]);

    // A real SMTP server that is down: the address of the server is not passed on.
    told.length = 0;
    server.through(createSmtpMail(await closedSmtpUrl(), t.config.MAIL_FROM));
    await invite('dan@example.com', 'welcome:dan');
    await invite('eve@example.com');
    await runMailToTheEnd(t.app);
    expect(told).toEqual(['failed welcome:dan: the mail server could not be reached']);
    expect(await jobOf('eve@example.com')).toMatchObject({ status: 'failed' });
    server.through(null);
  });

  it('tells only "delivered" for a mail that the mail server accepted on a later attempt', async () => {
    told.length = 0;
    let refusals = 2;
    server.through({
      kind: 'smtp',
      sendMail: async (message) => {
        if (refusals-- > 0) throw new Error('connect ECONNREFUSED 10.0.0.5:587');
        server.accepted.push(message);
      },
    });
    await invite('fay@example.com', 'welcome:fay');
    await runMailToTheEnd(t.app);
    expect(told).toEqual(['delivered welcome:fay']);
    expect(await jobOf('fay@example.com')).toEqual({ status: 'done', attempts: 3 });
    server.through(null);
  });
});
