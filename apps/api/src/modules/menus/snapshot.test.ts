import fs from 'node:fs';
import { WEEKDAYS, wallClock } from '@guestloop/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecondProcess, createTestApp, type TestApp } from '../../test/app';
import { makeBuild } from '../../test/web-build';
import { newCompany } from '../structure/structure.test-support';
import { makeMenu } from './menus.test-support';

const serverUrl = process.env.TEST_DATABASE_URL;

async function newGuest(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/v1/customer/create/online-menu/x' });
  const header = res.headers['set-cookie'];
  return String(Array.isArray(header) ? header[0] : header).split(';')[0] ?? '';
}

let keys = 0;
/** One pickup order of `itemId` (its first size) through `app`; the answer. */
const placeOrder = (app: FastifyInstance, cookie: string, menuSlug: string, itemId: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/order/create',
    headers: { cookie },
    payload: {
      menuSlug,
      type: 'pickup',
      lines: [{ itemId, optionIndex: 0, quantity: 1 }],
      idempotencyKey: `snapshot-${++keys}-${Date.now()}`,
    },
  });

const newPrice = (price: number) => ({
  price,
  options: [{ name: 'Regular', unitType: 'volume', amount: 250, price }],
});

/**
 * The public menu, the pre-rendered guest page and order pricing are made from one snapshot per
 * menu version: whichever asks first after an edit, all three show the edit at once.
 */
describe('one menu snapshot for the menu, the guest page and ordering', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = makeBuild();
    t = await createTestApp({ WEB_DIST_DIR: dist }, { serveWeb: true });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('prices an order placed right after a price edit at the new price, as the menu and the page show it', async () => {
    const company = await newCompany(t);
    const { slug, base, item } = await makeMenu(company.api);
    await company.api.post(`${base}/active`, { isActive: true });
    const cookie = await newGuest(t.app);
    const menuAnswer = () => t.app.inject({ url: `/api/v1/online-menu/public/${slug}` });
    const page = () => t.app.inject({ url: `/user/online-menu/${slug}` });

    // Everything read and cached: the menu, the page and an order.
    const before = await menuAnswer();
    expect(before.json().categories[0].items[0].price).toBe(390);
    expect((await page()).body).toContain('<span class="gm-card__price">€3.90</span>');
    expect((await placeOrder(t.app, cookie, slug, item.id)).json().subtotal).toBe(390);

    // The order asks first after the edit.
    expect((await company.api.post(`${base}/item/${item.id}`, newPrice(455))).statusCode).toBe(200);
    expect((await placeOrder(t.app, cookie, slug, item.id)).json().subtotal).toBe(455);
    const after = await menuAnswer();
    expect(after.json().categories[0].items[0].price).toBe(455);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((await page()).body).toContain('<span class="gm-card__price">€4.55</span>');

    // The page asks first after the next edit, then the order.
    await company.api.post(`${base}/item/${item.id}`, newPrice(470));
    expect((await page()).body).toContain('<span class="gm-card__price">€4.70</span>');
    expect((await placeOrder(t.app, cookie, slug, item.id)).json().subtotal).toBe(470);

    // Sold out and switched off: refused by ordering as the menu says.
    await company.api.post(`${base}/item/${item.id}`, { soldOut: true });
    const soldOut = await placeOrder(t.app, cookie, slug, item.id);
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json().details.lines).toEqual([expect.objectContaining({ why: 'sold-out' })]);
    expect((await menuAnswer()).json().categories[0].items[0].soldOut).toBe(true);
    await company.api.post(`${base}/active`, { isActive: false });
    expect((await placeOrder(t.app, cookie, slug, item.id)).statusCode).toBe(404);
    expect((await menuAnswer()).statusCode).toBe(404);
  });
});

/**
 * A second API process on the same PostgreSQL database: its snapshots follow edits made through
 * the first one (by notification), and while its change feed is down it checks the menu's
 * version and its company's time zone in the database before every use.
 */
describe.skipIf(!serverUrl)('menu snapshots of another process (PostgreSQL only)', () => {
  let t: TestApp;
  let b: Awaited<ReturnType<typeof createSecondProcess>>;
  beforeAll(async () => {
    t = await createTestApp();
    b = await createSecondProcess(t);
  });
  afterAll(async () => {
    await b?.close();
    await t?.close();
  });

  /** B learns of A's edits through a notification: give it up to 5 s on a busy machine. */
  async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
    const deadline = Date.now() + 5000;
    for (;;) {
      const value = await read();
      if (done(value) || Date.now() > deadline) return value;
      await new Promise((r) => setTimeout(r, 25));
    }
  }

  it('prices an order placed through B at a price edited through A', async () => {
    const company = await newCompany(t);
    const { slug, base, item } = await makeMenu(company.api);
    await company.api.post(`${base}/active`, { isActive: true });
    const cookie = await newGuest(b.app);
    const order = () => placeOrder(b.app, cookie, slug, item.id);
    expect((await order()).json().subtotal).toBe(390);
    // Cached by B and vouched for by its change feed (a busy machine can delay a heartbeat past
    // the feed's trust, which distrusts the cache until the next use checks the version again).
    const vouched = async () => {
      await b.app.menuSnapshots.current(slug);
      return b.app.menuSnapshots.fresh(slug);
    };
    expect(await eventually(vouched, Boolean)).toBeDefined();

    await company.api.post(`${base}/item/${item.id}`, newPrice(425));
    const next = await eventually(order, (res) => res.json().subtotal === 425);
    expect(next.json().subtotal).toBe(425);

    await b.app.menuSnapshots.feed.stop();
    try {
      // No notification can reach B now, yet its very next order is priced anew.
      await company.api.post(`${base}/item/${item.id}`, newPrice(440));
      expect((await order()).json().subtotal).toBe(440);
    } finally {
      await b.app.menuSnapshots.feed.start();
    }
  });

  it("judges serving hours on the company's new time zone at once, also while B does not listen", async () => {
    const company = await newCompany(t);
    const { slug, base, category } = await makeMenu(company.api);
    const tokyo = wallClock(new Date(), 'Asia/Tokyo');
    const time = (minutes: number) => {
      const m = (minutes + 1440) % 1440;
      return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    };
    const bento = (
      await company.api.post(`${base}/create-item`, {
        categoryId: category.id,
        title: 'Bento',
        price: 900,
        options: [{ name: 'Box', unitType: 'item', amount: null, price: 900 }],
        availability: { days: [...WEEKDAYS], from: time(tokyo.minutes - 60), to: time(tokyo.minutes + 60) },
      })
    ).json();
    await company.api.post(`${base}/active`, { isActive: true });
    const cookie = await newGuest(b.app);
    const order = () => placeOrder(b.app, cookie, slug, bento.id);
    expect((await order()).statusCode).toBe(409); // UTC: nine hours before Tokyo's lunch

    await b.app.menuSnapshots.feed.stop();
    try {
      expect((await company.api.post('/structure', { timeZone: 'Asia/Tokyo' })).statusCode).toBe(200);
      expect((await order()).statusCode).toBe(200);
    } finally {
      await b.app.menuSnapshots.feed.start();
    }
  });
});

describe.skipIf(serverUrl)('menu snapshots of another process', () => {
  it.skip('needs TEST_DATABASE_URL (PostgreSQL): PGlite lives inside one process', () => {});
});
