import { GUEST_CODE_MAX_TRIES, LANGUAGES, ZUser } from '@guestloop/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestSignInCodes, jobs } from '../../db/schema';
import { createTestApp, sessionCookie, type TestApp } from '../../test/app';
import { type Mailbox, startMailbox } from '../auth/auth.test-support';
import { mailText } from '../mail';
import { makeMenu } from '../menus/menus.test-support';
import { newCompany } from '../structure/structure.test-support';
import { guestSignIn, otherCode } from './guest-sign-in.test-support';

describe('guests sign in with a mailed one-time code', () => {
  let t: TestApp;
  let mailbox: Mailbox;
  let ip = 0;
  /** A caller of its own, so the per-IP limits of one test never reach another. */
  const caller = () => guestSignIn(t.app, mailbox, `10.9.1.${++ip}`);
  /** Delivers the queued mail (background jobs run only when the test says so). */
  const deliver = () => t.app.jobs.runDueJobs();
  const mailJobs = async () =>
    (await t.app.db.select({ kind: jobs.kind }).from(jobs)).filter((j) => j.kind === 'mail.send').length;

  beforeAll(async () => {
    mailbox = await startMailbox();
    t = await createTestApp({ SMTP_URL: mailbox.url }, { jobs: { autoStart: false } });
  });
  afterAll(async () => {
    await t.close();
    await mailbox.close();
  });

  it('mails a code as a queued job, in the menu language, naming the venue, and signs a new guest in to a guest account', async () => {
    const company = await newCompany(t);
    const menu = await makeMenu(company.api, 'Blue Door Café');
    await company.api.post(`${menu.base}/active`, { isActive: true });
    const guest = caller();

    const asked = await guest.askCode('Mila@Guest.test', { language: 'de', menuSlug: menu.slug });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ ok: true });
    expect(await mailJobs()).toBeGreaterThan(0);
    await deliver();
    const { code, mail } = await guest.mailedCode('mila@guest.test');
    expect(mail.raw).toContain(`Subject: ${code} ist Ihr Anmeldecode`);
    expect(mail.text).toContain('Mit diesem Code melden Sie sich in Ihrem Gastprofil bei Blue Door Café an');
    expect(mail.text).not.toMatch(/https?:\/\//); // nothing to click: no link into any sign-up

    const signedIn = await guest.verify('mila@guest.test', code);
    expect(signedIn.statusCode).toBe(200);
    const user = ZUser.parse(signedIn.json());
    expect(user).toMatchObject({
      email: 'mila@guest.test',
      guestAccount: true,
      registrationComplete: false,
      hasPassword: false,
      emailVerified: true,
      structure: null,
      permissions: [],
    });
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/v1/profile',
      headers: { cookie: sessionCookie(signedIn) },
    });
    expect(profile.json()).toMatchObject({ id: user.id, guestAccount: true });
  });

  it('refuses a wrong code and counts it, then takes the right one once only', async () => {
    const guest = caller();
    await guest.askCode('reuse@guest.test');
    await deliver();
    const { code } = await guest.mailedCode('reuse@guest.test');

    const wrong = await guest.verify('reuse@guest.test', otherCode(code));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'CODE_INVALID',
      details: { triesLeft: GUEST_CODE_MAX_TRIES - 1 },
    });
    expect(wrong.cookies.find((c) => c.name === 'gl_session')).toBeUndefined();

    expect((await guest.verify('reuse@guest.test', code)).statusCode).toBe(200);
    const again = await guest.verify('reuse@guest.test', code);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('CODE_INVALID');
  });

  it('refuses an expired code', async () => {
    const guest = caller();
    await guest.askCode('late@guest.test');
    await deliver();
    const { code } = await guest.mailedCode('late@guest.test');
    await t.app.db
      .update(guestSignInCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(guestSignInCodes.email, 'late@guest.test'));
    const res = await guest.verify('late@guest.test', code);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('CODE_EXPIRED');
  });

  it(`stops a code after ${GUEST_CODE_MAX_TRIES} wrong tries, even for the right one; a new code works`, async () => {
    const guest = caller();
    await guest.askCode('guess@guest.test');
    await deliver();
    const { code } = await guest.mailedCode('guess@guest.test');
    const answers: string[] = [];
    for (let i = 0; i < GUEST_CODE_MAX_TRIES; i++) {
      answers.push((await guest.verify('guess@guest.test', otherCode(code))).json().code);
    }
    expect(answers).toEqual([...Array(GUEST_CODE_MAX_TRIES - 1).fill('CODE_INVALID'), 'CODE_TOO_MANY_TRIES']);
    const right = await guest.verify('guess@guest.test', code);
    expect(right.statusCode).toBe(429);
    expect(right.json().code).toBe('CODE_TOO_MANY_TRIES');

    await guest.askCode('guess@guest.test');
    await deliver();
    const fresh = await guest.mailedCode('guess@guest.test');
    expect((await guest.verify('guess@guest.test', fresh.code)).statusCode).toBe(200);
  });

  it('keeps only the latest code working', async () => {
    const guest = caller();
    await guest.askCode('twice@guest.test');
    await deliver();
    const first = await guest.mailedCode('twice@guest.test');
    await guest.askCode('twice@guest.test');
    await deliver();
    const second = await guest.mailedCode('twice@guest.test');
    if (first.code !== second.code) {
      expect((await guest.verify('twice@guest.test', first.code)).json().code).toBe('CODE_INVALID');
    }
    expect((await guest.verify('twice@guest.test', second.code)).statusCode).toBe(200);
  });

  it('answers a known and an unknown address alike and queues a mail for each', async () => {
    await t.app.db.delete(jobs);
    const known = caller();
    await known.askCode('known@guest.test');
    await deliver();
    await known.verify('known@guest.test', (await known.mailedCode('known@guest.test')).code);

    const before = await mailJobs();
    const forKnown = await caller().askCode('known@guest.test');
    const forUnknown = await caller().askCode('stranger@guest.test');
    expect(forUnknown.statusCode).toBe(forKnown.statusCode);
    expect(forUnknown.body).toBe(forKnown.body);
    expect(await mailJobs()).toBe(before + 2);
    await deliver();
    await mailbox.next('known@guest.test');
    await mailbox.next('stranger@guest.test');
  });

  it('limits codes per address, from any caller, and per caller, for any address', async () => {
    for (let i = 0; i < 5; i++) expect((await caller().askCode('flood@guest.test')).statusCode).toBe(200);
    const sixth = await caller().askCode('Flood@guest.test');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().code).toBe('RATE_LIMITED');

    const spray = caller();
    const answers: number[] = [];
    for (let i = 0; i < 21; i++) answers.push((await spray.askCode(`spray${i}@guest.test`)).statusCode);
    expect(answers.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(answers[20]).toBe(429);
    await deliver();
  });

  it('has the code mail in every language, translated', () => {
    for (const language of LANGUAGES) {
      for (const key of ['subject', 'hello', 'body', 'bodyAt', 'note']) {
        const value = mailText(language, `guestCode.${key}`);
        expect(value.trim(), `${language}.${key}`).not.toBe('');
        if (language !== 'en')
          expect(value, `${language}.${key}`).not.toBe(mailText('en', `guestCode.${key}`));
      }
      expect(mailText(language, 'guestCode.subject'), language).toContain('{{code}}');
      expect(mailText(language, 'guestCode.bodyAt'), language).toContain('{{venue}}');
      expect(mailText(language, 'guestCode.note'), language).toContain('10');
    }
  });
});
