import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations, structures, userLocations } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createUser, signIn } from '../../test/users';
import {
  type Api,
  apiAs,
  type Company,
  createRoot,
  createSub,
  insertImage,
  newCompany,
} from './structure.test-support';

/** Every location call with an id, as `[method, path]`; `:id` is replaced by a location id. */
const LOCATION_CALLS = [
  ['GET', '/location/:id'],
  ['POST', '/location/:id/update'],
  ['POST', '/location/:id/create-sub'],
  ['POST', '/location/:id/set-image'],
  ['POST', '/location/:id/set-background-image'],
  ['DELETE', '/location/:id/image'],
  ['DELETE', '/location/:id/background-image'],
  ['DELETE', '/location/:id/delete'],
  ['DELETE', '/location/:id/delete?confirm=true'],
] as const;

/** Writes a waiter may not make (no locations.manage / structure.manage). */
const WRITES = [
  ['POST', '/location/create'],
  ...LOCATION_CALLS.filter(([method]) => method !== 'GET'),
  ['GET', '/locations/filter'],
  ['POST', '/structure'],
  ['POST', '/structure/set-image'],
] as const;

function call(api: Api, method: 'GET' | 'POST' | 'DELETE', path: string, body: object) {
  if (method === 'GET') return api.get(path);
  if (method === 'DELETE') return api.del(path);
  return api.post(path, body);
}

describe('structure and locations: tenant isolation and permissions', () => {
  let t: TestApp;
  let a: Company;
  let b: Company;
  let aRoot: string;
  let aSub: string;
  let aImage: { id: string; src: string };

  /** Everything of company A that a call could change. */
  const snapshot = async () => ({
    structure: await t.app.db.select().from(structures).where(eq(structures.id, a.structureId)),
    locations: (await t.app.db.select().from(locations).where(eq(locations.structureId, a.structureId))).sort(
      (x, y) => x.id.localeCompare(y.id),
    ),
    assignments: await t.app.db.select().from(userLocations).where(eq(userLocations.userId, a.admin.id)),
  });

  beforeAll(async () => {
    t = await createTestApp();
    a = await newCompany(t);
    b = await newCompany(t);
    aRoot = await createRoot(a.api, 'A main', { slug: 'a-main' });
    aSub = await createSub(a.api, aRoot, 'A terrace');
    await createRoot(a.api, 'A second');
    aImage = await insertImage(t.app.db, a.structureId);
    await a.api.post(`/location/${aRoot}/set-image`, { imageId: aImage.id });
    await t.app.db.insert(userLocations).values({ userId: a.admin.id, locationId: aSub });
    await createRoot(b.api, 'B main');
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers 404 to another company's administrator on every location call, and changes nothing", async () => {
    const bImage = await insertImage(t.app.db, b.structureId);
    const before = await snapshot();
    for (const id of [aRoot, aSub]) {
      for (const [method, path] of LOCATION_CALLS) {
        const body = path.includes('image') ? { imageId: bImage.id } : { name: 'Hijacked', slug: 'hijacked' };
        const res = await call(b.api, method, path.replace(':id', id), body);
        expect(res.statusCode, `${method} ${path}`).toBe(404);
        expect(res.json().code, `${method} ${path}`).toBe('NOT_FOUND');
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it("never shows or uses company A's data through the company calls", async () => {
    const before = await snapshot();
    const logo = await b.api.post('/structure/set-image', { imageId: aImage.id });
    expect(logo.statusCode).toBe(404);
    const own = await b.api.post(
      `/location/${(await b.api.get('/locations/all')).json().items[0].id}/set-image`,
      {
        imageId: aImage.id,
      },
    );
    expect(own.statusCode).toBe(404);

    const seen = JSON.stringify([
      (await b.api.get('/structure')).json(),
      (await b.api.get('/tree')).json(),
      (await b.api.get('/messengers')).json(),
      (await b.api.get('/locations/all')).json(),
      (await b.api.get('/locations/filter?search=A')).json(),
    ]);
    for (const secret of [a.structureId, aRoot, aSub, 'A main', 'a-main', aImage.src])
      expect(seen).not.toContain(secret);
    expect((await b.api.post('/structure', { name: 'B renamed' })).statusCode).toBe(200);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses every change to a waiter (403) and lets them read the company and its locations', async () => {
    const { api: waiter } = await a.member('waiter');
    const before = await snapshot();
    for (const [method, path] of WRITES) {
      const res = await call(waiter, method, path.replace(':id', aRoot), { name: 'X', imageId: aImage.id });
      expect(res.statusCode, `${method} ${path}`).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    expect(await snapshot()).toEqual(before);
    for (const path of ['/structure', '/tree', '/messengers', '/locations/all']) {
      expect((await waiter.get(path)).statusCode, path).toBe(200);
    }
  });

  it('lets a manager manage locations but not the company', async () => {
    const { api: manager } = await a.member('manager');
    expect((await manager.post(`/location/${aSub}/update`, { address: '3 Garden Row' })).statusCode).toBe(
      200,
    );
    expect((await manager.post('/structure', { name: 'X' })).statusCode).toBe(403);
  });

  it('asks a user without a company to finish registration', async () => {
    const lone = await createUser(t.app.db, { structure: null });
    const api = apiAs(t, await signIn(t.app, lone));
    expect((await api.get('/tree')).statusCode).toBe(403);
    expect((await api.get('/structure')).statusCode).toBe(403);
  });
});
