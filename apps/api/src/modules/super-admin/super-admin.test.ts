import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { structures, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createUser, signIn } from '../../test/users';
import { addLocation, api, failedPaths } from '../users/staff.test-support';

describe('super admin: structures, users, roles, site contents', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let superAdmin: string;
  let superAdminId: string;
  beforeAll(async () => {
    t = await createTestApp();
    http = api(t.app);
    const made = await createUser(t.app.db, { structure: null, isSuperAdmin: true, name: 'Sam Super' });
    superAdminId = made.id;
    superAdmin = await signIn(t.app, made);
  });
  afterAll(() => t?.close());

  async function company(name: string) {
    const admin = await createUser(t.app.db, { name: `${name} Admin` });
    await t.app.db.update(structures).set({ name }).where(eq(structures.id, admin.structureId!));
    return { admin, cookie: await signIn(t.app, admin), structureId: admin.structureId! };
  }

  it('lets in only super administrators', async () => {
    const { cookie, structureId } = await company('Gatekeepers');
    const calls = [
      () => http.get('/super-admin/structures'),
      () => http.get(`/super-admin/${structureId}/structure`),
      () => http.post('/super-admin/take-over-structure', undefined, { structureId, reason: 'Look' }),
      () => http.del(`/super-admin/structure/${structureId}`),
    ];
    for (const call of calls)
      expect((await call()).json()).toMatchObject({ statusCode: 401, code: 'UNAUTHENTICATED' });
    const asAdmin = [
      http.get('/super-admin/structures', cookie),
      http.get('/super-admin/users', cookie),
      http.post('/super-admin/content', cookie, { type: 'about', language: 'en', content: 'x' }),
      http.del(`/super-admin/structure/${structureId}`, cookie),
    ];
    for (const res of await Promise.all(asAdmin)) {
      expect(res.json()).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
    }
  });

  it('lists, filters, shows, creates and updates companies', async () => {
    const { structureId } = await company('Zebra Bistro Listing');
    await addLocation(t.app.db, structureId, 'Zebra Hall');
    const found = await http.get('/super-admin/structures?search=zebra%20bistro&pageSize=5', superAdmin);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ total: 1, page: 1, pageSize: 5 });
    expect(found.json().items[0]).toMatchObject({
      id: structureId,
      name: 'Zebra Bistro Listing',
      userCount: 1,
    });
    const filtered = await http.post('/super-admin/structures/filter', superAdmin, {
      search: 'Zebra',
      language: 'de',
    });
    expect(filtered.json().total).toBe(0);

    const shown = await http.get(`/super-admin/${structureId}/structure`, superAdmin);
    expect(shown.json()).toMatchObject({ id: structureId, language: 'en', currency: 'EUR' });
    const data = await http.get(`/super-admin/${structureId}/structure-data`, superAdmin);
    expect(data.json().counts).toMatchObject({ locations: 1, users: 1, roles: 3, menus: 0, orders: 0 });

    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await http.get(`/super-admin/${unknown}/structure`, superAdmin)).json().code).toBe('NOT_FOUND');
    expect(failedPaths(await http.get('/super-admin/not-a-uuid/structure-data', superAdmin))).toEqual([
      'params.id',
    ]);
    expect(failedPaths(await http.get('/super-admin/structures?pageSize=1000', superAdmin))).toEqual([
      'querystring.pageSize',
    ]);

    const created = await http.post('/super-admin/structure-create', superAdmin, {
      name: 'Café Ünique',
      language: 'fr',
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      slug: 'cafe-unique',
      language: 'fr',
      currency: 'EUR',
      userCount: 0,
    });
    const roles = await http.get(`/super-admin/roles?structureId=${created.json().id}`, superAdmin);
    expect(
      roles
        .json()
        .items.map((r: { slug: string }) => r.slug)
        .sort(),
    ).toEqual(['administrator', 'manager', 'waiter']);
    const again = await http.post('/super-admin/structure-create', superAdmin, { name: 'Café Ünique' });
    expect(again.json().slug).toBe('cafe-unique-2');
    const taken = await http.post('/super-admin/structure-create', superAdmin, {
      name: 'Other',
      slug: 'cafe-unique',
    });
    expect(taken.json()).toMatchObject({
      statusCode: 409,
      code: 'CONFLICT',
      details: { reason: 'slug-taken' },
    });

    const updated = await http.post('/super-admin/structure-update', superAdmin, {
      id: created.json().id,
      name: 'Café Renamed',
    });
    expect(updated.json()).toMatchObject({ name: 'Café Renamed', slug: 'cafe-unique' });
    const clash = await http.post('/super-admin/structure-update', superAdmin, {
      id: created.json().id,
      slug: 'cafe-unique-2',
    });
    expect(clash.statusCode).toBe(409);
    expect(
      failedPaths(await http.post('/super-admin/structure-update', superAdmin, { id: 'x', name: '' })),
    ).toEqual(expect.arrayContaining(['body.id', 'body.name']));
    const gone = await http.post('/super-admin/structure-update', superAdmin, { id: unknown, name: 'Ghost' });
    expect(gone.statusCode).toBe(404);
  });

  it('lists users, prints one, shows their locations and deletes them', async () => {
    const { admin, structureId } = await company('Userland');
    const waiter = await createUser(t.app.db, {
      structure: structureId,
      role: 'waiter',
      name: 'Wendy Userland',
      email: 'wendy@userland.test',
    });
    const found = await http.get('/super-admin/users?search=wendy%40userland', superAdmin);
    expect(found.json().items).toEqual([
      expect.objectContaining({
        id: waiter.id,
        structure: { id: structureId, name: 'Userland' },
        role: expect.objectContaining({ slug: 'waiter' }),
        isSuperAdmin: false,
      }),
    ]);
    const ofCompany = await http.get(`/super-admin/users?structureId=${structureId}`, superAdmin);
    expect(ofCompany.json().total).toBe(2);

    const hall = await addLocation(t.app.db, structureId, 'Userland Hall');
    const adminCookie = await signIn(t.app, admin);
    await http.post(`/user/${waiter.id}/locations`, adminCookie, { locationIds: [hall] });
    const places = await http.get(`/super-admin/user/${waiter.id}/locations`, superAdmin);
    expect(places.json().items).toEqual([expect.objectContaining({ id: hall, name: 'Userland Hall' })]);
    const info = await http.get(`/super-admin/user/${waiter.id}/info/print`, superAdmin);
    expect(info.json()).toMatchObject({
      email: 'wendy@userland.test',
      locations: ['Userland Hall'],
      emailVerified: true,
      permissions: expect.arrayContaining(['orders.view']),
    });

    const self = await http.del(`/super-admin/user/${superAdminId}`, superAdmin);
    expect(self.json()).toMatchObject({ statusCode: 409, details: { reason: 'self' } });
    const lastManager = await http.del(`/super-admin/user/${admin.id}`, superAdmin);
    expect(lastManager.json()).toMatchObject({ statusCode: 409, details: { reason: 'last-manager' } });
    expect((await http.del(`/super-admin/user/${waiter.id}`, superAdmin)).json()).toEqual({ ok: true });
    expect((await http.get(`/super-admin/user/${waiter.id}/info/print`, superAdmin)).statusCode).toBe(404);
    expect((await http.del(`/super-admin/user/${waiter.id}`, superAdmin)).statusCode).toBe(404);
  });

  it('shows and changes roles; the administrator role keeps its permissions', async () => {
    const { structureId } = await company('Roleplay');
    const list = await http.get(`/super-admin/roles?structureId=${structureId}`, superAdmin);
    const byslug = Object.fromEntries(
      list.json().items.map((r: { slug: string; id: string }) => [r.slug, r.id]),
    ) as Record<string, string>;
    expect(list.json().items).toContainEqual(
      expect.objectContaining({ slug: 'administrator', userCount: 1 }),
    );
    const shown = await http.get(`/super-admin/role/${byslug.waiter}`, superAdmin);
    expect(shown.json()).toMatchObject({
      slug: 'waiter',
      userCount: 0,
      structure: { id: structureId, name: 'Roleplay' },
    });

    const renamed = await http.post('/super-admin/role-update', superAdmin, {
      id: byslug.waiter,
      name: 'Server',
      permissions: ['orders.view'],
    });
    expect(renamed.json()).toMatchObject({ name: 'Server', permissions: ['orders.view'] });
    const stripped = await http.post('/super-admin/role-update', superAdmin, {
      id: byslug.administrator,
      permissions: ['orders.view'],
    });
    expect(stripped.json()).toMatchObject({ statusCode: 403, details: { reason: 'administrator-role' } });
    const unknownPermission = await http.post('/super-admin/role-update', superAdmin, {
      id: byslug.manager,
      permissions: ['nothing.real'],
    });
    expect(failedPaths(unknownPermission)).toEqual(['body.permissions.0']);
    const missing = await http.get('/super-admin/role/00000000-0000-4000-8000-000000000000', superAdmin);
    expect(missing.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
  });

  it('keeps site contents by type and language, sanitised, and serves them publicly', async () => {
    const saved = await http.post('/super-admin/content', superAdmin, {
      type: 'terms-of-use',
      language: 'en',
      content:
        '<h2>Terms</h2><p onclick="x()">Be kind.<script>alert(1)</script></p><a href="javascript:x">x</a>',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().items).toEqual([
      expect.objectContaining({ language: 'en', content: '<h2>Terms</h2><p>Be kind.</p><a>x</a>' }),
    ]);
    await http.post('/super-admin/content', superAdmin, {
      type: 'terms-of-use',
      language: 'fr',
      content: '<p>Soyez gentils.</p>',
    });
    const list = await http.get('/super-admin/terms-of-use/contents', superAdmin);
    expect(list.json().items.map((c: { language: string }) => c.language)).toEqual(['en', 'fr']);

    const french = await t.app.inject({
      method: 'GET',
      url: '/api/v1/content/terms-of-use',
      headers: { language: 'fr' },
    });
    expect(french.json()).toMatchObject({ language: 'fr', content: '<p>Soyez gentils.</p>' });
    const german = await t.app.inject({
      method: 'GET',
      url: '/api/v1/content/terms-of-use',
      headers: { language: 'de' },
    });
    expect(german.json()).toMatchObject({ language: 'en' });
    expect((await http.get('/content/cookie-policy')).json()).toMatchObject({
      statusCode: 404,
      code: 'NOT_FOUND',
    });
    expect(failedPaths(await http.get('/content/nothing'))).toEqual(['params.id']);

    const emptied = await http.post('/super-admin/content', superAdmin, {
      type: 'terms-of-use',
      language: 'fr',
      content: '<p> </p>',
    });
    expect(emptied.json().items.map((c: { language: string }) => c.language)).toEqual(['en']);
    expect(
      failedPaths(
        await http.post('/super-admin/content', superAdmin, { type: 'x', language: 'xx', content: 1 }),
      ),
    ).toEqual(expect.arrayContaining(['body.type', 'body.language', 'body.content']));
  });

  it('takes over a company until leaving; the company reads who came, when and why', async () => {
    const target = await company('Harbour Takeover');
    const other = await company('Other Takeover');
    const bad = await http.post('/super-admin/take-over-structure', superAdmin, {
      structureId: 'x',
      reason: '',
    });
    expect(failedPaths(bad)).toEqual(expect.arrayContaining(['body.structureId', 'body.reason']));

    const started = await http.post('/super-admin/take-over-structure', superAdmin, {
      structureId: target.structureId,
      reason: 'Fixing the menu on request',
    });
    expect(started.json().takeover).toMatchObject({
      structure: { id: target.structureId, name: 'Harbour Takeover' },
      superAdmin: { name: 'Sam Super' },
      reason: 'Fixing the menu on request',
      endedAt: null,
    });
    expect((await http.get('/structure', superAdmin)).json()).toMatchObject({ id: target.structureId });
    const made = await http.post('/location/create', superAdmin, { name: 'Super Hall', slug: 'super-hall' });
    expect(made.statusCode).toBe(200);
    expect((await http.get('/super-admin/take-over', superAdmin)).json().takeover.structure.id).toBe(
      target.structureId,
    );

    // Switching companies ends the first take-over and starts another.
    await http.post('/super-admin/take-over-structure', superAdmin, {
      structureId: other.structureId,
      reason: 'Second look',
    });
    expect((await http.get('/structure', superAdmin)).json().id).toBe(other.structureId);
    expect((await http.post('/super-admin/leave-structure', superAdmin)).json()).toEqual({ takeover: null });
    expect((await http.get('/structure', superAdmin)).statusCode).toBe(403);
    expect((await http.post('/super-admin/leave-structure', superAdmin)).statusCode).toBe(404);

    const record = await http.get('/structure/takeovers', target.cookie);
    expect(record.json().items).toEqual([
      expect.objectContaining({
        reason: 'Fixing the menu on request',
        superAdmin: expect.objectContaining({ name: 'Sam Super' }),
        endedAt: expect.any(String),
      }),
    ]);
    expect((await http.get('/structure/takeovers', other.cookie)).json().items).toHaveLength(1);
    const waiter = await createUser(t.app.db, { structure: target.structureId, role: 'waiter' });
    expect((await http.get('/structure/takeovers', await signIn(t.app, waiter))).statusCode).toBe(403);
    const [account] = await t.app.db.select().from(users).where(eq(users.id, superAdminId));
    expect(account!.structureId).toBeNull();
  });
});
