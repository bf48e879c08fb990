import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invites, jobs } from '../../db/schema';
import { createTestApp, sessionCookie, type TestApp } from '../../test/app';
import { createUser, signIn } from '../../test/users';
import { type Mailbox, startMailbox } from '../auth/auth.test-support';
import { addRole, api, setRole } from '../users/staff.test-support';

type Pending = {
  id: string;
  email: string | null;
  role: { slug: string; name: string };
  invitedBy: { name: string } | null;
  createdAt: string;
  expiresAt: string;
  expired: boolean;
};

describe('pending invitations', () => {
  let t: TestApp;
  let mailbox: Mailbox;
  let http: ReturnType<typeof api>;
  beforeAll(async () => {
    mailbox = await startMailbox();
    t = await createTestApp({ SMTP_URL: mailbox.url, PUBLIC_URL: 'https://guestloop.test' });
    http = api(t.app, '10.7.3.1');
  });
  afterAll(async () => {
    await t.close();
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
  const pending = async (cookie: string) => {
    const res = await http.get('/invites', cookie);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().items as Pending[];
  };
  const codeIn = (text: string) => /https:\/\/guestloop\.test\/user\/app\/invite\/([\w-]+)/.exec(text)?.[1];
  const join = (code: string, email: string) =>
    http.post(`/invite/${code}`, undefined, { name: 'New Person', email, password: 'secret pass 1' });

  it('lists who was invited, into which role, by whom, when and until when; accepted ones leave', async () => {
    const { cookie } = await company();
    const before = Date.now();
    const mailed = await invite(cookie, { roleSelected: 'manager', email: 'Mia@Example.test' });
    await mailbox.next('mia@example.test');
    const link = await invite(cookie, { roleSelected: 'waiter' });

    const items = await pending(cookie);
    expect(items.map((i) => [i.email, i.role.slug, i.invitedBy?.name, i.expired])).toEqual([
      [null, 'waiter', 'Alex Linden', false],
      ['mia@example.test', 'manager', 'Alex Linden', false],
    ]);
    expect(new Date(items[1]!.createdAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(items[1]!.expiresAt).toBe(mailed.expiresAt);

    expect((await join(link.code, 'noa@example.test')).statusCode).toBe(200);
    expect((await pending(cookie)).map((i) => i.email)).toEqual(['mia@example.test']);
  });

  it('sends an invitation again with a new link by mail; the old link stops working', async () => {
    const { admin, cookie } = await company();
    const first = await invite(cookie, { roleSelected: 'waiter', email: 'sam@example.test' });
    expect(codeIn((await mailbox.next('sam@example.test')).text)).toBe(first.code);
    // Past its date: listed as expired, and sending it again renews it.
    await t.app.db
      .update(invites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invites.invitedBy, admin.id));
    const [stale] = await pending(cookie);
    expect(stale).toMatchObject({ email: 'sam@example.test', expired: true });

    const queuedBefore = (await t.app.db.select().from(jobs)).length;
    const again = await http.post(`/invites/${stale!.id}/resend`, cookie);
    expect(again.statusCode, again.body).toBe(200);
    const renewed = again.json() as { code: string; url: string; expiresAt: string; emailSent: boolean };
    expect(renewed.emailSent).toBe(true);
    expect(renewed.code).not.toBe(first.code);
    expect((await t.app.db.select().from(jobs)).length).toBeGreaterThan(queuedBefore);
    expect(codeIn((await mailbox.next('sam@example.test')).text)).toBe(renewed.code);
    expect((await pending(cookie))[0]).toMatchObject({ id: stale!.id, expired: false });

    expect((await http.get(`/invite/${first.code}`)).statusCode).toBe(404);
    expect((await join(first.code, 'sam@example.test')).statusCode).toBe(404);
    const joined = await join(renewed.code, 'sam@example.test');
    expect(joined.statusCode).toBe(200);
    expect((await http.get('/profile', sessionCookie(joined))).json()).toMatchObject({
      role: { slug: 'waiter' },
    });
    expect((await http.post(`/invites/${stale!.id}/resend`, cookie)).statusCode).toBe(404);
  });

  it('withdraws an invitation: its link stops working', async () => {
    const { cookie } = await company();
    const made = await invite(cookie, { roleSelected: 'manager' });
    const [item] = await pending(cookie);
    expect((await http.get(`/invite/${made.code}`)).statusCode).toBe(200);

    const revoked = await http.del(`/invites/${item!.id}`, cookie);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json()).toEqual({ ok: true });
    expect(await pending(cookie)).toEqual([]);
    expect((await http.get(`/invite/${made.code}`)).statusCode).toBe(404);
    const late = await join(made.code, 'late@example.test');
    expect(late.statusCode).toBe(404);
    expect((await http.del(`/invites/${item!.id}`, cookie)).statusCode).toBe(404);
  });

  it("is for the company's own invitations, to those who manage users and could give the role", async () => {
    const a = await company();
    const b = await company();
    await invite(a.cookie, { roleSelected: 'administrator', email: 'boss@example.test' });
    const [item] = await pending(a.cookie);
    expect(await pending(b.cookie)).toEqual([]);
    expect((await http.post(`/invites/${item!.id}/resend`, b.cookie)).statusCode).toBe(404);
    expect((await http.del(`/invites/${item!.id}`, b.cookie)).statusCode).toBe(404);

    const manager = await createUser(t.app.db, { structure: a.structureId, role: 'manager' });
    const managerCookie = await signIn(t.app, manager);
    expect((await http.get('/invites', managerCookie)).statusCode).toBe(403);

    // Someone who manages users but holds less than the administrator role cannot touch its invitation.
    const hr = await addRole(t.app.db, a.structureId, 'hr', ['users.manage']);
    const clerk = await createUser(t.app.db, { structure: a.structureId, role: null });
    await setRole(t.app.db, clerk.id, hr.id);
    const clerkCookie = await signIn(t.app, clerk);
    expect((await pending(clerkCookie)).map((i) => i.email)).toEqual(['boss@example.test']);
    expect((await http.post(`/invites/${item!.id}/resend`, clerkCookie)).statusCode).toBe(403);
    expect((await http.del(`/invites/${item!.id}`, clerkCookie)).statusCode).toBe(403);
    expect((await http.get('/invites/not-an-id', a.cookie)).statusCode).toBe(404);
    expect((await http.del('/invites/not-an-id', a.cookie)).json().details[0].path).toBe('params.id');
  });
});
