import { ZCustomerProfile } from '@guestloop/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createTestApp, sessionCookie, type TestApp } from '../../test/app';
import { createUser, signIn } from '../../test/users';
import { type Mailbox, startMailbox } from '../auth/auth.test-support';
import { makeMenu } from '../menus/menus.test-support';
import { newCompany } from '../structure/structure.test-support';
import { guestSignIn } from './guest-sign-in.test-support';

describe('guest accounts made by a sign-in code', () => {
  let t: TestApp;
  let mailbox: Mailbox;
  let ip = 0;
  let menu: Awaited<ReturnType<typeof makeMenu>>;

  const call = (method: 'GET' | 'POST', url: string, cookies: string[], payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { cookie: cookies.filter(Boolean).join('; ') },
      ...(payload && { payload }),
    });
  /** Signs in by code (from this device's cookies, if any); the session cookie. */
  const signInByCode = async (email: string, device?: string) => {
    const guest = guestSignIn(t.app, mailbox, `10.9.2.${++ip}`);
    expect((await guest.askCode(email, {}, device)).statusCode).toBe(200);
    const { code } = await guest.mailedCode(email);
    const res = await guest.verify(email, code, device);
    return { res, cookie: res.statusCode === 200 ? sessionCookie(res) : '' };
  };
  const newDevice = async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/customer/create/online-menu/x' });
    return String([res.headers['set-cookie']].flat()[0]).split(';')[0] ?? '';
  };

  beforeAll(async () => {
    mailbox = await startMailbox();
    t = await createTestApp({ SMTP_URL: mailbox.url });
    const company = await newCompany(t);
    menu = await makeMenu(company.api);
    await company.api.post(`${menu.base}/active`, { isActive: true });
  });
  afterAll(async () => {
    await t.close();
    await mailbox.close();
  });

  it("hands the device's orders and details to the account, shown on the guest's profile", async () => {
    const device = await newDevice();
    await call('POST', '/customer', [device]);
    await t.app.inject({
      method: 'PUT',
      url: '/api/v1/customer',
      headers: { cookie: device },
      payload: { name: 'Oana' },
    });
    const placed = (
      await call('POST', '/order/create', [device], {
        menuSlug: menu.slug,
        type: 'pickup',
        lines: [{ itemId: menu.item.id, optionIndex: 0, quantity: 1 }],
        idempotencyKey: `guest-account-${Date.now()}`,
      })
    ).json() as { slug: string };

    const { res, cookie } = await signInByCode('oana@guest.test', device);
    expect(res.json()).toMatchObject({ name: 'Oana', guestAccount: true });
    const profile = ZCustomerProfile.parse(
      (await call('GET', `/customer/profile?menu=${menu.slug}`, [device, cookie])).json(),
    );
    expect(profile.user.email).toBe('oana@guest.test');
    expect(profile.orders.map((o) => o.slug)).toEqual([placed.slug]);

    // Another device, the same code sign-in: the same account and orders.
    const again = await signInByCode('oana@guest.test', await newDevice());
    const elsewhere = ZCustomerProfile.parse(
      (await call('GET', `/customer/profile?menu=${menu.slug}`, [again.cookie])).json(),
    );
    expect(elsewhere.orders.map((o) => o.slug)).toEqual([placed.slug]);
  });

  it('gives a guest account no staff reach: it answers as an account without a company and cannot set one up', async () => {
    const { cookie } = await signInByCode('only-a-guest@guest.test');
    const plain = await signIn(t.app, await createUser(t.app.db, { structure: null }));

    const menuOf = async (who: string) => (await call('GET', '/profile/menu', [who])).json();
    expect(await menuOf(cookie)).toEqual(await menuOf(plain));
    const structure = await call('GET', '/structure', [cookie]);
    expect(structure.statusCode).toBe(403);
    expect((await call('GET', '/online-menus', [cookie])).statusCode).toBe(403);

    const setUp = await call('POST', '/register-complete', [cookie], { companyName: 'Sneaky Bistro' });
    expect(setUp.statusCode).toBe(403);
    expect(setUp.json().code).toBe('FORBIDDEN');
    const [row] = await t.app.db.select().from(users).where(eq(users.email, 'only-a-guest@guest.test'));
    expect(row?.structureId).toBeNull();
  });

  it("signs a staff member's address in to their own account, which stays a staff account", async () => {
    const company = await newCompany(t);
    const { res } = await signInByCode(company.admin.email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: company.admin.id,
      guestAccount: false,
      registrationComplete: true,
    });
  });

  it('drops the password of a pending registration of the address before its owner gets in', async () => {
    const squatter = await createUser(t.app.db, {
      structure: null,
      status: 'pending',
      email: 'owner@guest.test',
      password: 'someone-elses-password',
    });
    const { res } = await signInByCode('owner@guest.test');
    expect(res.json()).toMatchObject({
      id: squatter.id,
      status: 'active',
      hasPassword: false,
      guestAccount: true,
    });
    const login = await call('POST', '/login', [], {
      email: 'owner@guest.test',
      password: 'someone-elses-password',
    });
    expect(login.statusCode).toBe(401);
  });

  it('refuses a disabled account after its code', async () => {
    await createUser(t.app.db, { structure: null, status: 'disabled', email: 'gone@guest.test' });
    const { res } = await signInByCode('gone@guest.test');
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('ACCOUNT_DISABLED');
  });

  it('makes a guest account an ordinary one when its owner chooses a password on the staff pages', async () => {
    const { cookie } = await signInByCode('grows-up@guest.test');
    await call('POST', '/logout', [cookie]);
    await call('POST', '/reset-password-email-send', [], { email: 'grows-up@guest.test' });
    const mail = await mailbox.next('grows-up@guest.test');
    const token = /reset-password\?token=([\w-]+)/.exec(mail.text)?.[1];
    const reset = await call('POST', '/reset-password', [], { token, password: 'a new password' });
    expect(reset.json()).toMatchObject({ guestAccount: false, hasPassword: true });
    const setUp = await call('POST', '/register-complete', [sessionCookie(reset)], {
      companyName: 'Own Bistro',
    });
    expect(setUp.json()).toMatchObject({ registrationComplete: true, guestAccount: false });
  });
});
