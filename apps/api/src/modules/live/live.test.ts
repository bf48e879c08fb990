import { ZLiveEvents } from '@guestloop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { signIn } from '../../test/users';
import { makeMenu } from '../menus/menus.test-support';
import { newCompany } from '../structure/structure.test-support';
import { readEvents } from './live.test-support';

describe('live feed of the staff board', () => {
  let t: TestApp;
  let baseUrl: string;
  let company: Awaited<ReturnType<typeof newCompany>>;
  let menu: Awaited<ReturnType<typeof makeMenu>>;
  let guestCookie: string;
  let keys = 0;

  const placeOrder = async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/order/create',
      headers: { cookie: guestCookie },
      payload: {
        menuSlug: menu.slug,
        type: 'pickup',
        lines: [{ itemId: menu.item.id, optionIndex: 0, quantity: 1 }],
        idempotencyKey: `live-${++keys}-${Date.now()}`,
      },
    });
    expect(res.statusCode).toBe(200);
    return res.json() as { id: string; slug: string };
  };

  beforeAll(async () => {
    t = await createTestApp();
    company = await newCompany(t);
    menu = await makeMenu(company.api);
    await company.api.post(`${menu.base}/active`, { isActive: true });
    const guest = await t.app.inject({ method: 'POST', url: '/api/v1/customer/create/online-menu/x' });
    guestCookie = String([guest.headers['set-cookie']].flat()[0]).split(';')[0] ?? '';
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers a plain request with the events after a number, and nothing of another company', async () => {
    const before = ZLiveEvents.parse((await company.api.get('/online-menu/orders/live')).json());
    const order = await placeOrder();
    await company.api.post(`/online-menu/order/status/${order.slug}`, { status: 'accepted' });
    const page = ZLiveEvents.parse(
      (await company.api.get(`/online-menu/orders/live?after=${before.lastId}`)).json(),
    );
    expect(page.items.map((e) => e.kind)).toEqual(['order.created', 'order.updated']);
    expect(page.items[1]?.payload).toMatchObject({ order: { id: order.id, status: 'accepted' } });

    const other = await newCompany(t);
    const theirs = ZLiveEvents.parse((await other.api.get('/online-menu/orders/live?after=0')).json());
    expect(theirs.items).toEqual([]);
  });

  it('streams a new order to a connected board and resumes after Last-Event-ID', async () => {
    const cookie = await signIn(t.app, company.admin);
    const open = (headers: Record<string, string> = {}) =>
      fetch(`${baseUrl}/api/v1/online-menu/orders/live`, {
        headers: { accept: 'text/event-stream', cookie, ...headers },
      });
    const res = await open();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/event-stream/);
    const reading = readEvents(res.body!, 1);
    const order = await placeOrder();
    const [created] = await reading;
    expect(created).toMatchObject({
      event: 'order.created',
      data: { order: { id: order.id, status: 'new' } },
    });

    // The board was away while the order moved on twice: it gets both on reconnecting.
    await company.api.post(`/online-menu/order/status/${order.slug}`, { status: 'accepted' });
    await company.api.post(`/online-menu/order/status/${order.slug}`, { status: 'preparing' });
    const again = await open({ 'last-event-id': String(created!.id) });
    const missed = await readEvents(again.body!, 2);
    expect(missed.map((e) => e.data.order)).toMatchObject([{ status: 'accepted' }, { status: 'preparing' }]);
  });
});
