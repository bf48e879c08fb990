import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invites, structures, users } from '../../db/schema';
import { createTestApp, sessionCookie, type TestApp } from '../../test/app';
import { createUser, signIn } from '../../test/users';
import { type Mailbox, startGoogleKeys, startMailbox } from '../auth/auth.test-support';
import { addRole, api, failedPaths, setRole } from '../users/staff.test-support';

const CLIENT_ID = 'guestloop-invites.apps.googleusercontent.com';

describe('invitations', () => {
  let t: TestApp;
  let mailbox: Mailbox;
  let google: Awaited<ReturnType<typeof startGoogleKeys>>;
  let http: ReturnType<typeof api>;
  beforeAll(async () => {
    mailbox = await startMailbox();
    google = await startGoogleKeys();
    t = await createTestApp({
      SMTP_URL: mailbox.url,
      PUBLIC_URL: 'https://guestloop.test',
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_JWKS_URL: google.jwksUrl,
    });
    http = api(t.app, '10.7.0.1');
  });
  afterAll(async () => {
    await t.close();
    await google.close();
    await mailbox.close();
  });

  async function company() {
    const admin = await createUser(t.app.db, { name: 'Alex Linden' });
    return { admin, cookie: await signIn(t.app, admin), structureId: admin.structureId! };
  }
  const invite = async (cookie: string, body: object) => {
    const res = await http.post('/invite-create', cookie, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { code: string; url: string; expiresAt: string; emailSent: boolean };
  };
  const accept = (code: string, body: object) => http.post(`/invite/${code}`, undefined, body);
  const menu = async (cookie: string) =>
    ((await http.get('/profile/menu', cookie)).json().items as { id: string; show: boolean }[])
      .filter((e) => e.show)
      .map((e) => e.id);

  it('mails the link in the company language; the invitee joins with the role and signs in', async () => {
    const { cookie, structureId } = await company();
    await t.app.db
      .update(structures)
      .set({ name: 'Café Nord', language: 'de' })
      .where(eq(structures.id, structureId));
    const role = await http.post('/role/create', cookie, {
      name: 'Floor manager',
      permissions: ['menus.manage', 'orders.view'],
    });
    expect(role.statusCode).toBe(200);

    const made = await invite(cookie, { roleSelected: 'floor-manager', email: 'Mia@Example.test' });
    expect(made.url).toBe(`https://guestloop.test/user/app/invite/${made.code}`);
    expect(made.emailSent).toBe(true);
    const days = (new Date(made.expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    const mail = await mailbox.next('mia@example.test');
    expect(mail.text).toContain(
      'Alex Linden hat Sie eingeladen, dem Team von Café Nord auf Guestloop als Floor manager',
    );
    expect(mail.text).toContain('Einladung annehmen');
    const link = /https:\/\/guestloop\.test\/user\/app\/invite\/([\w-]+)/.exec(mail.text)?.[1];
    expect(link).toBe(made.code);

    const shown = await http.get(`/invite/${made.code}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual({
      companyName: 'Café Nord',
      role: { slug: 'floor-manager', name: 'Floor manager' },
      email: 'mia@example.test',
      expiresAt: made.expiresAt,
    });

    const wrongAddress = await accept(made.code, {
      name: 'Mia',
      email: 'other@example.test',
      password: 'secret pass 1',
    });
    expect(failedPaths(wrongAddress)).toEqual(['body.email']);

    const joined = await accept(made.code, {
      name: 'Mia Lund',
      email: 'mia@example.test',
      password: 'secret pass 1',
    });
    expect(joined.statusCode).toBe(200);
    expect(joined.json()).toMatchObject({
      email: 'mia@example.test',
      status: 'active',
      emailVerified: true,
      structure: { id: structureId, name: 'Café Nord' },
      role: { slug: 'floor-manager' },
      permissions: ['menus.manage', 'orders.view'],
    });
    const mia = sessionCookie(joined);
    expect(await menu(mia)).toEqual(['dashboard', 'menus', 'orders', 'profile']);
    expect((await http.get('/users', mia)).statusCode).toBe(403);

    // Used once: the code is spent.
    for (const res of [
      await http.get(`/invite/${made.code}`),
      await accept(made.code, { name: 'Mia', email: 'mia2@example.test', password: 'secret pass 1' }),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('TOKEN_INVALID');
    }

    // The administrator takes a permission away: the section goes on the next request.
    await http.post('/role/update-permission', cookie, {
      slug: 'floor-manager',
      permissions: ['orders.view'],
    });
    expect(await menu(mia)).toEqual(['dashboard', 'orders', 'profile']);
  });

  it('answers expired and unknown codes, and keeps a code whose acceptance failed', async () => {
    const { admin, cookie } = await company();
    const old = await invite(cookie, { roleSelected: 'waiter' });
    expect(old.emailSent).toBe(false);
    await t.app.db
      .update(invites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invites.invitedBy, admin.id));
    for (const res of [
      await http.get(`/invite/${old.code}`),
      await accept(old.code, { name: 'Late', email: 'late@example.test', password: 'secret pass 1' }),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('TOKEN_EXPIRED');
    }
    const unknown = await http.get(`/invite/${'x'.repeat(43)}`);
    expect(unknown.statusCode).toBe(404);

    const open = await invite(cookie, { roleSelected: 'waiter' });
    const taken = await accept(open.code, { name: 'Dup', email: admin.email, password: 'secret pass 1' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('EMAIL_TAKEN');
    const joined = await accept(open.code, {
      name: 'Noa',
      email: 'noa@example.test',
      password: 'secret pass 1',
    });
    expect(joined.statusCode).toBe(200);
    expect(joined.json()).toMatchObject({ role: { slug: 'waiter' }, emailVerified: false });
  });

  it('lets only one of two simultaneous acceptances use a code', async () => {
    const { cookie, structureId } = await company();
    const made = await invite(cookie, { roleSelected: 'manager' });
    const results = await Promise.all(
      ['race-a', 'race-b', 'race-c'].map((n, i) =>
        api(t.app, `10.7.1.${i + 1}`).post(`/invite/${made.code}`, undefined, {
          name: n,
          email: `${n}@example.test`,
          password: 'secret pass 1',
        }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
    const members = await t.app.db.select().from(users).where(eq(users.structureId, structureId));
    expect(members).toHaveLength(2);
  });

  it('accepts with a Google ID token', async () => {
    const { cookie } = await company();
    const made = await invite(cookie, { roleSelected: 'waiter', email: 'g-kim@gmail.com' });
    await mailbox.next('g-kim@gmail.com');
    const token = (subject: string) =>
      google.sign(
        { email: `${subject}@gmail.com`, email_verified: true, name: 'Kim Park' },
        { audience: CLIENT_ID, subject },
      );
    const wrong = await http.post(`/invite-with-google/${made.code}`, undefined, {
      token: await token('g-lee'),
    });
    expect(failedPaths(wrong)).toEqual(['body.email']);
    const bad = await http.post(`/invite-with-google/${made.code}`, undefined, { token: 'x'.repeat(40) });
    expect(bad.statusCode).toBe(401);

    const joined = await http.post(`/invite-with-google/${made.code}`, undefined, {
      token: await token('g-kim'),
    });
    expect(joined.statusCode).toBe(200);
    expect(joined.json()).toMatchObject({
      email: 'g-kim@gmail.com',
      name: 'Kim Park',
      hasGoogle: true,
      hasPassword: false,
      emailVerified: true,
      role: { slug: 'waiter' },
    });
    expect((await http.get('/profile', sessionCookie(joined))).statusCode).toBe(200);
    const again = await http.post(`/invite-with-google/${made.code}`, undefined, {
      token: await token('g-kim'),
    });
    expect(again.json().code).toBe('TOKEN_INVALID');
  });

  it("invites only into the caller company's roles that the caller could hold, and not taken addresses", async () => {
    const a = await company();
    const b = await company();
    await addRole(t.app.db, b.structureId, 'b-only', []);
    expect((await http.post('/invite-create', a.cookie, { roleSelected: 'b-only' })).statusCode).toBe(404);
    const taken = await http.post('/invite-create', a.cookie, {
      roleSelected: 'waiter',
      email: b.admin.email,
    });
    expect(taken.json().code).toBe('EMAIL_TAKEN');

    const hr = await addRole(t.app.db, a.structureId, 'hr', ['users.manage']);
    const clerk = await createUser(t.app.db, { structure: a.structureId, role: null });
    await setRole(t.app.db, clerk.id, hr.id);
    const clerkCookie = await signIn(t.app, clerk);
    const up = await http.post('/invite-create', clerkCookie, { roleSelected: 'administrator' });
    expect(up.statusCode).toBe(403);
    expect((await http.post('/invite-create', clerkCookie, { roleSelected: 'hr' })).statusCode).toBe(200);
  });

  it('rejects malformed bodies and codes with the field paths', async () => {
    const { cookie } = await company();
    expect(
      failedPaths(await http.post('/invite-create', cookie, { roleSelected: 'Bad Slug', email: 'x' })),
    ).toEqual(['body.roleSelected', 'body.email']);
    expect(failedPaths(await http.post('/invite-create', cookie, {}))).toEqual(['body.roleSelected']);
    const made = await invite(cookie, { roleSelected: 'waiter' });
    expect(failedPaths(await accept(made.code, { password: 'short' }))).toEqual([
      'body.name',
      'body.email',
      'body.password',
    ]);
    expect(failedPaths(await http.post(`/invite-with-google/${made.code}`, undefined, {}))).toEqual([
      'body.token',
    ]);
    expect(failedPaths(await http.get('/invite/short'))).toEqual(['params.code']);
    expect((await http.get(`/invite/${made.code}`)).statusCode).toBe(200);
  });

  it('limits the public invitation calls per caller', async () => {
    const caller = api(t.app, '10.7.9.9');
    const code = 'y'.repeat(43);
    const answers: number[] = [];
    for (let i = 0; i < 11; i++) {
      answers.push(
        (
          await caller.post(`/invite/${code}`, undefined, {
            name: 'A',
            email: 'a@example.test',
            password: 'secret pass 1',
          })
        ).statusCode,
      );
    }
    expect(answers.slice(0, 10).every((s) => s === 404)).toBe(true);
    expect(answers[10]).toBe(429);
  });
});
