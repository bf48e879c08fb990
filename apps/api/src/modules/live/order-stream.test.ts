import { ZOrder } from '@guestloop/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { createSecondProcess, createTestApp, type TestApp } from '../../test/app';
import { makeMenu } from '../menus/menus.test-support';
import { createRoot, newCompany } from '../structure/structure.test-support';
import { readEvents } from './live.test-support';

describe("the guest's live order page", () => {
  let t: TestApp;
  let baseUrl: string;
  let company: Awaited<ReturnType<typeof newCompany>>;
  let menu: Awaited<ReturnType<typeof makeMenu>>;
  let tableIds: string[];
  let guestCookie: string;
  let keys = 0;

  /** A pickup order, put at a table straight in the database (the table route is not under test). */
  const placeOrder = async (tableId?: string, cookie = guestCookie) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/order/create',
      headers: { cookie },
      payload: {
        menuSlug: menu.slug,
        type: 'pickup',
        lines: [{ itemId: menu.item.id, optionIndex: 0, quantity: 1 }],
        idempotencyKey: `stream-${++keys}-${Date.now()}`,
      },
    });
    const order = res.json() as { id: string; slug: string };
    if (tableId) await t.app.db.update(orders).set({ tableId }).where(eq(orders.id, order.id));
    return order;
  };
  const open = (url: string, slug: string, headers: Record<string, string> = {}) =>
    fetch(`${url}/api/v1/order/${slug}/live`, { headers: { accept: 'text/event-stream', ...headers } });
  const setStatus = (slug: string, status: string) =>
    company.api.post(`/online-menu/order/status/${slug}`, { status });

  beforeAll(async () => {
    t = await createTestApp();
    company = await newCompany(t);
    menu = await makeMenu(company.api);
    await company.api.post(`${menu.base}/active`, { isActive: true });
    const location = await createRoot(company.api, 'Old Town', { slug: 'old-town' });
    const hall = (await company.api.post(`/horeca/groups/${location}/create`, { name: 'Hall' })).json();
    tableIds = [];
    for (const name of ['1', '2']) {
      const table = await company.api.post(`/horeca/groups/${location}/table-create`, {
        groupId: hall.id,
        name,
      });
      tableIds.push(table.json().id);
    }
    const guest = await t.app.inject({ method: 'POST', url: '/api/v1/customer/create/online-menu/x' });
    guestCookie = String([guest.headers['set-cookie']].flat()[0]).split(';')[0] ?? '';
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers the order as JSON to a plain request, and 404 for an unknown one', async () => {
    const order = await placeOrder();
    const plain = await t.app.inject({ method: 'GET', url: `/api/v1/order/${order.slug}/live` });
    expect(ZOrder.parse(plain.json())).toMatchObject({ slug: order.slug, status: 'new' });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/order/nosuchorder1/live' })).statusCode).toBe(
      404,
    );
  });

  it("starts with the order and its table's call, then follows only this order and this table", async () => {
    const [mine, other] = tableIds as [string, string];
    const order = await placeOrder(mine);
    const call = (
      await t.app.inject({ method: 'POST', url: `/api/v1/waiter-call/${mine}/create`, payload: {} })
    ).json();
    const res = await open(baseUrl, order.slug);
    expect(res.headers.get('content-type')).toMatch(/text\/event-stream/);
    const reading = readEvents(res.body!, 4);

    const stranger = await placeOrder(other);
    await setStatus(stranger.slug, 'accepted');
    await t.app.inject({ method: 'POST', url: `/api/v1/waiter-call/${other}/create`, payload: {} });
    await setStatus(order.slug, 'accepted');
    await company.api.post('/online-menu/admin/call-status', { callId: call.id, status: 'handled' });

    const events = await reading;
    expect(events.map((e) => e.event)).toEqual([
      'order.updated',
      'waiter-call.updated',
      'order.updated',
      'waiter-call.updated',
    ]);
    expect(events[0]?.data.order).toMatchObject({ slug: order.slug, status: 'new' });
    expect(events[1]?.data.call).toMatchObject({ id: call.id, status: 'open' });
    expect(events[2]?.data.order).toMatchObject({ slug: order.slug, status: 'accepted' });
    expect(events[3]?.data.call).toMatchObject({ id: call.id, status: 'handled' });

    // Away while the order moved on: the reconnecting page gets just that.
    await setStatus(stranger.slug, 'preparing');
    await setStatus(order.slug, 'preparing');
    const again = await open(baseUrl, order.slug, { 'last-event-id': String(events.at(-1)!.id) });
    const missed = await readEvents(again.body!, 2, 1500);
    expect(missed.map((e) => e.data.order)).toMatchObject([{ slug: order.slug, status: 'preparing' }]);
  });

  it("streams the guest's name and phone only to the guest who placed the order", async () => {
    const made = await t.app.inject({ method: 'POST', url: '/api/v1/customer/create/online-menu/x' });
    const cookie = String([made.headers['set-cookie']].flat()[0]).split(';')[0] ?? '';
    const contact = { name: 'Ana Pop', phone: '+40 711 222 333' };
    await t.app.inject({ method: 'PUT', url: '/api/v1/customer', headers: { cookie }, payload: contact });
    const order = await placeOrder(undefined, cookie);
    const own = readEvents((await open(baseUrl, order.slug, { cookie })).body!, 2);
    const seenByOthers = readEvents((await open(baseUrl, order.slug)).body!, 2);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await setStatus(order.slug, 'accepted');

    const ownEvents = await own;
    expect(ownEvents.map((e) => e.data.order)).toMatchObject([
      { status: 'new', contact },
      { status: 'accepted', contact },
    ]);
    const otherEvents = await seenByOthers;
    expect(otherEvents.map((e) => e.data.order)).toMatchObject([
      { status: 'new', contact: null },
      { status: 'accepted', contact: null },
    ]);
    expect(JSON.stringify(otherEvents)).not.toContain(contact.phone);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'follows a change made on another API process (PostgreSQL LISTEN/NOTIFY)',
    async () => {
      const second = await createSecondProcess(t);
      try {
        const secondUrl = await second.app.listen({ port: 0, host: '127.0.0.1' });
        const order = await placeOrder();
        const res = await open(secondUrl, order.slug);
        const reading = readEvents(res.body!, 2);
        await new Promise((resolve) => setTimeout(resolve, 200));
        await setStatus(order.slug, 'accepted');
        const events = await reading;
        expect(events.map((e) => e.data.order)).toMatchObject([{ status: 'new' }, { status: 'accepted' }]);
      } finally {
        await second.close();
      }
    },
  );
});
