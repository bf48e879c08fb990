import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { authClient, linkToken, type Mailbox, startJsonServer, startMailbox } from './auth.test-support';

/** Answers of the stand-in siteverify service, by token (reCAPTCHA v3 wire format). */
const ANSWERS: Record<string, object> = {
  'human-register': { success: true, score: 0.9, action: 'register', hostname: 'guestloop.test' },
  'human-login': { success: true, score: 0.9, action: 'login' },
  'human-reset': { success: true, score: 0.7, action: 'reset_password' },
  'bot-login': { success: true, score: 0.1, action: 'login' },
};

describe('reCAPTCHA v3 on register, login and reset mails', () => {
  let t: TestApp;
  let mailbox: Mailbox;
  let siteverify: Awaited<ReturnType<typeof startJsonServer>>;
  const seen: URLSearchParams[] = [];
  let api: ReturnType<typeof authClient>;

  beforeAll(async () => {
    mailbox = await startMailbox();
    siteverify = await startJsonServer(({ body }) => {
      const form = new URLSearchParams(body);
      seen.push(form);
      if (form.get('secret') !== 'captcha-secret')
        return { success: false, 'error-codes': ['invalid-input-secret'] };
      return (
        ANSWERS[form.get('response') ?? ''] ?? { success: false, 'error-codes': ['invalid-input-response'] }
      );
    });
    t = await createTestApp({
      SMTP_URL: mailbox.url,
      RECAPTCHA_SECRET: 'captcha-secret',
      RECAPTCHA_SITE_KEY: 'captcha-site-key',
      RECAPTCHA_VERIFY_URL: `${siteverify.url}/recaptcha/api/siteverify`,
    });
    api = authClient(t.app, mailbox, '10.4.0.1');
  });
  afterAll(async () => {
    await t.close();
    await siteverify.close();
    await mailbox.close();
  });

  const register = (captchaToken?: string) =>
    api.post('/register', { name: 'Cap', email: 'cap@example.com', password: 'secret-pass', captchaToken });

  it('refuses a registration without a token, with a bad one or one for another action', async () => {
    for (const token of [undefined, 'made-up', 'human-login']) {
      const res = await register(token);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('CAPTCHA_FAILED');
    }
  });

  it('lets a good token register, and checks login scores', async () => {
    const reg = await register('human-register');
    expect(reg.statusCode).toBe(200);
    expect(seen.at(-1)?.get('response')).toBe('human-register');
    const token = linkToken(await mailbox.next('cap@example.com'), '/user/app/activate');
    expect((await api.post('/activate-user', { token })).statusCode).toBe(200);

    const low = await api.post('/login', {
      email: 'cap@example.com',
      password: 'secret-pass',
      captchaToken: 'bot-login',
    });
    expect(low.statusCode).toBe(400);
    expect(low.json().code).toBe('CAPTCHA_FAILED');
    const good = await api.post('/login', {
      email: 'cap@example.com',
      password: 'secret-pass',
      captchaToken: 'human-login',
    });
    expect(good.statusCode).toBe(200);
  });

  it('checks reset mails too', async () => {
    const bot = await api.post('/reset-password-email-send', {
      email: 'cap@example.com',
      captchaToken: 'bot-login',
    });
    expect(bot.json().code).toBe('CAPTCHA_FAILED');
    const human = await api.post('/reset-password-email-send', {
      email: 'cap@example.com',
      captchaToken: 'human-reset',
    });
    expect(human.json()).toEqual({ ok: true });
    expect(linkToken(await mailbox.next('cap@example.com'), '/user/app/reset-password')).toBeTruthy();
  });

  it('publishes the site key for the web app', async () => {
    expect((await api.get('/app/settings')).json().recaptchaSiteKey).toBe('captcha-site-key');
  });
});
