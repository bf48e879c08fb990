import { ZLiveEvents, ZWaiterCall } from '@guestloop/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tables } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { makeMenu } from '../menus/menus.test-support';
import { createRoot, newCompany } from '../structure/structure.test-support';

describe('waiter calls', () => {
  let t: TestApp;
  let company: Awaited<ReturnType<typeof newCompany>>;
  let tableIds: string[];

  const guest = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, ...(payload && { payload }) });

  beforeAll(async () => {
    t = await createTestApp();
    company = await newCompany(t);
    const menu = await makeMenu(company.api);
    await company.api.post(`${menu.base}/active`, { isActive: true });
    const location = await createRoot(company.api, 'Old Town', { slug: 'old-town' });
    const hall = (await company.api.post(`/horeca/groups/${location}/create`, { name: 'Hall' })).json();
    tableIds = [];
    for (const name of ['1', '2', '3', '4']) {
      tableIds.push(
        (await company.api.post(`/horeca/groups/${location}/table-create`, { groupId: hall.id, name })).json()
          .id,
      );
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it('rings once per table until staff handle it, and the board hears of both', async () => {
    const [table] = tableIds;
    const before = ZLiveEvents.parse((await company.api.get('/online-menu/orders/live')).json()).lastId;
    expect((await guest('GET', `/waiter-call/${table}/enabled`)).json()).toEqual({ enabled: true });
    expect((await guest('GET', `/waiter-call/${table}/status`)).json()).toEqual({ open: null });

    const call = ZWaiterCall.parse(
      (await guest('POST', `/waiter-call/${table}/create`, { kind: 'bill' })).json(),
    );
    expect(call).toMatchObject({ tableLabel: 'Hall · 1', kind: 'bill', status: 'open', handledAt: null });
    const again = (await guest('POST', `/waiter-call/${table}/create`, {})).json();
    expect(again.id).toBe(call.id);
    expect((await guest('GET', `/waiter-call/${table}/status`)).json().open.id).toBe(call.id);
    expect(
      (await company.api.get('/online-menu/waiter-calls')).json().items.map((c: { id: string }) => c.id),
    ).toEqual([call.id]);

    const handled = await company.api.post('/online-menu/admin/call-status', {
      callId: call.id,
      status: 'handled',
    });
    expect(handled.json()).toMatchObject({ status: 'handled' });
    expect(handled.json().handledAt).not.toBeNull();
    expect((await guest('GET', `/waiter-call/${table}/status`)).json()).toEqual({ open: null });

    const events = ZLiveEvents.parse(
      (await company.api.get(`/online-menu/orders/live?after=${before}`)).json(),
    );
    expect(events.items.map((e) => e.kind)).toEqual(['waiter-call.created', 'waiter-call.updated']);
  });

  it('keeps the button off where the table switched it off, and 404 for unknown tables', async () => {
    const table = tableIds[1]!;
    await t.app.db.update(tables).set({ waiterCallEnabled: false }).where(eq(tables.id, table));
    expect((await guest('GET', `/waiter-call/${table}/enabled`)).json()).toEqual({ enabled: false });
    expect((await guest('POST', `/waiter-call/${table}/create`, {})).statusCode).toBe(404);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await guest('GET', `/waiter-call/${unknown}/enabled`)).json()).toEqual({ enabled: false });
    expect((await guest('POST', `/waiter-call/${unknown}/create`, {})).statusCode).toBe(404);
  });

  it('limits how often one table can ring', async () => {
    const table = tableIds[2]!;
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await guest('POST', `/waiter-call/${table}/create`, {});
      codes.push(res.statusCode);
      const id = res.json().id;
      if (id) await company.api.post('/online-menu/admin/call-status', { callId: id, status: 'handled' });
    }
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('lets no other company see or handle the calls', async () => {
    const call = (await guest('POST', `/waiter-call/${tableIds[3]}/create`, {})).json();
    const other = await newCompany(t);
    expect((await other.api.get('/online-menu/waiter-calls')).json()).toEqual({ items: [] });
    const res = await other.api.post('/online-menu/admin/call-status', {
      callId: call.id,
      status: 'handled',
    });
    expect(res.statusCode).toBe(404);
  });
});
