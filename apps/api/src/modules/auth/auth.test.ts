import { PERMISSIONS } from '@guestloop/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { locations, roles, structures, users } from '../../db/schema';
import { createTestApp, sessionCookie, type TestApp } from '../../test/app';
import { isUniqueViolation } from './auth.repo';
import { linkToken, type Mailbox, startMailbox } from './auth.test-support';

describe('accounts: register, activate, sign in, complete registration', () => {
  let t: TestApp;
  let mailbox: Mailbox;
  let ip = 0;
  /** Each test calls from its own address so the per-IP limits of one test do not touch another. */
  const post = (url: string, payload: unknown, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1${url}`,
      payload: payload as object,
      headers: cookie ? { cookie } : {},
      remoteAddress: `10.0.0.${ip}`,
    });
  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: cookie ? { cookie } : {} });

  /** Registers and activates an account through the mailed link; returns the session cookie. */
  async function activeAccount(email: string, password = 'correct horse') {
    expect((await post('/register', { name: 'Ann', email, password })).statusCode).toBe(200);
    const token = linkToken(await mailbox.next(email), '/user/app/activate');
    const activated = await post('/activate-user', { token });
    expect(activated.statusCode).toBe(200);
    return sessionCookie(activated);
  }

  beforeAll(async () => {
    mailbox = await startMailbox();
    t = await createTestApp({ SMTP_URL: mailbox.url, PUBLIC_URL: 'https://guestloop.test' });
  });
  afterAll(async () => {
    await t.close();
    await mailbox.close();
  });
  beforeEach(() => {
    ip++;
  });

  it('registers a pending account, mails the activation link, activates and signs in', async () => {
    const reg = await post('/register', {
      name: 'Olena',
      email: 'Olena@Example.com',
      password: 'secret-pass',
    });
    expect(reg.statusCode).toBe(200);
    expect(reg.json()).toEqual({ ok: true });
    expect(reg.cookies.find((c) => c.name === 'gl_session')).toBeUndefined();
    const pending = await post('/login', { email: 'olena@example.com', password: 'secret-pass' });
    expect(pending.json().code).toBe('ACCOUNT_NOT_ACTIVATED');

    const mail = await mailbox.next('olena@example.com');
    expect(mail.text).toContain('https://guestloop.test/user/app/activate?token=');
    expect(mail.text).toContain('Activate your Guestloop account');
    expect(mail.raw).toMatch(/text\/html/);

    const activated = await post('/activate-user', { token: linkToken(mail, '/user/app/activate') });
    expect(activated.statusCode).toBe(200);
    expect(activated.json()).toMatchObject({
      email: 'olena@example.com',
      name: 'Olena',
      status: 'active',
      emailVerified: true,
      hasPassword: true,
      registrationComplete: false,
      structure: null,
      permissions: [],
    });
    const cookie = sessionCookie(activated);

    const profile = await get('/profile', cookie);
    expect(profile.statusCode).toBe(200);
    expect(profile.json().email).toBe('olena@example.com');

    const login = await post('/login', { email: 'OLENA@example.com', password: 'secret-pass' });
    expect(login.statusCode).toBe(200);
    const loginCookie = sessionCookie(login);
    expect((await get('/profile', loginCookie)).json().id).toBe(activated.json().id);

    const logout = await post('/logout', {}, loginCookie);
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ ok: true });
    const after = await get('/profile', loginCookie);
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('UNAUTHENTICATED');
    // The other session (from the activation link) is still signed in.
    expect((await get('/profile', cookie)).statusCode).toBe(200);
  });

  it('sends the activation mail in the language of the registration', async () => {
    await post('/register', {
      name: 'Тарас',
      email: 'taras@example.com',
      password: 'secret-pass',
      language: 'uk',
    });
    const mail = await mailbox.next('taras@example.com');
    expect(mail.text).toContain('Активуйте свій обліковий запис Guestloop');
    expect(mail.text).toContain('Вітаємо, Тарас!');
  });

  it('refuses a used or unknown link', async () => {
    await post('/register', { name: 'Ivo', email: 'ivo@example.com', password: 'secret-pass' });
    const token = linkToken(await mailbox.next('ivo@example.com'), '/user/app/activate');
    expect((await post('/activate-user', { token })).statusCode).toBe(200);
    const again = await post('/activate-user', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('TOKEN_INVALID');
    const unknown = await post('/activate-user', { token: 'x'.repeat(43) });
    expect(unknown.json().code).toBe('TOKEN_INVALID');
  });

  it('answers a taken address exactly like a new one, and mails its owner a notice instead', async () => {
    await activeAccount('bo@example.com', 'bo-password');
    await t.database.db.update(users).set({ language: 'de' }).where(eq(users.email, 'bo@example.com'));

    const fresh = await post('/register', { name: 'Cy', email: 'cy@example.com', password: 'secret-pass' });
    const taken = await post('/register', {
      name: 'Mallory',
      email: 'BO@example.com',
      password: 'other-pass',
    });
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.statusCode).toBe(200);
    expect(taken.body).toBe(fresh.body);
    expect(taken.headers['content-type']).toBe(fresh.headers['content-type']);
    expect(taken.headers['content-length']).toBe(fresh.headers['content-length']);

    expect(linkToken(await mailbox.next('cy@example.com'), '/user/app/activate')).toBeTruthy();
    const notice = await mailbox.next('bo@example.com');
    expect(notice.text).toContain('Jemand wollte mit Ihrer Adresse ein Guestloop-Konto anlegen');
    expect(notice.text).toContain('Hallo Ann,');
    expect(notice.text).toContain('Anmelden: https://guestloop.test/user/app/sign-in?email=bo%40example.com');
    expect(notice.text).toContain(
      'Neues Passwort wählen: https://guestloop.test/user/app/forgot-password?email=bo%40example.com',
    );
    expect(notice.text).not.toContain('token=');

    // The account is untouched: the owner's password still works, the newcomer's does not.
    expect((await post('/login', { email: 'bo@example.com', password: 'bo-password' })).statusCode).toBe(200);
    expect((await post('/login', { email: 'bo@example.com', password: 'other-pass' })).statusCode).toBe(401);
  });

  it('accepts every address the e-mail rule accepts, such as a#b@example.com', async () => {
    const res = await post('/register', { name: 'Hash', email: 'a#b@example.com', password: 'secret-pass' });
    expect(res.statusCode).toBe(200);
    expect(linkToken(await mailbox.next('a#b@example.com'), '/user/app/activate')).toBeTruthy();
  });

  it('tells a pending account to activate, and a wrong password is INVALID_CREDENTIALS', async () => {
    await post('/register', { name: 'Pia', email: 'pia@example.com', password: 'secret-pass' });
    const pending = await post('/login', { email: 'pia@example.com', password: 'secret-pass' });
    expect(pending.statusCode).toBe(403);
    expect(pending.json().code).toBe('ACCOUNT_NOT_ACTIVATED');
    const wrong = await post('/login', { email: 'pia@example.com', password: 'not-her-pass' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('INVALID_CREDENTIALS');
    const unknown = await post('/login', { email: 'nobody@example.com', password: 'secret-pass' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ ...wrong.json() });
  });

  it('completes registration: company, three system roles, first location, administrator', async () => {
    const cookie = await activeAccount('owner@example.com');
    const done = await post('/register-complete', { companyName: 'Café Linden', currency: 'UAH' }, cookie);
    expect(done.statusCode).toBe(200);
    const user = done.json();
    expect(user).toMatchObject({
      registrationComplete: true,
      structure: { name: 'Café Linden', slug: 'cafe-linden' },
      role: { slug: 'administrator' },
    });
    expect([...user.permissions].sort()).toEqual([...PERMISSIONS].sort());

    const structureId = user.structure.id;
    const roleRows = await t.database.db.select().from(roles).where(eq(roles.structureId, structureId));
    expect(roleRows.map((r) => r.slug).sort()).toEqual(['administrator', 'manager', 'waiter']);
    const [company] = await t.database.db.select().from(structures).where(eq(structures.id, structureId));
    expect(company?.currency).toBe('UAH');
    const places = await t.database.db.select().from(locations).where(eq(locations.structureId, structureId));
    expect(places.map((l) => l.name)).toEqual(['Café Linden']);

    const again = await post('/register-complete', { companyName: 'Second' }, cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('REGISTRATION_ALREADY_COMPLETE');
    expect((await get('/profile', cookie)).json().structure.slug).toBe('cafe-linden');

    // A second company of the same name gets its own slug.
    const other = await activeAccount('owner2@example.com');
    const second = await post('/register-complete', { companyName: 'Café Linden' }, other);
    expect(second.json().structure.slug).toBe('cafe-linden-2');
  });

  it('recognises a taken company slug on this database engine (the retry of register-complete relies on it)', async () => {
    const values = { name: 'Dupe', slug: 'dupe-slug' };
    await t.database.db.insert(structures).values(values);
    const error = await t.database.db
      .insert(structures)
      .values(values)
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(isUniqueViolation(error, 'structures_slug_unique')).toBe(true);
    expect(isUniqueViolation(error, 'users_email_uq')).toBe(false);
  });

  it('needs a session to complete registration', async () => {
    const res = await post('/register-complete', { companyName: 'Nobody Inc' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });

  it('changes the e-mail address through a link mailed to the new address', async () => {
    const cookie = await activeAccount('old@example.com');
    const taken = await post('/email/integrate-email', { email: 'olena@example.com' }, cookie);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('EMAIL_TAKEN');

    const asked = await post('/email/integrate-email', { email: 'new@example.com' }, cookie);
    expect(asked.statusCode).toBe(200);
    expect(asked.json().email).toBe('old@example.com');
    const mail = await mailbox.next('new@example.com');
    expect(mail.text).toContain('Confirm your new e-mail address');
    const switched = await post('/activate-user', { token: linkToken(mail, '/user/app/confirm-email') });
    expect(switched.statusCode).toBe(200);
    expect(switched.json()).toMatchObject({ email: 'new@example.com', emailVerified: true });

    expect((await post('/login', { email: 'new@example.com', password: 'correct horse' })).statusCode).toBe(
      200,
    );
    expect((await post('/login', { email: 'old@example.com', password: 'correct horse' })).statusCode).toBe(
      401,
    );
  });

  it('answers bad bodies with VALIDATION_FAILED and the field paths', async () => {
    const res = await post('/register', { name: '', email: 'not-an-email', password: 'short' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    const paths = res.json().details.map((d: { path: string }) => d.path);
    expect(paths).toEqual(expect.arrayContaining(['body.name', 'body.email', 'body.password']));
    const login = await post('/login', { email: 'a@example.com' });
    expect(login.json().details.map((d: { path: string }) => d.path)).toContain('body.password');
  });

  it('publishes the public app settings', async () => {
    const res = await get('/app/settings');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      version: expect.any(String),
      recaptchaSiteKey: null,
      googleClientId: null,
      telegramBot: null,
    });
  });

  it('documents every accounts call in the API reference', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const paths = Object.keys(doc.paths);
    for (const path of [
      '/register',
      '/login',
      '/login-with-google',
      '/register-with-google-complete',
      '/profile',
    ]) {
      expect(paths).toContain(`/api/v1${path}`);
    }
    expect(doc.paths['/api/v1/login'].post.requestBody.content['application/json'].schema.required).toEqual([
      'email',
      'password',
    ]);
  });
});
