import { WEEKDAYS, wallClock, ZOrder, ZOrderList } from '@guestloop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { makeMenu } from '../menus/menus.test-support';
import { createRoot, newCompany } from '../structure/structure.test-support';

describe('orders', () => {
  let t: TestApp;
  let guestCookie: string;
  let otherGuestCookie: string;
  let menu: Awaited<ReturnType<typeof makeMenu>>;
  let company: Awaited<ReturnType<typeof newCompany>>;
  let latteId: string;

  const guest = (method: 'GET' | 'POST', url: string, payload?: object, cookie = guestCookie) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie }, ...(payload && { payload }) });

  async function newGuest(): Promise<string> {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/customer/create/online-menu/x' });
    const header = res.headers['set-cookie'];
    return String(Array.isArray(header) ? header[0] : header).split(';')[0] ?? '';
  }

  let keys = 0;
  const order = (lines: object[], extra: object = {}) => ({
    menuSlug: menu.slug,
    type: 'pickup',
    lines,
    idempotencyKey: `checkout-${++keys}-${Date.now()}`,
    ...extra,
  });

  beforeAll(async () => {
    t = await createTestApp();
    company = await newCompany(t);
    menu = await makeMenu(company.api);
    const latte = await company.api.post(`${menu.base}/create-item`, {
      categoryId: menu.category.id,
      title: 'Latte',
      price: 400,
      options: [
        { name: 'Small', unitType: 'volume', amount: 250, price: 400 },
        { name: 'Large', unitType: 'volume', amount: 400, price: 480 },
      ],
      addons: [
        {
          name: 'Syrup',
          options: [
            { name: 'Vanilla', price: 40 },
            { name: 'Caramel', price: 45 },
          ],
          min: 0,
          max: 2,
        },
      ],
    });
    latteId = latte.json().id;
    await company.api.post(`${menu.base}/active`, { isActive: true });
    guestCookie = await newGuest();
    otherGuestCookie = await newGuest();
  });
  afterAll(async () => {
    await t.close();
  });

  it('prices the order on the server and ignores prices the guest sent', async () => {
    const res = await guest(
      'POST',
      '/order/create',
      order([
        {
          itemId: latteId,
          optionIndex: 1,
          addons: [{ group: 0, options: [0, 1] }],
          quantity: 2,
          price: 1,
          total: 1,
        },
        { itemId: menu.item.id, optionIndex: 0, quantity: 1, note: 'extra hot', unitPrice: 0 },
      ]),
    );
    expect(res.statusCode).toBe(200);
    const placed = ZOrder.parse(res.json());
    expect(placed).toMatchObject({ status: 'new', paid: false, currency: 'EUR', type: 'pickup', number: 1 });
    expect(placed.lines[0]).toMatchObject({
      title: 'Latte',
      option: 'Large',
      addons: [
        { group: 'Syrup', name: 'Vanilla', price: 40 },
        { group: 'Syrup', name: 'Caramel', price: 45 },
      ],
      unitPrice: 565,
      total: 1130,
    });
    expect(placed.lines[1]).toMatchObject({ title: 'Flat white', note: 'extra hot', total: 390 });
    expect(placed.subtotal).toBe(1520);
    expect(placed.total).toBe(1520);
    expect((await guest('GET', `/order/${placed.slug}`)).json()).toMatchObject({
      id: placed.id,
      total: 1520,
    });
  });

  it('prices by the menu as it is now, also while the public menu is cached', async () => {
    const muffin = (
      await company.api.post(`${menu.base}/create-item`, {
        categoryId: menu.category.id,
        title: 'Muffin',
        price: 300,
      })
    ).json();
    const place = () => guest('POST', '/order/create', order([{ itemId: muffin.id, quantity: 1 }]));
    // Guests load the menu first: it is cached, and orders use what was read for it.
    expect((await t.app.inject({ url: `/api/v1/online-menu/public/${menu.slug}` })).statusCode).toBe(200);
    expect((await place()).json().subtotal).toBe(300);
    expect((await place()).json().subtotal).toBe(300);

    await company.api.post(`${menu.base}/item/${muffin.id}`, { price: 350 });
    await t.app.inject({ url: `/api/v1/online-menu/public/${menu.slug}` });
    expect((await place()).json().subtotal).toBe(350);
    // A price edit with nobody reloading the menu is seen all the same.
    await company.api.post(`${menu.base}/item/${muffin.id}`, { price: 360 });
    expect((await place()).json().subtotal).toBe(360);

    await company.api.post(`${menu.base}/item/${muffin.id}`, { soldOut: true });
    const soldOut = await place();
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json().details).toMatchObject({
      reason: 'items-unavailable',
      lines: [{ why: 'sold-out' }],
    });
    await company.api.post(`${menu.base}/item/${muffin.id}`, { soldOut: false });
  });

  it('answers the same order for the same idempotency key, also when sent at once', async () => {
    const body = order([{ itemId: latteId, optionIndex: 0, quantity: 1 }]);
    const [a, b, c] = await Promise.all([0, 1, 2].map(() => guest('POST', '/order/create', body)));
    const ids = new Set([a, b, c].map((res) => res?.json().id));
    expect([a, b, c].map((res) => res?.statusCode)).toEqual([200, 200, 200]);
    expect(ids.size).toBe(1);
    // Another guest's key space is its own.
    const other = await guest('POST', '/order/create', body, otherGuestCookie);
    expect(other.json().id).not.toBe(a?.json().id);
  });

  it('refuses choices the item does not offer, naming the line', async () => {
    const res = await guest(
      'POST',
      '/order/create',
      order([
        { itemId: menu.item.id, optionIndex: 0, quantity: 1 },
        { itemId: latteId, optionIndex: null, quantity: 1 },
      ]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      { path: 'body.lines.1.optionIndex', code: 'option_required', message: 'option_required' },
    ]);
    const tooMany = await guest(
      'POST',
      '/order/create',
      order([{ itemId: latteId, optionIndex: 0, addons: [{ group: 0, options: [5] }], quantity: 1 }]),
    );
    expect(tooMany.json().details[0]).toMatchObject({ path: 'body.lines.0.addons', code: 'unknown_addon' });
  });

  it('says which lines are sold out, out of hours or gone (409)', async () => {
    const soup = (
      await company.api.post(`${menu.base}/create-item`, {
        categoryId: menu.category.id,
        title: 'Soup',
        price: 500,
      })
    ).json();
    await company.api.post(`${menu.base}/item/${soup.id}`, { soldOut: true });
    const breakfast = (
      await company.api.post(`${menu.base}/create-item`, {
        categoryId: menu.category.id,
        title: 'Porridge',
        price: 450,
        availability: { days: ['mon'], from: '07:00', to: '07:01' },
      })
    ).json();
    const res = await guest(
      'POST',
      '/order/create',
      order([
        { itemId: soup.id, quantity: 1 },
        { itemId: breakfast.id, quantity: 1 },
        { itemId: '00000000-0000-4000-8000-000000000000', quantity: 1 },
        { itemId: menu.item.id, optionIndex: 0, quantity: 1 },
      ]),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().details).toMatchObject({
      reason: 'items-unavailable',
      lines: [
        { index: 0, why: 'sold-out' },
        { index: 1, why: 'not-now' },
        { index: 2, why: 'removed' },
      ],
    });
  });

  it("judges serving hours on the venue's clock, whatever time zone the guest's device names", async () => {
    // Served for an hour either side of Tokyo's time now: closed in UTC, nine hours behind.
    const tokyo = wallClock(new Date(), 'Asia/Tokyo');
    const time = (minutes: number) => {
      const m = (minutes + 1440) % 1440;
      return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    };
    const lunch = (
      await company.api.post(`${menu.base}/create-item`, {
        categoryId: menu.category.id,
        title: 'Bento',
        price: 900,
        availability: { days: [...WEEKDAYS], from: time(tokyo.minutes - 60), to: time(tokyo.minutes + 60) },
      })
    ).json();
    const cookie = await newGuest();
    const place = (timeZone?: string) =>
      guest('POST', '/order/create', order([{ itemId: lunch.id, quantity: 1 }], { timeZone }), cookie);
    await t.app.inject({ url: `/api/v1/online-menu/public/${menu.slug}` });

    // The venue keeps UTC: a device claiming Tokyo's clock does not open the kitchen.
    const refused = await place('Asia/Tokyo');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().details).toMatchObject({
      reason: 'items-unavailable',
      lines: [{ why: 'not-now' }],
    });

    // The venue is in Tokyo: open, whatever the device says (also with the menu cached).
    expect((await company.api.post('/structure', { timeZone: 'Asia/Tokyo' })).statusCode).toBe(200);
    try {
      expect((await place('UTC')).statusCode).toBe(200);
      expect((await place()).statusCode).toBe(200);
    } finally {
      await company.api.post('/structure', { timeZone: 'UTC' });
    }
  });

  it('needs a guest identity, an active menu and a real table', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/order/create',
      payload: order([{ itemId: latteId, optionIndex: 0, quantity: 1 }]),
    });
    expect(anonymous.statusCode).toBe(401);
    const noTable = await guest(
      'POST',
      '/order/create',
      order([{ itemId: latteId, optionIndex: 0, quantity: 1 }], { type: 'table' }),
    );
    expect(noTable.statusCode).toBe(400);
    const unknownTable = await guest(
      'POST',
      '/order/create',
      order([{ itemId: latteId, optionIndex: 0, quantity: 1 }], {
        type: 'table',
        table: { locationSlug: 'nowhere', groupSlug: 'hall', tableSlug: '1' },
      }),
    );
    expect(unknownTable.statusCode).toBe(404);
  });

  it('places a table order with the table named on it', async () => {
    const location = await createRoot(company.api, 'Old Town', { slug: 'old-town' });
    const hall = (await company.api.post(`/horeca/groups/${location}/create`, { name: 'Hall' })).json();
    await company.api.post(`/horeca/groups/${location}/table-create`, { groupId: hall.id, name: '3' });
    const res = await guest(
      'POST',
      '/order/create',
      order([{ itemId: latteId, optionIndex: 0, quantity: 1 }], {
        type: 'table',
        table: { locationSlug: 'old-town', groupSlug: 'hall', tableSlug: '3' },
      }),
    );
    expect(res.json()).toMatchObject({ type: 'table', tableLabel: 'Hall · 3' });
  });

  it('stops taking orders for a table as soon as it is deleted, also while the menu is cached', async () => {
    const location = await createRoot(company.api, 'Riverside', { slug: 'riverside' });
    const hall = (await company.api.post(`/horeca/groups/${location}/create`, { name: 'Deck' })).json();
    const table = (
      await company.api.post(`/horeca/groups/${location}/table-create`, { groupId: hall.id, name: '9' })
    ).json();
    await t.app.inject({ url: `/api/v1/online-menu/public/${menu.slug}` });
    const atTable = () =>
      guest(
        'POST',
        '/order/create',
        order([{ itemId: latteId, optionIndex: 0, quantity: 1 }], {
          type: 'table',
          table: { locationSlug: 'riverside', groupSlug: 'deck', tableSlug: '9' },
        }),
      );
    expect((await atTable()).json()).toMatchObject({ tableLabel: 'Deck · 9' });
    expect((await atTable()).statusCode).toBe(200);
    const deleted = await company.api.post(`/horeca/groups/${location}/delete-table`, { tableId: table.id });
    expect(deleted.statusCode).toBe(200);
    await t.app.inject({ url: `/api/v1/online-menu/public/${menu.slug}` });
    expect((await atTable()).statusCode).toBe(404);
  });

  it('keeps the name and phone the guest gave with a pickup order, as they were then', async () => {
    const cookie = await newGuest();
    const details = { name: 'Mira', phone: '+380501234567' };
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/customer',
      headers: { cookie },
      payload: details,
    });
    expect(put.statusCode).toBe(200);
    const placed = (
      await guest('POST', '/order/create', order([{ itemId: latteId, optionIndex: 0, quantity: 1 }]), cookie)
    ).json();
    expect(placed.contact).toEqual(details);
    await t.app.inject({
      method: 'PUT',
      url: '/api/v1/customer',
      headers: { cookie },
      payload: { name: 'M.' },
    });
    expect((await guest('GET', `/order/${placed.slug}`, undefined, cookie)).json().contact).toEqual(details);
    // A guest who gave nothing leaves the order without a contact.
    const anonymous = await guest(
      'POST',
      '/order/create',
      order([{ itemId: latteId, optionIndex: 0, quantity: 1 }]),
    );
    expect(anonymous.json().contact).toBeNull();
  });

  it('limits orders per guest, not per address (guests of a café share its Wi-Fi)', async () => {
    const [busy, neighbour] = [await newGuest(), await newGuest()];
    const place = (cookie: string) =>
      guest('POST', '/order/create', order([{ itemId: latteId, optionIndex: 0, quantity: 1 }]), cookie);
    for (let i = 0; i < 20; i++) expect((await place(busy)).statusCode).toBe(200);
    expect((await place(busy)).statusCode).toBe(429);
    expect((await place(neighbour)).statusCode).toBe(200);
  });

  it('lets staff list orders and move them only along the state machine', async () => {
    const placed = (
      await guest('POST', '/order/create', order([{ itemId: latteId, optionIndex: 0, quantity: 1 }]))
    ).json();
    const list = ZOrderList.parse(
      (await company.api.get('/online-menu/orders?status=open&pageSize=100')).json(),
    );
    expect(list.items.map((o) => o.id)).toContain(placed.id);
    expect(list.items.every((o) => ['new', 'accepted', 'preparing', 'ready'].includes(o.status))).toBe(true);
    // Staff find an order by the number the guest reads out.
    const byNumber = ZOrderList.parse(
      (await company.api.get(`/online-menu/orders?number=${placed.number}`)).json(),
    );
    expect(byNumber.items.map((o) => o.id)).toEqual([placed.id]);

    const move = (status: string) => company.api.post(`/online-menu/order/status/${placed.slug}`, { status });
    const skip = await move('ready');
    expect(skip.statusCode).toBe(409);
    expect(skip.json().details).toEqual({
      reason: 'status-change',
      from: 'new',
      allowed: ['accepted', 'cancelled'],
    });
    for (const status of ['accepted', 'ready', 'served']) {
      expect((await move(status)).json()).toMatchObject({ status });
    }
    expect((await move('cancelled')).statusCode).toBe(409);
    expect((await guest('GET', `/order/${placed.slug}`)).json().status).toBe('served');
  });

  it("keeps another company's orders out of reach", async () => {
    const placed = (
      await guest('POST', '/order/create', order([{ itemId: latteId, optionIndex: 0, quantity: 1 }]))
    ).json();
    const other = await newCompany(t);
    expect((await other.api.get('/online-menu/orders')).json()).toMatchObject({ items: [], total: 0 });
    const move = await other.api.post(`/online-menu/order/status/${placed.slug}`, { status: 'accepted' });
    expect(move.statusCode).toBe(404);
  });
});
