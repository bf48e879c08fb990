import { ZLocation, ZLocationPage } from '@guestloop/contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations, userLocations } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createRoot, createSub, insertImage, newCompany, paths } from './structure.test-support';

describe('locations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('creates root and sub-locations with unique slugs made from the name', async () => {
    const { api } = await newCompany(t);
    const first = await api.post('/location/create', { name: 'Café Lindström' });
    expect(first.statusCode).toBe(200);
    expect(ZLocation.parse(first.json())).toMatchObject({
      slug: 'cafe-lindstrom',
      parentId: null,
      address: null,
    });
    const parent = first.json().id;

    const sub = await api.post(`/location/${parent}/create-sub`, { name: 'Café Lindström' });
    expect(sub.json()).toMatchObject({ slug: 'cafe-lindstrom-2', parentId: parent });
    const chosen = await api.post(`/location/${parent}/create-sub`, {
      name: 'Terrace',
      slug: 'summer-terrace',
      address: ' 5 Dock Rd ',
    });
    expect(chosen.json()).toMatchObject({ slug: 'summer-terrace', address: '5 Dock Rd' });
    const cyrillic = await api.post(`/location/${parent}/create-sub`, { name: 'Кав’ярня' });
    expect(cyrillic.json().slug).toMatch(/^[a-z0-9-]+$/);

    const taken = await api.post(`/location/${parent}/create-sub`, { name: 'Other', slug: 'summer-terrace' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'CONFLICT',
      details: { reason: 'slug-taken', path: 'body.slug' },
    });

    const bad = await api.post(`/location/${parent}/create-sub`, { name: '', slug: 'Not A Slug' });
    expect(bad.statusCode).toBe(400);
    expect(paths(bad).sort()).toEqual(['body.name', 'body.slug']);
    const unknownParent = await api.post('/location/00000000-0000-4000-8000-000000000000/create-sub', {
      name: 'X',
    });
    expect(unknownParent.statusCode).toBe(404);
  });

  it('lets two companies use the same slug', async () => {
    const a = await newCompany(t);
    const b = await newCompany(t);
    await createRoot(a.api, 'Main hall', { slug: 'main' });
    const res = await b.api.post('/location/create', { name: 'Main hall', slug: 'main' });
    expect(res.statusCode).toBe(200);
  });

  it('updates name, slug, address and settings', async () => {
    const { api } = await newCompany(t);
    const id = await createRoot(api, 'Harbour');
    await createRoot(api, 'Hill', { slug: 'hill' });
    const weekly = {
      kind: 'weekly',
      days: {
        mon: { open: '08:00', close: '22:00' },
        tue: { open: '08:00', close: '22:00' },
        wed: null,
        thu: { open: '08:00', close: '22:00' },
        fri: { open: '10:00', close: '02:00' },
        sat: { open: '00:00', close: '00:00' },
        sun: null,
      },
    };
    const res = await api.post(`/location/${id}/update`, {
      name: 'Harbour Café',
      slug: 'harbour-cafe',
      address: '2 Pier Lane',
      settings: {
        workDetails: { address: '2 Pier Lane, first floor', hours: weekly },
        messengers: { phone: '+44 20 7946 0000' },
        socials: {
          facebook: 'https://facebook.com/harbour',
          'web-site': 'https://harbour.example.com:8443/menu?x=1',
        },
        email: 'harbour@example.com',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Harbour Café',
      slug: 'harbour-cafe',
      address: '2 Pier Lane',
      settings: {
        workDetails: { address: '2 Pier Lane, first floor', hours: weekly },
        messengers: { phone: '+44 20 7946 0000', viber: null },
        socials: { facebook: 'https://facebook.com/harbour', instagram: null },
        email: 'harbour@example.com',
      },
    });

    // Free-text hours; sections left out are kept; '' clears a field.
    const text = await api.post(`/location/${id}/update`, {
      address: '',
      settings: { workDetails: { address: null, hours: { kind: 'text', text: ' Mon–Fri 9–18 ' } } },
    });
    expect(text.json()).toMatchObject({
      name: 'Harbour Café',
      address: null,
      settings: {
        workDetails: { address: null, hours: { kind: 'text', text: 'Mon–Fri 9–18' } },
        messengers: { phone: '+44 20 7946 0000' },
      },
    });

    const same = await api.post(`/location/${id}/update`, { slug: 'harbour-cafe' });
    expect(same.statusCode).toBe(200);
    const conflict = await api.post(`/location/${id}/update`, { slug: 'hill', name: 'Renamed' });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().details).toEqual({ reason: 'slug-taken', path: 'body.slug' });
    expect((await api.get(`/location/${id}`)).json()).toMatchObject({
      slug: 'harbour-cafe',
      name: 'Harbour Café',
    });
  });

  it('rejects invalid settings with their field paths and changes nothing', async () => {
    const { api } = await newCompany(t);
    const id = await createRoot(api, 'Harbour');
    const before = (await api.get(`/location/${id}`)).json();
    const res = await api.post(`/location/${id}/update`, {
      settings: {
        socials: {
          instagram: 'http://10.0.0.5/profile',
          tiktok: 'https://localhost/me',
          x: 'ftp://x.com/ok',
        },
        messengers: { viber: '12' },
        email: 'harbour@',
        workDetails: { hours: { kind: 'weekly', days: { mon: { open: '25:00', close: '10:00' } } } },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    const found = paths(res);
    expect(found).toContain('body.settings.socials.instagram');
    expect(found).toContain('body.settings.socials.tiktok');
    expect(found).not.toContain('body.settings.socials.x');
    expect(found).toContain('body.settings.messengers.viber');
    expect(found).toContain('body.settings.email');
    expect(found).toContain('body.settings.workDetails.hours.days.mon.open');
    expect(found).toContain('body.settings.workDetails.hours.days.tue');
    expect((await api.get(`/location/${id}`)).json()).toEqual(before);

    const badId = await api.post('/location/not-a-uuid/update', { name: 'X' });
    expect(badId.statusCode).toBe(400);
    expect(paths(badId)).toEqual(['params.id']);
  });

  it('pages and searches the locations by name and address', async () => {
    const { api } = await newCompany(t);
    const names = ['Delta', 'alpha', 'Charlie', 'Bravo', 'Echo'];
    for (const name of names) await createRoot(api, name, { address: `${name} street 50%` });
    await createRoot(api, 'Foxtrot', { address: 'Harbour 7' });

    const first = await api.get('/locations/filter?pageSize=2');
    expect(first.statusCode).toBe(200);
    const page = ZLocationPage.parse(first.json());
    expect(page).toMatchObject({ total: 6, page: 1, pageSize: 2 });
    expect(page.items.map((l) => l.name)).toEqual(['alpha', 'Bravo']);
    const third = (await api.get('/locations/filter?pageSize=2&page=3')).json();
    expect(third.items.map((l: { name: string }) => l.name)).toEqual(['Echo', 'Foxtrot']);

    const byAddress = (await api.get('/locations/filter?search=HARBOUR')).json();
    expect(byAddress).toMatchObject({ total: 1, items: [{ name: 'Foxtrot' }] });
    const literal = (await api.get(`/locations/filter?search=${encodeURIComponent('50%')}`)).json();
    expect(literal.total).toBe(5);
    const none = (await api.get('/locations/filter?search=zzz')).json();
    expect(none).toMatchObject({ total: 0, items: [] });

    const bad = await api.get('/locations/filter?page=0&pageSize=1000');
    expect(bad.statusCode).toBe(400);
    expect(paths(bad).sort()).toEqual(['querystring.page', 'querystring.pageSize']);

    const all = await api.get('/locations/all');
    expect(all.json().items.map((l: { name: string }) => l.name)).toEqual([
      'alpha',
      'Bravo',
      'Charlie',
      'Delta',
      'Echo',
      'Foxtrot',
    ]);
  });

  it('sets and removes the picture and background from its own media library', async () => {
    const a = await newCompany(t);
    const b = await newCompany(t);
    const id = await createRoot(a.api, 'Harbour');
    const own = await insertImage(t.app.db, a.structureId);
    const foreign = await insertImage(t.app.db, b.structureId);

    expect((await a.api.post(`/location/${id}/set-image`, { imageId: own.id })).json().imageUrl).toBe(
      own.src,
    );
    const bg = await a.api.post(`/location/${id}/set-background-image`, { imageId: own.id });
    expect(bg.json()).toMatchObject({ imageUrl: own.src, backgroundImageUrl: own.src });

    const other = await a.api.post(`/location/${id}/set-image`, { imageId: foreign.id });
    expect(other.statusCode).toBe(404);
    expect((await a.api.get(`/location/${id}`)).json().imageUrl).toBe(own.src);

    const removed = await a.api.del(`/location/${id}/image`);
    expect(removed.json()).toMatchObject({ imageUrl: null, backgroundImageUrl: own.src });
    const removedBg = await a.api.del(`/location/${id}/background-image`);
    expect(removedBg.json()).toMatchObject({ imageUrl: null, backgroundImageUrl: null });
  });

  it('asks for confirmation before deleting what depends on a location, then deletes it all', async () => {
    const company = await newCompany(t);
    const { api } = company;
    await createRoot(api, 'Other root');
    const root = await createRoot(api, 'Centre');
    const bar = await createSub(api, root, 'Bar');
    const corner = await createSub(api, bar, 'Corner');
    const terrace = await createSub(api, root, 'Terrace');
    const { user: waiter } = await company.member('waiter');
    await t.app.db.insert(userLocations).values([
      { userId: waiter.id, locationId: corner },
      { userId: waiter.id, locationId: terrace },
      { userId: company.admin.id, locationId: root },
    ]);

    const asked = await api.del(`/location/${root}/delete`);
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toMatchObject({
      code: 'CONFLICT',
      details: { reason: 'has-dependents', dependents: { subLocations: 3, users: 2 } },
    });
    const subtree = [root, bar, corner, terrace];
    const count = async () =>
      (await t.app.db.select().from(locations).where(inArray(locations.id, subtree))).length;
    expect(await count()).toBe(4);

    const notConfirmed = await api.del(`/location/${root}/delete?confirm=false`);
    expect(notConfirmed.statusCode).toBe(409);
    const badQuery = await api.del(`/location/${root}/delete?confirm=yes`);
    expect(badQuery.statusCode).toBe(400);

    const done = await api.del(`/location/${root}/delete?confirm=true`);
    expect(done.statusCode).toBe(200);
    expect(done.json().ok).toBe(true);
    expect([...done.json().deletedIds].sort()).toEqual([...subtree].sort());
    expect(await count()).toBe(0);
    const left = await t.app.db.select().from(userLocations).where(eq(userLocations.userId, waiter.id));
    expect(left).toEqual([]);
    expect((await api.get(`/location/${root}`)).statusCode).toBe(404);
  });

  it('deletes a location without dependents at once, but never the last root location', async () => {
    const { api } = await newCompany(t);
    const root = await createRoot(api, 'Only');
    const leaf = await createSub(api, root, 'Leaf');
    expect((await api.del(`/location/${leaf}/delete`)).json()).toEqual({ ok: true, deletedIds: [leaf] });

    const last = await api.del(`/location/${root}/delete?confirm=true`);
    expect(last.statusCode).toBe(409);
    expect(last.json().details).toEqual({ reason: 'last-location' });

    const second = await createRoot(api, 'Second');
    expect((await api.del(`/location/${root}/delete`)).statusCode).toBe(200);
    expect((await api.del(`/location/${second}/delete`)).statusCode).toBe(409);
  });

  it('stays consistent under concurrent calls', async () => {
    const { api } = await newCompany(t);
    const parent = await createRoot(api, 'Parent');
    const made = await Promise.all(
      Array.from({ length: 5 }, () => api.post(`/location/${parent}/create-sub`, { name: 'Table' })),
    );
    expect(made.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(made.map((r) => r.json().slug)).size).toBe(5);

    // Two deletions of the last two roots at once: one succeeds, the other keeps the last one.
    const other = await createRoot(api, 'Other');
    const leaves = made.map((r) => r.json().id);
    await Promise.all(leaves.map((id) => api.del(`/location/${id}/delete`)));
    const both = await Promise.all([
      api.del(`/location/${parent}/delete`),
      api.del(`/location/${other}/delete`),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await api.get('/locations/all')).json().items).toHaveLength(1);
  });
});
