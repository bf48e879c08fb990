import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ZPublicMenu } from '@guestloop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../db/seed/demo';
import { DEMO_MENU_SLUG } from '../../db/seed/demo-menu';
import { createTestApp, type TestApp } from '../../test/app';

describe('demo menu', () => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gl-demo-menu-'));
    t = await createTestApp({ DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('seeds the café menu with categories, 20+ items, options, add-ons, allergens and drawn photos', {
    timeout: 60_000,
  }, async () => {
    // The seed's own work, counted in this process's CPU time: a wall clock also counts whatever
    // else the machine runs (other test workers), which made the bound fail on a busy host. The
    // photo encoder's threads count too, and their total grows with how many run at once: 15.6 s
    // in a full test run, 17.8–18.6 s alone on the 2-core machine. The bound catches a seed gone
    // several times slower, not that spread.
    const started = Date.now();
    const cpu = process.cpuUsage();
    await seedDemo(t.app.db, { storage: t.app.providers.storage });
    const used = process.cpuUsage(cpu);
    const cpuSeconds = (used.user + used.system) / 1e6;
    const seconds = (Date.now() - started) / 1000;
    expect(cpuSeconds).toBeLessThan(30);
    expect(seconds).toBeLessThan(45);

    const res = await t.app.inject({ method: 'GET', url: `/api/v1/online-menu/public/${DEMO_MENU_SLUG}` });
    expect(res.statusCode).toBe(200);
    const menu = ZPublicMenu.parse(res.json());
    expect(menu).toMatchObject({ title: 'Linden Café', currency: 'EUR' });
    expect(menu.logo?.src).toMatch(/\.webp$/);
    expect(menu.categories.length).toBeGreaterThanOrEqual(4);
    expect(menu.categories.some((c) => c.subCategories.length > 0)).toBe(true);
    const items = menu.categories.flatMap((c) => [...c.items, ...c.subCategories.flatMap((s) => s.items)]);
    expect(items.length).toBeGreaterThanOrEqual(20);
    expect(new Set(items.map((i) => i.images[0]?.src)).size).toBe(items.length);
    for (const item of items) {
      expect(item.images[0]).toMatchObject({ width: 960, height: 720 });
      expect(Object.keys(item.images[0]!.variants).sort()).toEqual(['320', '640', '960']);
    }
    const units = new Set(items.flatMap((i) => i.settings.options.map((o) => o.unitType)));
    expect([...units]).toEqual(expect.arrayContaining(['volume', 'weight']));
    expect(items.filter((i) => i.settings.addons.length > 0).length).toBeGreaterThan(5);
    expect(items.filter((i) => i.settings.allergenText).length).toBeGreaterThan(15);
    expect(items.some((i) => i.soldOut)).toBe(true);
    expect(menu.settings.relatedItems.itemIds).toHaveLength(3);
    expect(menu.settings.ordering).toMatchObject({
      table: true,
      pickup: true,
      delivery: true,
      deliveryFee: 250,
    });

    const photo = await t.app.inject({ method: 'GET', url: items[0]!.images[0]!.variants['320']! });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    console.log(
      `demo menu seeded in ${seconds.toFixed(1)} s, ${cpuSeconds.toFixed(1)} s of CPU (${items.length} items)`,
    );
  });

  it('gives the café a rating page at its tables that offers its public review sites', async () => {
    const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}` });
    const table = (await get(`/horeca/public/groups/old-town/hall/1?menu=${DEMO_MENU_SLUG}`)).json();
    const place = (await get(`/rate/default/${table.location.id}/${table.table.id}`)).json();
    const page = await get(`/metric/by-slug/${place.metricSlug}?group=hall&table=1`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ type: 'stars', table: { label: 'Hall · 1' } });
    expect(page.json().reviewLinks.map((l: { service: string }) => l.service)).toEqual([
      'google',
      'tripadvisor',
    ]);
  });
});
