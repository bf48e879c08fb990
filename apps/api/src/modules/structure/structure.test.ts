import { ZLocationTree, ZMessengers, ZStructure } from '@guestloop/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { structures, users } from '../../db/schema';
import { DEMO_COMPANY_SLUG, DEMO_USERS, seedDemo } from '../../db/seed/demo';
import { createTestApp, type TestApp } from '../../test/app';
import { signIn } from '../../test/users';
import { apiAs, createRoot, createSub, insertImage, newCompany, paths } from './structure.test-support';

describe('structure (the company)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers the company of the session to every staff member, and 401 without one', async () => {
    const company = await newCompany(t);
    const { api: waiter } = await company.member('waiter');
    const res = await waiter.get('/structure');
    expect(res.statusCode).toBe(200);
    const body = ZStructure.parse(res.json());
    expect(body).toMatchObject({ id: company.structureId, language: 'en', currency: 'EUR', logoUrl: null });
    expect(body.settings.messengers).toEqual({ phone: null, viber: null, telegram: null, whatsapp: null });
    expect(body.settings.email).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/structure' })).statusCode).toBe(401);
  });

  it('updates name, language, currency and contact settings, keeping what is left out', async () => {
    const { api, structureId } = await newCompany(t);
    const res = await api.post('/structure', {
      name: '  Blue Door Bistro ',
      language: 'uk',
      currency: 'UAH',
      settings: {
        messengers: { phone: '+380 (50) 123-45-67', whatsapp: '' },
        socials: { instagram: 'https://instagram.com/bluedoor', 'web-site': '//bluedoor.example.com' },
        email: 'hello@bluedoor.example.com',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Blue Door Bistro',
      language: 'uk',
      currency: 'UAH',
      settings: {
        messengers: { phone: '+380 (50) 123-45-67', whatsapp: null, viber: null },
        socials: {
          instagram: 'https://instagram.com/bluedoor',
          'web-site': '//bluedoor.example.com',
          x: null,
        },
        email: 'hello@bluedoor.example.com',
      },
    });

    // Only the name: the settings stay; other keys kept in the JSON survive.
    await t.app.db
      .update(structures)
      .set({ settings: { ...res.json().settings, integrations: { pos: 'kept' } } })
      .where(eq(structures.id, structureId));
    const renamed = await api.post('/structure', { name: 'Blue Door' });
    expect(renamed.json()).toMatchObject({
      name: 'Blue Door',
      currency: 'UAH',
      settings: { email: 'hello@bluedoor.example.com' },
    });
    const cleared = await api.post('/structure', { settings: { email: null } });
    expect(cleared.json().settings).toMatchObject({
      email: null,
      socials: { instagram: 'https://instagram.com/bluedoor' },
    });
    const [row] = await t.app.db.select().from(structures).where(eq(structures.id, structureId));
    expect(row!.settings).toMatchObject({ integrations: { pos: 'kept' } });
  });

  it("keeps the venue's time zone (UTC until set) and refuses what is not an IANA zone", async () => {
    const { api } = await newCompany(t);
    expect((await api.get('/structure')).json().timeZone).toBe('UTC');
    const set = await api.post('/structure', { timeZone: 'Europe/Kyiv' });
    expect(set.json()).toMatchObject({ timeZone: 'Europe/Kyiv' });
    for (const timeZone of ['+02:00', 'Mars/Olympus']) {
      const bad = await api.post('/structure', { timeZone });
      expect(bad.statusCode).toBe(400);
      expect(paths(bad)).toEqual(['body.timeZone']);
    }
    expect((await api.post('/structure', { name: 'Renamed' })).json().timeZone).toBe('Europe/Kyiv');
  });

  it('rejects bad input with field paths and changes nothing', async () => {
    const { api } = await newCompany(t);
    const before = (await api.get('/structure')).json();
    const res = await api.post('/structure', {
      name: ' ',
      currency: 'BTC',
      language: 'xx',
      settings: {
        socials: { instagram: 'http://192.168.1.10/admin', facebook: 'javascript:alert(1)' },
        messengers: { phone: 'call me' },
        email: 'not-an-address',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(paths(res).sort()).toEqual(
      [
        'body.currency',
        'body.language',
        'body.name',
        'body.settings.email',
        'body.settings.messengers.phone',
        'body.settings.socials.facebook',
        'body.settings.socials.instagram',
      ].sort(),
    );
    expect((await api.get('/structure')).json()).toEqual(before);
  });

  it('sets the logo from its own media library only, and clears it with null', async () => {
    const a = await newCompany(t);
    const b = await newCompany(t);
    const own = await insertImage(t.app.db, a.structureId);
    const foreign = await insertImage(t.app.db, b.structureId);

    const set = await a.api.post('/structure/set-image', { imageId: own.id });
    expect(set.statusCode).toBe(200);
    expect(set.json().logoUrl).toBe(own.src);

    const other = await a.api.post('/structure/set-image', { imageId: foreign.id });
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('NOT_FOUND');
    expect((await a.api.get('/structure')).json().logoUrl).toBe(own.src);

    const bad = await a.api.post('/structure/set-image', { imageId: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(paths(bad)).toEqual(['body.imageId']);

    const cleared = await a.api.post('/structure/set-image', { imageId: null });
    expect(cleared.json().logoUrl).toBeNull();
  });

  it('lets only administrators change the company', async () => {
    const company = await newCompany(t);
    for (const role of ['manager', 'waiter'] as const) {
      const { api } = await company.member(role);
      expect((await api.post('/structure', { name: 'Taken over' })).statusCode).toBe(403);
      expect((await api.post('/structure/set-image', { imageId: null })).statusCode).toBe(403);
    }
    expect((await company.api.get('/structure')).json().name).not.toBe('Taken over');
  });

  it('answers the locations as a tree, each level by name', async () => {
    const { api, structureId } = await newCompany(t);
    const riverside = await createRoot(api, 'Riverside', { address: '1 Quay Street' });
    const centre = await createRoot(api, 'Centre');
    const terrace = await createSub(api, centre, 'Terrace');
    const bar = await createSub(api, centre, 'Bar');
    const corner = await createSub(api, bar, 'Corner table');

    const res = await api.get('/tree');
    expect(res.statusCode).toBe(200);
    const tree = ZLocationTree.parse(res.json());
    expect(tree.structure.id).toBe(structureId);
    const shape = (nodes: typeof tree.locations): unknown =>
      nodes.map((n) => ({ id: n.id, parentId: n.parentId, children: shape(n.children) }));
    expect(shape(tree.locations)).toEqual([
      {
        id: centre,
        parentId: null,
        children: [
          { id: bar, parentId: centre, children: [{ id: corner, parentId: bar, children: [] }] },
          { id: terrace, parentId: centre, children: [] },
        ],
      },
      { id: riverside, parentId: null, children: [] },
    ]);
    expect(tree.locations[1]).toMatchObject({
      name: 'Riverside',
      slug: 'riverside',
      address: '1 Quay Street',
    });
  });

  it('answers ready messenger and social links for the company and each location', async () => {
    const { api } = await newCompany(t);
    await api.post('/structure', { settings: { messengers: { viber: '+38 050 111 22 33' } } });
    const id = await createRoot(api, 'Harbour');
    await api.post(`/location/${id}/update`, {
      settings: {
        messengers: { phone: '+38 (050) 123-45-67', telegram: '050 123 45 67' },
        socials: { instagram: 'https://instagram.com/harbour' },
        email: 'harbour@example.com',
      },
    });
    const res = await api.get('/messengers');
    expect(res.statusCode).toBe(200);
    const body = ZMessengers.parse(res.json());
    expect(body.structure.messengers).toEqual([
      { kind: 'viber', value: '+38 050 111 22 33', href: 'viber://chat?number=%2B380501112233' },
    ]);
    expect(body.locations).toEqual([
      {
        id,
        parentId: null,
        name: 'Harbour',
        slug: 'harbour',
        messengers: [
          { kind: 'phone', value: '+38 (050) 123-45-67', href: 'tel:380501234567' },
          { kind: 'telegram', value: '050 123 45 67', href: 'https://t.me/+0501234567' },
        ],
        socials: [{ network: 'instagram', href: 'https://instagram.com/harbour' }],
        email: { value: 'harbour@example.com', href: 'mailto:harbour@example.com' },
      },
    ]);
  });

  it('gives the demo location work details, messengers and socials in the settings shape', async () => {
    await seedDemo(t.app.db);
    const [admin] = await t.app.db.select().from(users).where(eq(users.email, DEMO_USERS.administrator));
    const api = apiAs(t, await signIn(t.app, admin!));
    expect((await api.get('/structure')).json().slug).toBe(DEMO_COMPANY_SLUG);
    const tree = (await api.get('/tree')).json();
    expect(tree.locations[0]).toMatchObject({ slug: 'old-town', children: [{ slug: 'garden-terrace' }] });
    const location = (await api.get(`/location/${tree.locations[0].id}`)).json();
    expect(location.settings.workDetails.hours).toMatchObject({
      kind: 'weekly',
      days: { mon: { open: '08:00' } },
    });
    expect(location.settings.messengers.phone).not.toBeNull();
    expect(location.settings.socials.instagram).toMatch(/^https:\/\//);
    const links = (await api.get('/messengers'))
      .json()
      .locations.find((l: { slug: string }) => l.slug === 'old-town');
    expect(links.messengers).toHaveLength(4);
    expect(links.socials.length).toBeGreaterThan(0);
  });

  it('documents the routes in the API reference', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of [
      '/api/v1/tree',
      '/api/v1/structure',
      '/api/v1/location/{id}/delete',
      '/api/v1/locations/filter',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
  });
});
