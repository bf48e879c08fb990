import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, orders, posOrderExports, posProductLinks } from '../../db/schema';
import {
  FAKE_ORG,
  FAKE_TERMINAL,
  type FakeSyrve,
  startFakeSyrve,
} from '../../providers/pos/syrve.test-support';
import { createTestApp, type TestApp } from '../../test/app';
import { orderingVenue } from '../orders/ordering.test-support';
import { EXPORT_ORDER_JOB, exportOrder, queueMissingExports } from './syrve.orders';
import { applyStopLists } from './syrve.stop-list';

const ESPRESSO = '0f1e2d3c-0001-4000-8000-000000000001';
const CAPPUCCINO = '0f1e2d3c-0002-4000-8000-000000000002';

describe('Syrve: orders sent to the POS once, and its stop list on the guest menu', () => {
  let fake: FakeSyrve;
  let t: TestApp;
  let venue: Awaited<ReturnType<typeof orderingVenue>>;
  let other: { id: string };

  const exportOf = async (orderId: string) =>
    (await t.app.db.select().from(posOrderExports).where(eq(posOrderExports.orderId, orderId)))[0];
  const place = async (itemId = venue.menu.item.id, quantity = 2) => {
    const option = itemId === venue.menu.item.id ? { optionIndex: 0 } : {};
    const res = await venue.order({ lines: [{ itemId, quantity, note: 'No sugar', ...option }] });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { id: string; number: number; slug: string };
  };
  const publicItem = async (id: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/online-menu/public/${venue.menu.slug}` });
    const menu = res.json() as { categories: { items: { id: string; soldOut: boolean }[] }[] };
    return menu.categories.flatMap((c) => c.items).find((i) => i.id === id)!;
  };

  beforeAll(async () => {
    fake = await startFakeSyrve({ apiLogins: ['venue-login'] });
    t = await createTestApp({ SYRVE_API_URL: fake.url }, { jobs: { autoStart: false, retryBaseMs: 400 } });
    venue = await orderingVenue(t);
    const api = venue.company.api;
    other = (
      await api.post(`${venue.menu.base}/create-item`, {
        categoryId: venue.menu.category.id,
        title: 'Scone',
        price: 300,
      })
    ).json();
    await api.post('/structure/integration/update', {
      serviceUid: 'syrve',
      secrets: { apiLogin: 'venue-login' },
    });
    await api.post('/structure/integration/enable', { serviceUid: 'syrve', enabled: true });
    expect((await api.get(`/syrve/${venue.menu.slug}/products`)).json().total).toBe(6);
    const linked = await api.post(`/syrve/${venue.menu.slug}/connect`, {
      syrve_product_id: ESPRESSO,
      online_menu_item_id: venue.menu.item.id,
    });
    expect(linked.statusCode).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('sends an order of a linked item once, even when its job runs twice', async () => {
    const order = await place();
    const queued = await t.app.db.select().from(jobs).where(eq(jobs.kind, EXPORT_ORDER_JOB));
    expect(queued).toHaveLength(1);
    await t.app.jobs.runDueJobs();
    expect(fake.state.orders).toHaveLength(1);
    expect(fake.state.orders[0]).toMatchObject({
      organizationId: FAKE_ORG.id,
      terminalGroupId: FAKE_TERMINAL.id,
      order: {
        id: order.id,
        externalNumber: order.slug,
        items: [{ productId: ESPRESSO, type: 'Product', amount: 2, price: 3.9 }],
      },
    });
    expect(fake.state.orders[0]!.order.items[0]!.comment).toContain('No sugar');
    expect(fake.state.orders[0]!.order.comment).toContain(`#${order.number}`);

    await exportOrder(t.app, { structureId: venue.company.structureId, orderId: order.id });
    expect(fake.state.orders).toHaveLength(1);
    expect(await exportOf(order.id)).toMatchObject({ status: 'sent', attempts: 1, externalId: order.id });
  });

  it('sends an order whose queueing was lost (the process stopped after the order) on the next sweep', async () => {
    const order = await place();
    // As if the process stopped between the order's commit and its event: no job, no send.
    await t.app.db.delete(jobs).where(eq(jobs.kind, EXPORT_ORDER_JOB));
    expect(await queueMissingExports(t.app)).toBe(0); // the event's own job gets its minute first
    await t.app.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 2 * 60_000) })
      .where(eq(orders.id, order.id));
    expect(await queueMissingExports(t.app)).toBe(1);
    await t.app.jobs.runDueJobs();
    expect(await exportOf(order.id)).toMatchObject({ status: 'sent' });
    expect(fake.state.orders.at(-1)?.order.id).toBe(order.id);
    expect(await queueMissingExports(t.app)).toBe(0);
  });

  it('sends nothing for an order without linked items', async () => {
    const order = await place(other.id, 1);
    await t.app.jobs.runDueJobs();
    expect(fake.state.orders).toHaveLength(2);
    expect(await exportOf(order.id)).toBeUndefined();
  });

  it('records a failed send with its reason and sends it on the next try', async () => {
    fake.state.failOrders = 1;
    const order = await place();
    await t.app.jobs.runDueJobs();
    const failed = await exportOf(order.id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    expect(failed?.errorMessage).toContain('Terminal is not available');
    expect(fake.state.orders).toHaveLength(2);

    await new Promise((resolve) => setTimeout(resolve, 450));
    await t.app.jobs.runDueJobs();
    expect(await exportOf(order.id)).toMatchObject({ status: 'sent', attempts: 2, errorMessage: null });
    expect(fake.state.orders.map((o) => o.order.id)).toEqual([
      expect.any(String),
      expect.any(String),
      order.id,
    ]);
  });

  it('sells out a stopped product on the guest menu and puts it back when the POS lifts it', async () => {
    const item = venue.menu.item.id;
    const stopped = async () =>
      (await t.app.db.select().from(posProductLinks).where(eq(posProductLinks.menuItemId, item)))[0]
        ?.stoppedByPos;
    expect((await publicItem(item)).soldOut).toBe(false);
    fake.state.stopList = new Map([[ESPRESSO, 0]]);
    await applyStopLists(t.app);
    expect((await publicItem(item)).soldOut).toBe(true);
    expect(await stopped()).toBe(true);
    // Applied again: nothing more changes.
    await applyStopLists(t.app);
    expect((await publicItem(item)).soldOut).toBe(true);

    fake.state.stopList = new Map([[ESPRESSO, 3]]);
    await applyStopLists(t.app);
    expect((await publicItem(item)).soldOut).toBe(false);
    expect(await stopped()).toBe(false);
  });

  it("leaves an item a manager sold out alone, before and after the POS's stop", async () => {
    const api = venue.company.api;
    await api.post(`/syrve/${venue.menu.slug}/connect`, {
      syrve_product_id: CAPPUCCINO,
      online_menu_item_id: other.id,
    });
    await api.post(`${venue.menu.base}/item/${other.id}`, { soldOut: true });
    fake.state.stopList = new Map([[CAPPUCCINO, 0]]);
    await applyStopLists(t.app);
    fake.state.stopList = new Map();
    await applyStopLists(t.app);
    expect((await publicItem(other.id)).soldOut).toBe(true);
  });

  it('puts an item the POS sold out back on sale when it is unlinked', async () => {
    const item = venue.menu.item.id;
    fake.state.stopList = new Map([[ESPRESSO, 0]]);
    await applyStopLists(t.app);
    expect((await publicItem(item)).soldOut).toBe(true);
    const res = await venue.company.api.post(`/syrve/${venue.menu.slug}/disconnect`, {
      online_menu_item_id: item,
    });
    expect(res.json().item).toMatchObject({ soldOut: false, productId: null });
    expect((await publicItem(item)).soldOut).toBe(false);
  });
});
