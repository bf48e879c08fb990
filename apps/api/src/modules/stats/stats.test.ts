import { ZMenuItemViewsByDayHour, ZMenuViewsByDay, ZMenuViewsByDayHour } from '@guestloop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuViews } from '../../db/schema';
import { daysOf, periodOf } from '../../lib/stat-period';
import { createTestApp, type TestApp } from '../../test/app';
import { signIn, TEST_PASSWORD } from '../../test/users';
import { makeMenu } from '../menus/menus.test-support';
import { apiAs, type Company, newCompany } from '../structure/structure.test-support';

const DAY_MS = 86_400_000;
const BASE = '/stat/online-menu';

describe('menu statistics', () => {
  let t: TestApp;
  let a: Company;
  let menu: Awaited<ReturnType<typeof makeMenu>>;
  /** Two days ago (UTC), so the day is inside a 7-day period on every clock used below. */
  const day = new Date(Date.now() - 2 * DAY_MS).toISOString().slice(0, 10);
  const at = (time: string) => new Date(`${day}T${time}Z`);

  beforeAll(async () => {
    t = await createTestApp();
    a = await newCompany(t);
    menu = await makeMenu(a.api, 'Stats Menu');
    const view = (visitorHash: string, viewedAt: Date, itemId: string | null = null) => ({
      menuId: menu.menu.id,
      itemId,
      visitorHash,
      viewedAt,
    });
    await t.app.db.insert(menuViews).values([
      view('v1', at('10:15:00')),
      view('v1', at('10:45:00')),
      view('v2', at('23:30:00')),
      view('v1', at('10:20:00'), menu.item.id),
      view('v2', at('23:40:00'), menu.item.id),
      view('v3', at('23:50:00'), menu.item.id),
      // Outside a 7-day period.
      view('v4', new Date(Date.now() - 20 * DAY_MS)),
    ]);
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts menu opens and distinct visitors for every day of the period, zeros included', async () => {
    const res = await a.api.get(`${BASE}/views-by-day?slug=${menu.slug}&days=7`);
    expect(res.statusCode).toBe(200);
    const body = ZMenuViewsByDay.parse(res.json());
    expect(body.tz).toBe('UTC');
    expect(body.days.map((d) => d.day)).toEqual(daysOf(body.from, body.to));
    expect(body.days).toHaveLength(7);
    expect(body.to).toBe(new Date().toISOString().slice(0, 10));
    expect(body.days.find((d) => d.day === day)).toEqual({ day, views: 3, visitors: 2 });
    expect(body.days.reduce((sum, d) => sum + d.views, 0)).toBe(3);

    const month = ZMenuViewsByDay.parse((await a.api.get(`${BASE}/views-by-day?slug=${menu.slug}`)).json());
    expect(month.days).toHaveLength(30);
    expect(month.days.reduce((sum, d) => sum + d.views, 0)).toBe(4);
  });

  it('answers 24 hourly counts for every day, on the clock of the time zone asked for', async () => {
    const utc = ZMenuViewsByDayHour.parse(
      (await a.api.get(`${BASE}/views-by-day-hour?slug=${menu.slug}&days=7`)).json(),
    );
    expect(utc.days).toHaveLength(7);
    expect(utc.days.every((d) => d.hours.length === 24)).toBe(true);
    const utcDay = utc.days.find((d) => d.day === day)!;
    expect(utcDay.hours[10]).toBe(2);
    expect(utcDay.hours[23]).toBe(1);

    // Tokyo is 9 hours ahead all year: 10:15 UTC is 19:15 there, 23:30 UTC is 08:30 the next day.
    const tokyo = ZMenuViewsByDayHour.parse(
      (await a.api.get(`${BASE}/views-by-day-hour?slug=${menu.slug}&days=7&tz=Asia/Tokyo`)).json(),
    );
    expect(tokyo.tz).toBe('Asia/Tokyo');
    expect(tokyo.to).toBe(periodOf(7, 'Asia/Tokyo').to);
    const next = new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
    expect(tokyo.days.find((d) => d.day === day)!.hours[19]).toBe(2);
    expect(tokyo.days.find((d) => d.day === next)!.hours[8]).toBe(1);
  });

  it('counts item views by day and hour, for all items or one, with the most viewed items', async () => {
    const all = ZMenuItemViewsByDayHour.parse(
      (await a.api.get(`${BASE}/items/views-by-day-hour?slug=${menu.slug}&days=7`)).json(),
    );
    expect(all.itemId).toBeNull();
    const hours = all.days.find((d) => d.day === day)!.hours;
    expect(hours[10]).toBe(1);
    expect(hours[23]).toBe(2);
    expect(all.items).toEqual([{ itemId: menu.item.id, title: 'Flat white', views: 3 }]);

    const one = await a.api.get(
      `${BASE}/items/views-by-day-hour?slug=${menu.slug}&days=7&itemId=${menu.item.id}`,
    );
    expect(one.statusCode).toBe(200);
    expect(one.json().itemId).toBe(menu.item.id);
  });

  it('counts the views the public menu records', async () => {
    const fresh = await makeMenu(a.api, 'Fresh Menu');
    await a.api.post(`${fresh.base}/active`, { isActive: true });
    const viewRes = await t.app.inject({
      method: 'POST',
      url: `/api/v1/online-menu/${fresh.slug}/add-menu-view`,
    });
    expect(viewRes.statusCode).toBe(204);
    const body = (await a.api.get(`${BASE}/views-by-day?slug=${fresh.slug}&days=1`)).json();
    expect(body.days).toEqual([{ day: new Date().toISOString().slice(0, 10), views: 1, visitors: 1 }]);
  });

  it('refuses a bad period or time zone with the field named', async () => {
    for (const query of ['days=0', 'days=367', 'days=x', 'tz=Mars/Olympus', 'tz=%2B02:00', 'tz=']) {
      const res = await a.api.get(`${BASE}/views-by-day?slug=${menu.slug}&${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      const field = query.split('=')[0];
      expect(res.json().details.map((d: { path: string }) => d.path)).toContain(`querystring.${field}`);
    }
    const noSlug = await a.api.get(`${BASE}/views-by-day`);
    expect(noSlug.statusCode).toBe(400);
  });

  it("answers 404 for another company's menu or item and for an unknown slug", async () => {
    const b = await newCompany(t);
    const theirs = await makeMenu(b.api, 'Their Menu');
    for (const url of [
      `${BASE}/views-by-day?slug=${menu.slug}`,
      `${BASE}/views-by-day-hour?slug=${menu.slug}`,
      `${BASE}/items/views-by-day-hour?slug=${menu.slug}`,
      `${BASE}/items/views-by-day-hour?slug=${theirs.slug}&itemId=${menu.item.id}`,
      `${BASE}/views-by-day?slug=no-such-menu`,
    ]) {
      const res = await b.api.get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('Flat white');
    }
  });

  it('is open to statistics.view or menus.manage, and closed to a waiter and to the signed out', async () => {
    const url = `${BASE}/views-by-day?slug=${menu.slug}&days=7`;
    const waiter = await a.member('waiter');
    expect((await waiter.api.get(url)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1${url}` })).statusCode).toBe(401);
    expect((await (await a.member('manager')).api.get(url)).statusCode).toBe(200);

    const role = await a.api.post('/role/create', { name: 'Analyst', permissions: ['statistics.view'] });
    expect(role.statusCode).toBe(200);
    const analyst = await a.api.post('/user/create', {
      name: 'Ana Lyst',
      email: 'analyst@example.test',
      password: TEST_PASSWORD,
      roleSlug: role.json().slug,
    });
    expect(analyst.statusCode).toBe(200);
    const api = apiAs(t, await signIn(t.app, { id: analyst.json().id }));
    expect((await api.get(url)).statusCode).toBe(200);
  });
});
