import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTokens } from '../../db/schema';
import { createTestApp, sessionCookie, type TestApp } from '../../test/app';
import { authClient, linkToken, type Mailbox, startMailbox } from './auth.test-support';

describe('password reset and activation resend', () => {
  let t: TestApp;
  let mailbox: Mailbox;
  let api: ReturnType<typeof authClient>;

  beforeAll(async () => {
    mailbox = await startMailbox();
    // The runner looks for due jobs often, so mails whose job starts a little later come quickly.
    t = await createTestApp(
      { SMTP_URL: mailbox.url, PUBLIC_URL: 'https://guestloop.test' },
      { jobs: { pollMs: 50 } },
    );
    api = authClient(t.app, mailbox, '10.1.0.1');
  });
  afterAll(async () => {
    await t.close();
    await mailbox.close();
  });

  it('resets the password through the mailed link, ends the old sessions and signs in', async () => {
    const firstSession = await api.activeAccount('reset@example.com', 'old password');
    const secondSession = sessionCookie(
      await api.post('/login', { email: 'reset@example.com', password: 'old password' }),
    );

    const asked = await api.post('/reset-password-email-send', { email: 'RESET@example.com' });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ ok: true });
    const mail = await mailbox.next('reset@example.com');
    expect(mail.text).toContain('https://guestloop.test/user/app/reset-password?token=');
    expect(mail.text).toContain('Reset your Guestloop password');
    const token = linkToken(mail, '/user/app/reset-password');

    const reset = await api.post('/reset-password', { token, password: 'new password' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({ email: 'reset@example.com', status: 'active' });
    const newSession = sessionCookie(reset);

    expect((await api.get('/profile', firstSession)).statusCode).toBe(401);
    expect((await api.get('/profile', secondSession)).statusCode).toBe(401);
    expect((await api.get('/profile', newSession)).statusCode).toBe(200);

    const oldPassword = await api.post('/login', { email: 'reset@example.com', password: 'old password' });
    expect(oldPassword.json().code).toBe('INVALID_CREDENTIALS');
    expect(
      (await api.post('/login', { email: 'reset@example.com', password: 'new password' })).statusCode,
    ).toBe(200);

    const reused = await api.post('/reset-password', { token, password: 'third password' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe('TOKEN_INVALID');
  });

  it('answers ok for an unknown address and mails nothing', async () => {
    const res = await api.post('/reset-password-email-send', { email: 'ghost@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    await expect(mailbox.next('ghost@example.com', 500)).rejects.toThrow(/no mail/);
  });

  it('refuses a reset link on the activation call, and an expired link', async () => {
    await api.activeAccount('late@example.com');
    await api.post('/reset-password-email-send', { email: 'late@example.com' });
    const token = linkToken(await mailbox.next('late@example.com'), '/user/app/reset-password');

    const wrongKind = await api.post('/activate-user', { token });
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().code).toBe('TOKEN_INVALID');

    await t.database.db.update(accountTokens).set({ expiresAt: sql`now() - interval '1 minute'` });
    const expired = await api.post('/reset-password', { token, password: 'new password' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().code).toBe('TOKEN_EXPIRED');
  });

  it('only the newest reset link works', async () => {
    await api.activeAccount('twice@example.com');
    await api.post('/reset-password-email-send', { email: 'twice@example.com' });
    const first = linkToken(await mailbox.next('twice@example.com'), '/user/app/reset-password');
    await api.post('/reset-password-email-send', { email: 'twice@example.com' });
    const second = linkToken(await mailbox.next('twice@example.com'), '/user/app/reset-password');
    expect((await api.post('/reset-password', { token: first, password: 'new password' })).json().code).toBe(
      'TOKEN_INVALID',
    );
    expect((await api.post('/reset-password', { token: second, password: 'new password' })).statusCode).toBe(
      200,
    );
  });

  it('mails a new activation link to a pending account, and nothing to an active one', async () => {
    await api.post('/register', { name: 'Lost', email: 'lost@example.com', password: 'secret-pass' });
    await mailbox.next('lost@example.com'); // the first mail went missing
    const resent = await api.post('/confirm-email-resend', { email: 'lost@example.com' });
    expect(resent.json()).toEqual({ ok: true });
    const token = linkToken(await mailbox.next('lost@example.com'), '/user/app/activate');
    const activated = await api.post('/activate-user', { token });
    expect(activated.json().status).toBe('active');

    expect((await api.post('/confirm-email-resend', { email: 'lost@example.com' })).json()).toEqual({
      ok: true,
    });
    await expect(mailbox.next('lost@example.com', 500)).rejects.toThrow(/no mail/);
  });
});
