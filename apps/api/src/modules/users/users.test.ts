import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, userLocations, users } from '../../db/schema';
import { createTestApp, sessionCookie, type TestApp } from '../../test/app';
import { createUser, signIn, TEST_PASSWORD } from '../../test/users';
import { addLocation, addRole, api, failedPaths } from './staff.test-support';

describe('users', () => {
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
  const userRow = async (id: string) => (await t.app.db.select().from(users).where(eq(users.id, id)))[0];
  const sessionCount = async (id: string) =>
    (await t.app.db.select().from(sessions).where(eq(sessions.userId, id))).length;
  const login = (email: string, password: string) => http.post('/login', undefined, { email, password });

  it('creates an active user who can sign in at once, in the role and locations given', async () => {
    const { cookie, structureId } = await company();
    const bar = await addLocation(t.app.db, structureId, 'Bar');
    const made = await http.post('/user/create', cookie, {
      name: 'Nadia Park',
      email: 'Nadia.Park@example.test',
      password: 'long enough 1',
      roleSlug: 'waiter',
      locationIds: [bar, bar],
    });
    expect(made.statusCode).toBe(200);
    expect(made.json()).toMatchObject({
      name: 'Nadia Park',
      email: 'nadia.park@example.test',
      role: { slug: 'waiter', name: 'Waiter' },
      status: 'active',
      locations: [{ id: bar, name: 'Bar' }],
    });
    const signedIn = await login('nadia.park@example.test', 'long enough 1');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().role.slug).toBe('waiter');

    const again = await http.post('/user/create', cookie, {
      name: 'Copy',
      email: 'NADIA.park@example.test',
      password: 'long enough 1',
      roleSlug: 'waiter',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('EMAIL_TAKEN');
  });

  it("refuses another company's role or locations and creates nobody", async () => {
    const a = await company();
    const b = await company();
    await addRole(t.app.db, b.structureId, 'b-role', []);
    const bLocation = await addLocation(t.app.db, b.structureId, 'B place');
    const base = { name: 'X', password: 'long enough 1', roleSlug: 'waiter' };
    const role = await http.post('/user/create', a.cookie, {
      ...base,
      email: 'x1@example.test',
      roleSlug: 'b-role',
    });
    expect(role.statusCode).toBe(404);
    const place = await http.post('/user/create', a.cookie, {
      ...base,
      email: 'x2@example.test',
      locationIds: [bLocation],
    });
    expect(place.statusCode).toBe(404);
    expect((await http.post('/user/exists', a.cookie, { email: 'x2@example.test' })).json()).toEqual({
      exists: false,
    });
  });

  it('lists the staff of the caller company only, with search and pages', async () => {
    const { cookie, structureId } = await company();
    const other = await company();
    for (const name of ['Anna Berg', 'Boris Chen', 'Carla Diaz']) {
      await createUser(t.app.db, { structure: structureId, role: 'waiter', name });
    }
    await createUser(t.app.db, { structure: other.structureId, name: 'Anna Outsider' });
    const all = await http.get('/users?pageSize=2', cookie);
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ total: 4, page: 1, pageSize: 2 });
    expect(all.json().items.map((u: { name: string }) => u.name)).toEqual(['Anna Berg', 'Boris Chen']);
    const page2 = await http.get('/users?pageSize=2&page=2', cookie);
    expect(page2.json().items).toHaveLength(2);
    const found = await http.get('/users?search=anna', cookie);
    expect(found.json().items.map((u: { name: string }) => u.name)).toEqual(['Anna Berg']);
    const byRole = await http.get('/users?roleSlug=administrator', cookie);
    expect(byRole.json().total).toBe(1);
    const literal = await http.get(`/users?search=${encodeURIComponent('%')}`, cookie);
    expect(literal.json().total).toBe(0);
    expect(failedPaths(await http.get('/users?page=0&pageSize=500', cookie))).toEqual([
      'querystring.page',
      'querystring.pageSize',
    ]);
  });

  it('renames, changes the role, disables (ending sessions) and re-enables a user', async () => {
    const { cookie, structureId } = await company();
    const waiter = await createUser(t.app.db, { structure: structureId, role: 'waiter' });
    const waiterCookie = await signIn(t.app, waiter);
    const renamed = await http.post('/user/update', cookie, {
      id: waiter.id,
      name: 'Sam',
      roleSlug: 'manager',
    });
    expect(renamed.json()).toMatchObject({ name: 'Sam', role: { slug: 'manager' }, status: 'active' });
    expect((await http.get('/profile', waiterCookie)).json().role.slug).toBe('manager');

    const disabled = await http.post('/user/update', cookie, { id: waiter.id, status: 'disabled' });
    expect(disabled.json().status).toBe('disabled');
    expect(await sessionCount(waiter.id)).toBe(0);
    expect((await http.get('/profile', waiterCookie)).statusCode).toBe(401);
    expect((await login(waiter.email, TEST_PASSWORD)).json().code).toBe('ACCOUNT_DISABLED');

    await http.post('/user/update', cookie, { id: waiter.id, status: 'active' });
    expect((await login(waiter.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('keeps the caller from disabling themselves and the company from losing its last manager', async () => {
    const { admin, cookie } = await company();
    const self = await http.post('/user/update', cookie, { id: admin.id, status: 'disabled' });
    expect(self.statusCode).toBe(403);
    const demote = await http.post('/user/update', cookie, { id: admin.id, roleSlug: 'manager' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().details).toEqual({ reason: 'last-manager' });
    expect((await userRow(admin.id))?.status).toBe('active');
    expect((await http.get('/profile', cookie)).json().role.slug).toBe('administrator');
  });

  it('lets an administrator set another user password, ending their sessions', async () => {
    const { admin, cookie, structureId } = await company();
    const waiter = await createUser(t.app.db, { structure: structureId, role: 'waiter' });
    await signIn(t.app, waiter);
    const res = await http.post('/user/change-password', cookie, {
      id: waiter.id,
      password: 'brand new pass',
    });
    expect(res.statusCode).toBe(200);
    expect(await sessionCount(waiter.id)).toBe(0);
    expect((await login(waiter.email, TEST_PASSWORD)).statusCode).toBe(401);
    const fresh = await login(waiter.email, 'brand new pass');
    expect(fresh.statusCode).toBe(200);
    sessionCookie(fresh);

    const own = await http.post('/user/change-password', cookie, {
      id: admin.id,
      password: 'brand new pass',
    });
    expect(own.statusCode).toBe(403);
    expect(
      failedPaths(await http.post('/user/change-password', cookie, { id: 'x', password: 'short' })),
    ).toEqual(['body.id', 'body.password']);
  });

  it("answers 404 for another company's users and changes nothing", async () => {
    const a = await company();
    const b = await company();
    const victim = await createUser(t.app.db, { structure: b.structureId, role: 'waiter', name: 'Victim' });
    const victimCookie = await signIn(t.app, victim);
    const aLocation = await addLocation(t.app.db, a.structureId, 'A place');
    for (const res of [
      await http.post('/user/update', a.cookie, { id: victim.id, name: 'Owned', status: 'disabled' }),
      await http.post('/user/change-password', a.cookie, { id: victim.id, password: 'taken over!' }),
      await http.get(`/user/${victim.id}/locations`, a.cookie),
      await http.post(`/user/${victim.id}/locations`, a.cookie, { locationIds: [aLocation] }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    const row = await userRow(victim.id);
    expect(row).toMatchObject({ name: 'Victim', status: 'active' });
    expect((await http.get('/profile', victimCookie)).statusCode).toBe(200);
    expect(await t.app.db.select().from(userLocations).where(eq(userLocations.userId, victim.id))).toEqual(
      [],
    );
  });

  it("assigns locations, refusing another company's location without changing anything", async () => {
    const a = await company();
    const b = await company();
    const waiter = await createUser(t.app.db, { structure: a.structureId, role: 'waiter' });
    const hall = await addLocation(t.app.db, a.structureId, 'Hall');
    const terrace = await addLocation(t.app.db, a.structureId, 'Terrace');
    const foreign = await addLocation(t.app.db, b.structureId, 'Foreign');
    const set = await http.post(`/user/${waiter.id}/locations`, a.cookie, { locationIds: [terrace, hall] });
    expect(set.statusCode).toBe(200);
    expect(set.json().items.map((l: { name: string }) => l.name)).toEqual(['Hall', 'Terrace']);
    const bad = await http.post(`/user/${waiter.id}/locations`, a.cookie, { locationIds: [hall, foreign] });
    expect(bad.statusCode).toBe(404);
    const now = await http.get(`/user/${waiter.id}/locations`, a.cookie);
    expect(now.json().items.map((l: { name: string }) => l.name)).toEqual(['Hall', 'Terrace']);
    const cleared = await http.post(`/user/${waiter.id}/locations`, a.cookie, { locationIds: [] });
    expect(cleared.json().items).toEqual([]);
    expect(
      failedPaths(await http.post(`/user/${waiter.id}/locations`, a.cookie, { locationIds: ['x'] })),
    ).toEqual(['body.locationIds.0']);
    expect(failedPaths(await http.get('/user/not-a-uuid/locations', a.cookie))).toEqual(['params.id']);
  });

  it('tells whether an address is taken', async () => {
    const { admin, cookie } = await company();
    expect((await http.post('/user/exists', cookie, { email: admin.email.toUpperCase() })).json()).toEqual({
      exists: true,
    });
    expect((await http.post('/user/exists', cookie, { email: 'free@example.test' })).json()).toEqual({
      exists: false,
    });
    expect(failedPaths(await http.post('/user/exists', cookie, { email: 'nope' }))).toEqual(['body.email']);
  });

  it('refuses waiters and managers on the user calls, before looking at the body', async () => {
    const { structureId } = await company();
    for (const role of ['waiter', 'manager'] as const) {
      const cookie = await signIn(t.app, await createUser(t.app.db, { structure: structureId, role }));
      for (const res of [
        await http.get('/users', cookie),
        await http.post('/user/create', cookie, { bad: true }),
        await http.post('/user/update', cookie, {}),
        await http.post('/user/change-password', cookie, {}),
        await http.post('/user/exists', cookie, { email: 'a@example.test' }),
        await http.post('/invite-create', cookie, { roleSelected: 'waiter' }),
      ]) {
        expect(res.statusCode).toBe(403);
      }
    }
  });

  it('keeps a user with fewer rights from creating or changing stronger users', async () => {
    const { admin, structureId } = await company();
    const hr = await addRole(t.app.db, structureId, 'hr', ['users.manage']);
    const clerk = await createUser(t.app.db, { structure: structureId, role: null });
    await t.app.db.update(users).set({ roleId: hr.id }).where(eq(users.id, clerk.id));
    const cookie = await signIn(t.app, clerk);
    const base = { name: 'Boss', password: 'long enough 1' };
    expect(
      (
        await http.post('/user/create', cookie, {
          ...base,
          email: 'boss@example.test',
          roleSlug: 'administrator',
        })
      ).statusCode,
    ).toBe(403);
    expect((await http.post('/user/update', cookie, { id: admin.id, status: 'disabled' })).statusCode).toBe(
      403,
    );
    expect(
      (await http.post('/user/update', cookie, { id: clerk.id, roleSlug: 'administrator' })).statusCode,
    ).toBe(403);
    // The waiter role holds order rights the clerk lacks; a role within the clerk's rights is fine.
    expect(
      (await http.post('/user/create', cookie, { ...base, email: 'w@example.test', roleSlug: 'waiter' }))
        .statusCode,
    ).toBe(403);
    await addRole(t.app.db, structureId, 'trainee', []);
    const trainee = await http.post('/user/create', cookie, {
      ...base,
      email: 't@example.test',
      roleSlug: 'trainee',
    });
    expect(trainee.statusCode).toBe(200);
  });

  it('rejects malformed create and update bodies with the field paths', async () => {
    const { cookie } = await company();
    expect(
      failedPaths(
        await http.post('/user/create', cookie, {
          name: '',
          email: 'x',
          password: 'short',
          roleSlug: 'Bad Slug',
        }),
      ),
    ).toEqual(['body.name', 'body.email', 'body.password', 'body.roleSlug']);
    expect(failedPaths(await http.post('/user/update', cookie, { id: 'nope', status: 'pending' }))).toEqual([
      'body.id',
      'body.status',
    ]);
  });
});
