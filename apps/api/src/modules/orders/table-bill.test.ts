import { ZTableBill } from '@guestloop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { createRoot } from '../structure/structure.test-support';
import { newGuestCookie, orderingVenue } from './ordering.test-support';

describe("a table's open bill", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it("lists the table's unpaid orders from every guest at it, without who placed them", async () => {
    const venue = await orderingVenue(t);
    const { api } = venue.company;
    const location = await createRoot(api, 'Old Town', { slug: 'old-town' });
    const hall = (await api.post(`/horeca/groups/${location}/create`, { name: 'Hall' })).json();
    const table = (
      await api.post(`/horeca/groups/${location}/table-create`, { groupId: hall.id, name: '3' })
    ).json();
    const other = (
      await api.post(`/horeca/groups/${location}/table-create`, { groupId: hall.id, name: '4' })
    ).json();
    const atTable = (name: string, cookie?: string) =>
      venue.order(
        {
          type: 'table',
          table: { locationSlug: 'old-town', groupSlug: 'hall', tableSlug: name },
          note: 'No onions',
        },
        cookie,
      );
    const first = (await atTable('3')).json();
    const friend = await newGuestCookie(t);
    const second = (await atTable('3', friend)).json();
    await atTable('4');
    const paid = (await atTable('3')).json();
    await api.post('/online-menu/admin/order/set-paid', { orderSlug: paid.slug, paid: true });

    const res = await t.app.inject({ method: 'GET', url: `/api/v1/order/table/${table.id}/bill` });
    expect(res.statusCode).toBe(200);
    const bill = ZTableBill.parse(res.json());
    expect(bill.tableLabel).toBe('Hall · 3');
    expect(bill.orders.map((o) => o.slug)).toEqual([first.slug, second.slug]);
    expect(bill.total).toBe(first.total + second.total);
    expect(res.body).not.toContain('No onions');
    expect(res.body).not.toContain('customer');

    const fourth = ZTableBill.parse(
      (await t.app.inject({ url: `/api/v1/order/table/${other.id}/bill` })).json(),
    );
    expect(fourth.orders).toHaveLength(1);
    const unknown = await t.app.inject({ url: `/api/v1/order/table/${hall.id}/bill` });
    expect(unknown.statusCode).toBe(404);
  });
});
