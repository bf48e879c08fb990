import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { createUser, signIn, TEST_PASSWORD } from '../../test/users';
import { insertImage } from '../structure/structure.test-support';
import { type Client, client, companyWithLocation, createMetric, withContent } from './metrics.test-support';

/**
 * The guest's rating page is served from this process's snapshot of the metric (no statement
 * while the change feed vouches for it); every staff edit of what the page shows is seen by the
 * very next load through the same process.
 */
describe('the rating page follows every edit of what it shows', () => {
  let t: TestApp;
  const guest = () => client(t);
  const page = async (slug: string, query = '') => {
    const res = await guest().get(`/metric/by-slug/${slug}${query}`);
    return { status: res.statusCode, body: res.json() };
  };
  /** Loads until this process serves the page from its snapshot, vouched for by the change feed. */
  const cached = async (slug: string) => {
    const deadline = Date.now() + 2000;
    for (;;) {
      await page(slug);
      if (t.app.metricSnapshots.fresh(slug) || Date.now() > deadline)
        return t.app.metricSnapshots.fresh(slug);
      await new Promise((r) => setTimeout(r, 25));
    }
  };

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('shows new texts, names, sub-locations and place at the next load after staff change them', async () => {
    const { api, root, sub } = await companyWithLocation(t);
    const metric = await createMetric(api, root);
    expect(await cached(metric.slug)).toBeDefined();

    await api.put(`/metric/${metric.slug}`, { title: 'How was dinner?' });
    expect((await page(metric.slug)).body.title).toBe('How was dinner?');

    expect((await api.post('/structure', { name: 'Harbour Group' })).statusCode).toBe(200);
    expect((await page(metric.slug)).body.company.name).toBe('Harbour Group');
    const logo = await insertImage(t.app.db, (await api.get('/structure')).json().id);
    expect((await api.post('/structure/set-image', { imageId: logo.id })).statusCode).toBe(200);
    expect((await page(metric.slug)).body.company.logoUrl).toBe(logo.src);

    expect((await api.post(`/location/${root}/update`, { name: 'Old Harbour' })).statusCode).toBe(200);
    expect((await page(metric.slug)).body.location.name).toBe('Old Harbour');

    await api.put(`/metric/${metric.slug}`, { content: withContent(metric, { subLocationIds: [sub] }) });
    expect((await page(metric.slug)).body.subLocations).toEqual([{ id: sub, name: 'Terrace' }]);
    await api.post(`/location/${sub}/update`, { name: 'Sea Terrace' });
    expect((await page(metric.slug)).body.subLocations).toEqual([{ id: sub, name: 'Sea Terrace' }]);
    const garden = (await api.post(`/location/${root}/create-sub`, { name: 'Garden' })).json().id;
    const current = (await api.get('/metrics')).json().items[0];
    await api.put(`/metric/${metric.slug}`, {
      content: withContent(current, { subLocationIds: [garden, sub] }),
    });
    expect((await page(metric.slug)).body.subLocations.map((l: { name: string }) => l.name)).toEqual([
      'Garden',
      'Sea Terrace',
    ]);
    await api.del(`/location/${garden}/delete`);
    expect((await page(metric.slug)).body.subLocations.map((l: { name: string }) => l.name)).toEqual([
      'Sea Terrace',
    ]);

    const harbour = (await api.post('/location/create', { name: 'New Harbour' })).json().id;
    expect((await api.put(`/metric-location/${metric.slug}`, { locationId: harbour })).statusCode).toBe(200);
    expect((await page(metric.slug)).body.location).toEqual({ id: harbour, name: 'New Harbour' });
  });

  it('names a table added, renamed or deleted a moment ago as it is now', async () => {
    const { api, root } = await companyWithLocation(t);
    const metric = await createMetric(api, root);
    const groups = `/horeca/groups/${root}`;
    const group = (await api.post(`${groups}/create`, { name: 'Hall', slug: 'hall' })).json();
    expect(await cached(metric.slug)).toBeDefined();
    expect((await page(metric.slug, '?group=hall&table=t7')).body.table).toBeNull();

    const table = (
      await api.post(`${groups}/table-create`, { groupId: group.id, name: '7', slug: 't7' })
    ).json();
    expect((await page(metric.slug, '?group=hall&table=t7')).body.table).toEqual({
      id: table.id,
      label: 'Hall · 7',
    });
    await api.post(`${groups}/update`, {
      groups: [
        {
          id: group.id,
          name: 'Garden',
          position: 0,
          tables: [{ id: table.id, name: 'Seven', seats: 4, position: 0 }],
        },
      ],
    });
    expect((await page(metric.slug, '?group=hall&table=t7')).body.table.label).toBe('Garden · Seven');
    await api.post(`${groups}/delete-table`, { tableId: table.id });
    expect((await page(metric.slug, '?group=hall&table=t7')).body.table).toBeNull();
  });

  it('answers 404 at the next load once the metric is switched off or deleted, or its company is gone', async () => {
    const { api, root } = await companyWithLocation(t);
    const off = await createMetric(api, root);
    const deleted = await createMetric(api, root, 'nps');
    expect(await cached(off.slug)).toBeDefined();
    expect(await cached(deleted.slug)).toBeDefined();
    await api.put(`/metric/${off.slug}`, { isActive: false });
    expect((await page(off.slug)).status).toBe(404);
    await api.put(`/metric/${off.slug}`, { isActive: true });
    expect((await page(off.slug)).status).toBe(200);
    expect((await api.del(`/metric/${deleted.slug}/item`)).statusCode).toBe(200);
    expect((await page(deleted.slug)).status).toBe(404);

    // A company whose only member leaves is deleted with its metrics.
    const owner = await createUser(t.app.db, { name: 'Only Owner' });
    const own: Client = client(t, await signIn(t.app, owner));
    const place = (await own.post('/location/create', { name: 'Lonely Inn' })).json().id;
    const lonely = await createMetric(own, place);
    expect(await cached(lonely.slug)).toBeDefined();
    expect((await own.post('/profile/delete-account', { password: TEST_PASSWORD })).statusCode).toBe(200);
    expect((await page(lonely.slug)).status).toBe(404);
  });
});
