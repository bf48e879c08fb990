import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { ZMenuAnalysis, ZPublicMenu } from '@guestloop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { negotiate } from '../../plugins/compression';
import { createTestApp, type TestApp } from '../../test/app';
import { newCompany } from '../structure/structure.test-support';
import { makeMenu } from './menus.test-support';
import type { MenuSnapshot } from './snapshot';
import { SnapshotLru } from './snapshot-cache';

const get = (t: TestApp | { app: TestApp['app'] }, slug: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/v1/online-menu/public/${slug}`, headers });

describe('public online menu', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  async function activeMenu() {
    const company = await newCompany(t);
    const made = await makeMenu(company.api);
    await company.api.post(`${made.base}/active`, { isActive: true });
    return { ...company, ...made };
  }

  it('answers 404 for an unknown or inactive menu', async () => {
    const { api } = await newCompany(t);
    const { slug, base } = await makeMenu(api);
    expect((await get(t, slug)).statusCode).toBe(404);
    expect((await get(t, 'no-such-menu')).json().code).toBe('NOT_FOUND');
    await api.post(`${base}/active`, { isActive: true });
    expect((await get(t, slug)).statusCode).toBe(200);
    await api.post(`${base}/active`, { isActive: false });
    expect((await get(t, slug)).statusCode).toBe(404);
  });

  it('answers the guest menu with an ETag of id and version, and 304 when it is unchanged', async () => {
    const { slug, item, sub, api, base } = await activeMenu();
    await api.post(`${base}/item/${item.id}`, { soldOut: true });
    const res = await get(t, slug);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const menu = ZPublicMenu.parse(res.json());
    expect(res.headers.etag).toBe(`"${menu.id}-${menu.version}"`);
    expect(menu.categories[0]).toMatchObject({ subCategories: [{ id: sub.id }] });
    expect(menu.categories[0]!.items[0]).toMatchObject({
      id: item.id,
      soldOut: true,
      settings: { allergenText: 'Milk' },
    });
    expect(res.json()).not.toHaveProperty('isActive');
    expect(res.json().categories[0].items[0]).not.toHaveProperty('position');

    const again = await get(t, slug, { 'if-none-match': res.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get(t, slug, { 'if-none-match': '"stale"' })).statusCode).toBe(200);
  });

  it('compresses by Accept-Encoding: br, gzip or none, all the same JSON', async () => {
    const { slug } = await activeMenu();
    const plain = await get(t, slug);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await get(t, slug, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await get(t, slug, { 'accept-encoding': 'gzip;q=1, br;q=0' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(gz.rawPayload.length).toBeLessThan(plain.rawPayload.length);
  });

  it('serves a new version after every edit: price, category, images, settings', async () => {
    const { slug, api, base, item, category } = await activeMenu();
    const first = await get(t, slug);
    await api.post(`${base}/item/${item.id}`, { price: 455 });
    const second = await get(t, slug, { 'if-none-match': first.headers.etag as string });
    expect(second.statusCode).toBe(200);
    expect(second.headers.etag).not.toBe(first.headers.etag);
    expect(second.json().categories[0].items[0].price).toBe(455);
    await api.post(`${base}/category/${category.id}`, { title: 'Hot coffee' });
    const third = await get(t, slug);
    expect(third.json().categories[0].title).toBe('Hot coffee');
    expect(third.json().version).toBe(second.json().version + 1);
  });

  it('shows an edit made through another API process on the next load', async () => {
    const { slug, api, base, item } = await activeMenu();
    // A second app on the same database: its own cache, as a second process would have.
    const other = await buildApp({ config: t.config, database: t.database, serveWeb: false });
    await other.ready();
    try {
      expect((await get({ app: other }, slug)).json().categories[0].items[0].price).toBe(390);
      expect((await get(t, slug)).json().categories[0].items[0].price).toBe(390);
      await api.post(`${base}/item/${item.id}`, { price: 420 });
      expect((await get({ app: other }, slug)).json().categories[0].items[0].price).toBe(420);
      await api.post(`${base}/active`, { isActive: false });
      expect((await get({ app: other }, slug)).statusCode).toBe(404);
    } finally {
      await other.close();
    }
  });

  it('counts menu and item views quietly and reports them by day with the top items', async () => {
    const { slug, api, item } = await activeMenu();
    const view = (path: string, payload?: object, ip = '203.0.113.7') =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/online-menu/${slug}/${path}`,
        remoteAddress: ip,
        ...(payload ? { payload } : {}),
      });
    expect((await view('add-menu-view')).statusCode).toBe(204);
    expect((await view('add-menu-view', undefined, '203.0.113.8')).statusCode).toBe(204);
    expect((await view('add-item-view', { itemId: item.id })).statusCode).toBe(204);
    expect((await view('add-item-view', { itemId: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(
      404,
    );
    expect((await view('add-item-view', { itemId: 'nope' })).statusCode).toBe(400);

    const res = await api.get(`/online-menu/analysis/${slug}?days=7`);
    const analysis = ZMenuAnalysis.parse(res.json());
    expect(analysis.viewsByDay).toHaveLength(7);
    expect(analysis.viewsByDay.at(-1)).toMatchObject({ views: 2, visitors: 2 });
    expect(analysis.totals).toEqual({ menuViews: 2, itemViews: 1, visitors: 2 });
    expect(analysis.topItems).toEqual([{ itemId: item.id, title: 'Flat white', views: 1 }]);
  });

  it('limits view reports per address', async () => {
    const { slug } = await activeMenu();
    let last = 0;
    for (let i = 0; i < 121; i++) {
      last = (
        await t.app.inject({
          method: 'POST',
          url: `/api/v1/online-menu/${slug}/add-menu-view`,
          remoteAddress: '198.51.100.9',
        })
      ).statusCode;
    }
    expect(last).toBe(429);
  });
});

describe('public menu cache', () => {
  it('negotiates encodings with q-values', () => {
    expect(negotiate(undefined)).toBe('identity');
    expect(negotiate('gzip, br')).toBe('br');
    expect(negotiate('br;q=0, gzip')).toBe('gzip');
    expect(negotiate('*')).toBe('br');
    expect(negotiate('identity')).toBe('identity');
  });

  it('builds once for concurrent requests and drops the least recently used entry', async () => {
    const cache = new SnapshotLru<MenuSnapshot>(2);
    let builds = 0;
    const stamp = (menuId: string, version: number, timeZone = 'UTC') => ({ menuId, version, timeZone });
    const build =
      (id: string, version: number, timeZone = 'UTC') =>
      async () => {
        builds++;
        return stamp(id, version, timeZone) as MenuSnapshot;
      };
    await Promise.all([
      cache.getOrBuild('a', stamp('A', 1), build('A', 1)),
      cache.getOrBuild('a', stamp('A', 1), build('A', 1)),
    ]);
    expect(builds).toBe(1);
    await cache.getOrBuild('b', stamp('B', 1), build('B', 1));
    cache.get('a');
    await cache.getOrBuild('c', stamp('C', 1), build('C', 1));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    await cache.getOrBuild('a', stamp('A', 2), build('A', 2));
    expect(cache.get('a')?.version).toBe(2);
    expect(builds).toBe(4);
    // The company's time zone changed (no new version): built again.
    await cache.getOrBuild('a', stamp('A', 2, 'Asia/Tokyo'), build('A', 2, 'Asia/Tokyo'));
    expect(cache.get('a')?.timeZone).toBe('Asia/Tokyo');
    expect(builds).toBe(5);
  });
});
