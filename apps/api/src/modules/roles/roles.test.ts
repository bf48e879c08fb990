import { SYSTEM_ROLE_PERMISSIONS } from '@guestloop/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createUser, signIn } from '../../test/users';
import { addRole, api, failedPaths, setRole } from '../users/staff.test-support';

describe('roles', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  beforeAll(async () => {
    t = await createTestApp();
    http = api(t.app);
  });
  afterAll(() => t.close());

  async function company() {
    const admin = await createUser(t.app.db);
    return { admin, cookie: await signIn(t.app, admin), structureId: admin.structureId! };
  }
  const storedPermissions = async (structureId: string, slug: string) => {
    const [row] = await t.app.db
      .select({ permissions: roles.permissions })
      .from(roles)
      .where(and(eq(roles.structureId, structureId), eq(roles.slug, slug)));
    return row?.permissions;
  };

  it('lists the built-in roles with their user counts, and shows one by slug', async () => {
    const { cookie, structureId } = await company();
    await createUser(t.app.db, { structure: structureId, role: 'waiter' });
    await createUser(t.app.db, { structure: structureId, role: 'waiter' });
    const res = await http.get('/roles', cookie);
    expect(res.statusCode).toBe(200);
    const items = res.json().items as { slug: string; userCount: number; isSystem: boolean }[];
    expect(items.map((r) => [r.slug, r.userCount, r.isSystem])).toEqual([
      ['administrator', 1, true],
      ['manager', 0, true],
      ['waiter', 2, true],
    ]);
    const one = await http.get('/role/waiter', cookie);
    expect(one.json()).toMatchObject({
      slug: 'waiter',
      name: 'Waiter',
      permissions: [...SYSTEM_ROLE_PERMISSIONS.waiter],
      userCount: 2,
    });
    expect((await http.get('/role/nobody', cookie)).statusCode).toBe(404);
  });

  it('refuses waiters and callers without a session', async () => {
    const { structureId } = await company();
    const waiter = await signIn(
      t.app,
      await createUser(t.app.db, { structure: structureId, role: 'waiter' }),
    );
    for (const res of [
      await http.get('/roles', waiter),
      await http.get('/role/waiter', waiter),
      await http.post('/role/create', waiter, { name: 'X', permissions: [] }),
      await http.post('/role/update', waiter, { slug: 'waiter', name: 'X' }),
      await http.post('/role/update-permission', waiter, { slug: 'waiter', permissions: [] }),
      await http.del('/role/waiter', waiter),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    expect((await http.get('/roles')).statusCode).toBe(401);
    expect(await storedPermissions(structureId, 'waiter')).toEqual([...SYSTEM_ROLE_PERMISSIONS.waiter]);
  });

  it('creates roles with a given or derived slug, and refuses a taken one', async () => {
    const { cookie } = await company();
    const made = await http.post('/role/create', cookie, {
      name: 'Shift lead',
      permissions: ['orders.view', 'orders.view', 'menus.manage'],
    });
    expect(made.statusCode).toBe(200);
    expect(made.json()).toMatchObject({
      slug: 'shift-lead',
      name: 'Shift lead',
      permissions: ['orders.view', 'menus.manage'],
      isSystem: false,
      userCount: 0,
    });
    const second = await http.post('/role/create', cookie, { name: 'Shift  Lead!', permissions: [] });
    expect(second.json().slug).toBe('shift-lead-2');
    const named = await http.post('/role/create', cookie, { name: 'Bar', slug: 'bar-team', permissions: [] });
    expect(named.json().slug).toBe('bar-team');
    const taken = await http.post('/role/create', cookie, { name: 'Other', slug: 'waiter', permissions: [] });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'CONFLICT', details: { reason: 'slug-taken' } });
  });

  it('rejects malformed bodies with the field paths', async () => {
    const { cookie } = await company();
    expect(
      failedPaths(
        await http.post('/role/create', cookie, { name: ' ', permissions: ['menus.manage', 'fly'] }),
      ),
    ).toEqual(['body.name', 'body.permissions.1']);
    expect(failedPaths(await http.post('/role/create', cookie, { name: 'A', slug: 'Not A Slug' }))).toEqual([
      'body.slug',
      'body.permissions',
    ]);
    expect(failedPaths(await http.post('/role/update', cookie, { slug: 'waiter' }))).toEqual(['body.name']);
    expect(
      failedPaths(await http.post('/role/update-permission', cookie, { slug: 'waiter', permissions: 'all' })),
    ).toEqual(['body.permissions']);
    expect(failedPaths(await http.get('/role/UPPER', cookie))).toEqual(['params.slug']);
  });

  it('renames built-in roles but never changes a slug', async () => {
    const { cookie } = await company();
    const res = await http.post('/role/update', cookie, { slug: 'waiter', name: 'Server' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ slug: 'waiter', name: 'Server', isSystem: true });
    expect((await http.post('/role/update', cookie, { slug: 'nobody', name: 'X' })).statusCode).toBe(404);
  });

  it('changes what holders may do on their next request', async () => {
    const { cookie, structureId } = await company();
    await http.post('/role/create', cookie, { name: 'Team lead', permissions: ['users.manage'] });
    const lead = await createUser(t.app.db, { structure: structureId, role: 'waiter' });
    const leadCookie = await signIn(t.app, lead);
    expect((await http.get('/users', leadCookie)).statusCode).toBe(403);
    await http.post('/user/update', cookie, { id: lead.id, roleSlug: 'team-lead' });
    expect((await http.get('/users', leadCookie)).statusCode).toBe(200);

    const cut = await http.post('/role/update-permission', cookie, {
      slug: 'team-lead',
      permissions: ['menus.manage', 'statistics.view'],
    });
    expect(cut.statusCode).toBe(200);
    expect(cut.json()).toMatchObject({ permissions: ['menus.manage', 'statistics.view'], userCount: 1 });
    expect((await http.get('/users', leadCookie)).statusCode).toBe(403);
    const profile = await http.get('/profile', leadCookie);
    expect(profile.json().permissions).toEqual(['menus.manage', 'statistics.view']);
  });

  it('keeps a company with somebody who can manage users and roles (409 last-manager)', async () => {
    const { admin, structureId } = await company();
    const owners = await addRole(t.app.db, structureId, 'owners', ['users.manage', 'roles.manage']);
    const owner = await createUser(t.app.db, { structure: structureId, role: null });
    await setRole(t.app.db, owner.id, owners.id);
    await t.app.db.update(users).set({ status: 'disabled' }).where(eq(users.id, admin.id));
    const res = await http.post('/role/update-permission', await signIn(t.app, owner), {
      slug: 'owners',
      permissions: ['users.manage'],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().details).toEqual({ reason: 'last-manager' });
    expect(await storedPermissions(structureId, 'owners')).toEqual(['users.manage', 'roles.manage']);
  });

  it('keeps every permission of the administrator role, even for administrators', async () => {
    const { cookie, structureId } = await company();
    // Another keeper exists, so only the administrator rule stands in the way.
    const owners = await addRole(t.app.db, structureId, 'owners', [...SYSTEM_ROLE_PERMISSIONS.administrator]);
    await setRole(
      t.app.db,
      (await createUser(t.app.db, { structure: structureId, role: null })).id,
      owners.id,
    );
    const res = await http.post('/role/update-permission', cookie, {
      slug: 'administrator',
      permissions: ['users.manage', 'roles.manage', 'menus.manage'],
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN', details: { reason: 'administrator-role' } });
    expect(await storedPermissions(structureId, 'administrator')).toEqual([
      ...SYSTEM_ROLE_PERMISSIONS.administrator,
    ]);
    const same = await http.post('/role/update-permission', cookie, {
      slug: 'administrator',
      permissions: [...SYSTEM_ROLE_PERMISSIONS.administrator],
    });
    expect(same.statusCode).toBe(200);
  });

  it('refuses a role manager who tries to demote the administrator role, which keeps every right', async () => {
    const { cookie: adminCookie, structureId } = await company();
    const keepers = await addRole(t.app.db, structureId, 'keepers', ['users.manage', 'roles.manage']);
    const keeper = await createUser(t.app.db, { structure: structureId, role: null });
    await setRole(t.app.db, keeper.id, keepers.id);
    const cookie = await signIn(t.app, keeper);

    const strip = await http.post('/role/update-permission', cookie, {
      slug: 'administrator',
      permissions: SYSTEM_ROLE_PERMISSIONS.administrator.filter(
        (p) => p !== 'users.manage' && p !== 'roles.manage',
      ),
    });
    expect(strip.statusCode).toBe(403);
    expect(strip.json().code).toBe('FORBIDDEN');
    const rename = await http.post('/role/update', cookie, { slug: 'administrator', name: 'Intern' });
    expect(rename.statusCode).toBe(403);
    expect((await http.del('/role/administrator', cookie)).statusCode).toBe(403);

    const admin = await http.get('/role/administrator', adminCookie);
    expect(admin.json()).toMatchObject({
      name: 'Administrator',
      permissions: [...SYSTEM_ROLE_PERMISSIONS.administrator],
    });
    const profile = await http.get('/profile', adminCookie);
    expect([...profile.json().permissions].sort()).toEqual([...SYSTEM_ROLE_PERMISSIONS.administrator].sort());
  });

  it('keeps a weaker role manager from making a user or a role stronger than they are', async () => {
    const { structureId } = await company();
    const keepers = await addRole(t.app.db, structureId, 'keepers', ['users.manage', 'roles.manage']);
    const keeper = await createUser(t.app.db, { structure: structureId, role: null });
    await setRole(t.app.db, keeper.id, keepers.id);
    const cookie = await signIn(t.app, keeper);
    const cashiers = await addRole(t.app.db, structureId, 'cashiers', ['payments.manage']);
    const cashier = await createUser(t.app.db, { structure: structureId, role: null });
    await setRole(t.app.db, cashier.id, cashiers.id);
    const cashierCookie = await signIn(t.app, cashier);

    const newcomer = await createUser(t.app.db, { structure: structureId, role: null });
    for (const roleSlug of ['administrator', 'cashiers']) {
      const promote = await http.post('/user/update', cookie, { id: newcomer.id, roleSlug });
      expect(promote.statusCode).toBe(403);
    }
    const hired = await http.post('/user/create', cookie, {
      name: 'Boss',
      email: 'boss@example.test',
      password: 'long enough 1',
      roleSlug: 'cashiers',
    });
    expect(hired.statusCode).toBe(403);
    expect((await http.get('/profile', await signIn(t.app, newcomer))).json().permissions).toEqual([]);
    // Adding rights the caller holds to a role that is already beyond them makes its holders stronger.
    const boost = await http.post('/role/update-permission', cookie, {
      slug: 'cashiers',
      permissions: ['payments.manage', 'users.manage', 'roles.manage'],
    });
    expect(boost.statusCode).toBe(403);
    const trim = await http.post('/role/update-permission', cookie, { slug: 'cashiers', permissions: [] });
    expect(trim.statusCode).toBe(403);
    expect((await http.del('/role/cashiers', cookie)).statusCode).toBe(403);

    expect((await http.get('/profile', cashierCookie)).json().permissions).toEqual(['payments.manage']);
    expect((await http.get('/users', cashierCookie)).statusCode).toBe(403);
    expect(await storedPermissions(structureId, 'cashiers')).toEqual(['payments.manage']);
  });

  it('still lets the administrator create, rename, change and delete roles', async () => {
    const { cookie, structureId } = await company();
    const made = await http.post('/role/create', cookie, {
      name: 'Cashiers',
      permissions: ['payments.manage', 'orders.view'],
    });
    expect(made.statusCode).toBe(200);
    const renamed = await http.post('/role/update', cookie, { slug: 'cashiers', name: 'Till' });
    expect(renamed.json()).toMatchObject({ slug: 'cashiers', name: 'Till' });
    const changed = await http.post('/role/update-permission', cookie, {
      slug: 'manager',
      permissions: ['menus.manage', 'payments.manage'],
    });
    expect(changed.statusCode).toBe(200);
    expect(await storedPermissions(structureId, 'manager')).toEqual(['menus.manage', 'payments.manage']);
    expect(
      (await http.post('/role/update', cookie, { slug: 'administrator', name: 'Owner' })).statusCode,
    ).toBe(200);
    expect((await http.del('/role/cashiers', cookie)).json()).toEqual({ ok: true });
  });

  it('lets nobody grant or take away permissions they do not hold', async () => {
    const { structureId } = await company();
    const role = await addRole(t.app.db, structureId, 'role-admins', ['roles.manage', 'menus.manage']);
    const roleAdmin = await createUser(t.app.db, { structure: structureId, role: null });
    await setRole(t.app.db, roleAdmin.id, role.id);
    const cookie = await signIn(t.app, roleAdmin);
    const grant = await http.post('/role/create', cookie, {
      name: 'Cashier',
      permissions: ['payments.manage'],
    });
    expect(grant.statusCode).toBe(403);
    const take = await http.post('/role/update-permission', cookie, { slug: 'manager', permissions: [] });
    expect(take.statusCode).toBe(403);
    const own = await http.post('/role/create', cookie, { name: 'Menu team', permissions: ['menus.manage'] });
    expect(own.statusCode).toBe(200);
    expect(await storedPermissions(structureId, 'manager')).toEqual([...SYSTEM_ROLE_PERMISSIONS.manager]);
  });

  it('deletes only custom roles that nobody holds', async () => {
    const { cookie, structureId } = await company();
    expect((await http.del('/role/manager', cookie)).json().details).toEqual({ reason: 'system-role' });
    await addRole(t.app.db, structureId, 'busy', []);
    await addRole(t.app.db, structureId, 'idle', []);
    const holder = await createUser(t.app.db, { structure: structureId, role: 'waiter' });
    await http.post('/user/update', cookie, { id: holder.id, roleSlug: 'busy' });
    const busy = await http.del('/role/busy', cookie);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().details).toEqual({ reason: 'role-in-use' });
    expect((await http.del('/role/idle', cookie)).json()).toEqual({ ok: true });
    expect((await http.get('/role/idle', cookie)).statusCode).toBe(404);
  });

  it("answers 404 for another company's roles and changes nothing", async () => {
    const a = await company();
    const b = await company();
    await addRole(t.app.db, b.structureId, 'b-only', ['menus.manage']);
    expect((await http.get('/role/b-only', a.cookie)).statusCode).toBe(404);
    expect((await http.post('/role/update', a.cookie, { slug: 'b-only', name: 'Mine' })).statusCode).toBe(
      404,
    );
    const perms = await http.post('/role/update-permission', a.cookie, { slug: 'b-only', permissions: [] });
    expect(perms.statusCode).toBe(404);
    expect((await http.del('/role/b-only', a.cookie)).statusCode).toBe(404);
    expect(await storedPermissions(b.structureId, 'b-only')).toEqual(['menus.manage']);
    // The same slug in A is A's own role, not B's.
    await http.post('/role/update', a.cookie, { slug: 'waiter', name: 'A waiter' });
    expect((await http.get('/role/waiter', b.cookie)).json().name).toBe('Waiter');
  });
});
