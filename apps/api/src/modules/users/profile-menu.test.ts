import { PROFILE_MENU_SECTIONS } from '@guestloop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { createUser, signIn } from '../../test/users';
import { makeMenu } from '../menus/menus.test-support';
import { newCompany } from '../structure/structure.test-support';
import { registerMenuBadgeSource } from './contributions';
import { addRole, api, setRole } from './staff.test-support';

type Entry = { id: string; show: boolean; notifyCount: number };

describe('profile menu', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  beforeAll(async () => {
    t = await createTestApp();
    http = api(t.app);
  });
  afterAll(() => t.close());

  const menuOf = async (cookie: string) => {
    const res = await http.get('/profile/menu', cookie);
    expect(res.statusCode).toBe(200);
    return res.json().items as Entry[];
  };
  const shown = async (cookie: string) => (await menuOf(cookie)).filter((e) => e.show).map((e) => e.id);
  const countOf = async (cookie: string, id: string) =>
    (await menuOf(cookie)).find((e) => e.id === id)?.notifyCount;

  it('shows only sections that exist, even to someone holding every permission', async () => {
    const admin = await createUser(t.app.db);
    const items = await menuOf(await signIn(t.app, admin));
    expect(items.map((e) => e.id)).toEqual(PROFILE_MENU_SECTIONS.map((s) => s.id));
    expect(items[0]).toEqual({ id: 'dashboard', show: true, notifyCount: 0 });
    expect(items.filter((e) => e.show).map((e) => e.id)).toEqual([
      'dashboard',
      'menus',
      'orders',
      'tables',
      'payments',
      'bonus-program',
      'surveys',
      'enps',
      'quizzes',
      'metrics',
      'reviews',
      'qr-pages',
      'statistics',
      'media',
      'content',
      'company',
      'locations',
      'users',
      'roles',
      'integrations',
      'notifications',
      'profile',
    ]);
    for (const id of PROFILE_MENU_SECTIONS.filter((s) => !s.built).map((s) => s.id)) {
      expect(items.find((e) => e.id === id)).toEqual({ id, show: false, notifyCount: 0 });
    }
  });

  it('shows the sections the role allows, following permission changes at once', async () => {
    const admin = await createUser(t.app.db);
    const adminCookie = await signIn(t.app, admin);
    const waiter = await createUser(t.app.db, { structure: admin.structureId, role: 'waiter' });
    expect(await shown(await signIn(t.app, waiter))).toEqual(['dashboard', 'orders', 'profile']);

    const role = await addRole(t.app.db, admin.structureId!, 'host', ['media.manage', 'reviews.manage']);
    const host = await createUser(t.app.db, { structure: admin.structureId, role: null });
    await setRole(t.app.db, host.id, role.id);
    const cookie = await signIn(t.app, host);
    expect(await shown(cookie)).toEqual(['dashboard', 'reviews', 'media', 'profile']);
    await http.post('/role/update-permission', adminCookie, {
      slug: 'host',
      permissions: ['media.manage', 'locations.manage'],
    });
    expect(await shown(cookie)).toEqual(['dashboard', 'media', 'locations', 'profile']);

    const loner = await createUser(t.app.db, { structure: null });
    expect(await shown(await signIn(t.app, loner))).toEqual(['dashboard', 'profile']);
    expect((await http.get('/profile/menu')).statusCode).toBe(401);
  });

  it('adds the counts other modules report to the sections the user may open', async () => {
    const admin = await createUser(t.app.db);
    const waiter = await createUser(t.app.db, { structure: admin.structureId, role: 'waiter' });
    registerMenuBadgeSource('test-badges', async (_db, viewer) =>
      viewer.structureId === admin.structureId ? { users: 3, orders: 2 } : {},
    );
    try {
      const items = await menuOf(await signIn(t.app, waiter));
      expect(items.find((e) => e.id === 'orders')?.notifyCount).toBe(2);
      expect(items.find((e) => e.id === 'users')).toEqual({ id: 'users', show: false, notifyCount: 0 });
    } finally {
      registerMenuBadgeSource('test-badges', async () => ({}));
    }
  });

  it('counts the orders placed since each member last opened the orders list', async () => {
    const company = await newCompany(t);
    const menu = await makeMenu(company.api);
    await company.api.post(`${menu.base}/active`, { isActive: true });
    const guest = await t.app.inject({ method: 'POST', url: '/api/v1/customer/create/online-menu/x' });
    const guestCookie = String(guest.headers['set-cookie']).split(';')[0] ?? '';
    let keys = 0;
    const placeOrder = async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/order/create',
        headers: { cookie: guestCookie },
        payload: {
          menuSlug: menu.slug,
          type: 'pickup',
          lines: [{ itemId: menu.item.id, optionIndex: 0, quantity: 1 }],
          idempotencyKey: `badge-${++keys}-${Date.now()}`,
        },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    const adminCookie = await signIn(t.app, company.admin);
    const waiter = await createUser(t.app.db, { structure: company.structureId, role: 'waiter' });
    const waiterCookie = await signIn(t.app, waiter);

    await placeOrder();
    await placeOrder();
    expect(await countOf(adminCookie, 'orders')).toBe(2);
    expect(await countOf(waiterCookie, 'orders')).toBe(2);

    // The waiter opens the orders list: their count clears, the administrator's stays.
    const seen = await http.post('/profile/menu/seen', waiterCookie, { id: 'orders' });
    expect(seen.statusCode).toBe(200);
    expect(await countOf(waiterCookie, 'orders')).toBe(0);
    expect(await countOf(adminCookie, 'orders')).toBe(2);

    await placeOrder();
    expect(await countOf(waiterCookie, 'orders')).toBe(1);
    expect(await countOf(adminCookie, 'orders')).toBe(3);

    // Another company's orders never count.
    const other = await newCompany(t);
    expect(await countOf(await signIn(t.app, other.admin), 'orders')).toBe(0);
    expect((await http.post('/profile/menu/seen', waiterCookie, { id: 'nowhere' })).statusCode).toBe(400);
  });
});
