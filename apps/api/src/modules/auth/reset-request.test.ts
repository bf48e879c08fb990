import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTokens, jobs } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createUser } from '../../test/users';
import { type Mailbox, startMailbox } from './auth.test-support';

describe('a reset request does the same work whatever the address', () => {
  let t: TestApp;
  let mailbox: Mailbox;

  beforeAll(async () => {
    mailbox = await startMailbox();
    // Background jobs run only when the test says so: what a request does on its own shows.
    t = await createTestApp(
      { SMTP_URL: mailbox.url, PUBLIC_URL: 'https://guestloop.test' },
      { jobs: { autoStart: false } },
    );
  });
  afterAll(async () => {
    await t.close();
    await mailbox.close();
  });

  const ask = (email: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/reset-password-email-send',
      payload: { email },
      remoteAddress,
    });

  it('answers a known and an unknown address alike, looks neither up while answering, then mails the known one', async () => {
    const owner = await createUser(t.app.db, { email: 'known@example.com' });
    const known = await ask('Known@example.com', '10.1.2.1');
    const unknown = await ask('nobody@example.com', '10.1.2.2');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);

    // Nothing that depends on the address happened during either request: no link, no mail…
    await new Promise((resolve) => setTimeout(resolve, 400));
    const links = () => t.app.db.select().from(accountTokens).where(eq(accountTokens.userId, owner.id));
    expect(await links()).toEqual([]);
    await expect(mailbox.next('known@example.com', 200)).rejects.toThrow(/no mail/);
    // …each left the same thing behind: one queued lookup of the address.
    const queued = await t.app.db.select({ kind: jobs.kind, payload: jobs.payload }).from(jobs);
    expect(queued).toEqual([
      { kind: 'auth.reset-link', payload: { email: 'Known@example.com' } },
      { kind: 'auth.reset-link', payload: { email: 'nobody@example.com' } },
    ]);

    await t.app.db.update(jobs).set({ runAt: sql`now()` });
    await t.app.jobs.runDueJobs();
    const mail = await mailbox.next('known@example.com');
    expect(mail.text).toContain('https://guestloop.test/user/app/reset-password?token=');
    expect(await links()).toHaveLength(1);
    await expect(mailbox.next('nobody@example.com', 300)).rejects.toThrow(/no mail/);
  });
});
