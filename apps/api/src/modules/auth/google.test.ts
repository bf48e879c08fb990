import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createTestApp, sessionCookie, type TestApp } from '../../test/app';
import { authClient, type Mailbox, startGoogleKeys, startMailbox } from './auth.test-support';

const CLIENT_ID = 'guestloop-test.apps.googleusercontent.com';

describe('Google sign-in and registration', () => {
  let t: TestApp;
  let mailbox: Mailbox;
  let google: Awaited<ReturnType<typeof startGoogleKeys>>;
  let api: ReturnType<typeof authClient>;
  const idToken = (subject: string, claims: Record<string, unknown> = {}, audience = CLIENT_ID) =>
    google.sign(
      { email: `${subject}@gmail.com`, email_verified: true, name: `Person ${subject}`, ...claims },
      { audience, subject },
    );

  beforeAll(async () => {
    mailbox = await startMailbox();
    google = await startGoogleKeys();
    t = await createTestApp({
      SMTP_URL: mailbox.url,
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_JWKS_URL: google.jwksUrl,
    });
    api = authClient(t.app, mailbox, '10.3.0.1');
  });
  afterAll(async () => {
    await t.close();
    await google.close();
    await mailbox.close();
  });

  it('registers with a valid token, signs in, and logs in again as the same user', async () => {
    const reg = await api.post('/register-with-google', { token: await idToken('g-ann', { locale: 'uk' }) });
    expect(reg.statusCode).toBe(200);
    expect(reg.json()).toMatchObject({
      email: 'g-ann@gmail.com',
      name: 'Person g-ann',
      language: 'uk',
      status: 'active',
      emailVerified: true,
      hasGoogle: true,
      hasPassword: false,
      registrationComplete: false,
    });
    expect((await api.get('/profile', sessionCookie(reg))).statusCode).toBe(200);

    const login = await api.post('/login-with-google', { token: await idToken('g-ann') });
    expect(login.statusCode).toBe(200);
    expect(login.json().id).toBe(reg.json().id);

    const complete = await api.post(
      '/register-with-google-complete',
      { companyName: 'Ann Bistro' },
      sessionCookie(login),
    );
    expect(complete.statusCode).toBe(200);
    expect(complete.json()).toMatchObject({ registrationComplete: true, role: { slug: 'administrator' } });
  });

  it('registers the account and the company in one call with a token', async () => {
    const res = await api.post('/register-with-google-complete', {
      token: await idToken('g-bob'),
      companyName: 'Bob Bar',
      currency: 'USD',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      email: 'g-bob@gmail.com',
      structure: { name: 'Bob Bar', slug: 'bob-bar' },
    });
    expect((await api.get('/profile', sessionCookie(res))).json().structure.slug).toBe('bob-bar');
    const again = await api.post('/register-with-google-complete', {
      token: await idToken('g-bob'),
      companyName: 'X',
    });
    expect(again.json().code).toBe('REGISTRATION_ALREADY_COMPLETE');
  });

  it('signs an unknown Google account in by registering it', async () => {
    const res = await api.post('/login-with-google', { token: await idToken('g-new') });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: 'g-new@gmail.com', registrationComplete: false });
  });

  it('links Google to an existing password account with the same address', async () => {
    await api.activeAccount('g-cat@gmail.com', 'cat password');
    const res = await api.post('/login-with-google', { token: await idToken('g-cat') });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: 'g-cat@gmail.com', hasGoogle: true, hasPassword: true });
  });

  it('rejects a wrong audience, an expired token, an unverified address and a foreign signature', async () => {
    const expired = await google.sign(
      { email: 'late@gmail.com', email_verified: true },
      { audience: CLIENT_ID, subject: 'g-late', expiresIn: Math.floor(Date.now() / 1000) - 600 },
    );
    const otherKeys = await startGoogleKeys();
    const foreign = await otherKeys.sign(
      { email: 'eve@gmail.com', email_verified: true },
      { audience: CLIENT_ID, subject: 'g-eve' },
    );
    await otherKeys.close();
    const bad = [
      await idToken('g-aud', {}, 'someone-else.apps.googleusercontent.com'),
      expired,
      await idToken('g-unverified', { email_verified: false }),
      await google.sign(
        { email: 'iss@gmail.com', email_verified: true },
        {
          audience: CLIENT_ID,
          subject: 'g-iss',
          issuer: 'https://evil.example.com',
        },
      ),
      foreign,
      'not-a-jwt-at-all-but-long-enough',
    ];
    const reasons: string[] = [];
    for (const token of bad) {
      const res = await api.post('/login-with-google', { token });
      expect(res.statusCode, token).toBe(401);
      expect(res.json().code).toBe('GOOGLE_TOKEN_INVALID');
      reasons.push(res.json().message);
    }
    expect(reasons.join('\n')).toMatch(/aud[\s\S]*exp[\s\S]*not verified[\s\S]*iss[\s\S]*key/i);
  });

  it('answers 503 GOOGLE_NOT_CONFIGURED without a client id, and publishes the client id when set', async () => {
    const app = await buildApp({
      config: { ...t.config, GOOGLE_CLIENT_ID: undefined },
      database: t.database,
      serveWeb: false,
    });
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/login-with-google',
      payload: { token: await idToken('g-off') },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe('GOOGLE_NOT_CONFIGURED');
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/app/settings' })).json().googleClientId,
    ).toBeNull();
    await app.close();
    expect((await api.get('/app/settings')).json().googleClientId).toBe(CLIENT_ID);
  });
});
