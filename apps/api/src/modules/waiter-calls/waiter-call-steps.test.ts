import { ZLiveEvents, ZWaiterCall, ZWaiterCallList, ZWaiterHome } from '@guestloop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { makeMenu } from '../menus/menus.test-support';
import { type Api, createRoot, newCompany } from '../structure/structure.test-support';

/**
 * What a guest is told about a call is only what staff did: each step (seen, on the way,
 * handled) is a staff action, and a guest at a table needs no order to ring.
 */
describe('waiter call steps', () => {
  let t: TestApp;
  let company: Awaited<ReturnType<typeof newCompany>>;
  let waiter: { user: { id: string }; api: Api };
  let tableIds: string[];

  const guest = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, ...(payload && { payload }) });
  const step = (api: Api, callId: string, status: string) =>
    api.post('/online-menu/admin/call-status', { callId, status });
  const guestSees = async (table: string) =>
    (await guest('GET', `/waiter-call/${table}/status`)).json().open?.status ?? null;
  const lastEvent = async () =>
    ZLiveEvents.parse((await company.api.get('/online-menu/orders/live')).json()).lastId;

  beforeAll(async () => {
    t = await createTestApp();
    company = await newCompany(t);
    const menu = await makeMenu(company.api, 'Evening Menu');
    await company.api.post(`${menu.base}/active`, { isActive: true });
    const location = await createRoot(company.api, 'Old Town', { slug: 'old-town' });
    const hall = (await company.api.post(`/horeca/groups/${location}/create`, { name: 'Hall' })).json();
    tableIds = [];
    for (const name of ['1', '2', '3', '4', '5']) {
      const made = await company.api.post(`/horeca/groups/${location}/table-create`, {
        groupId: hall.id,
        name,
      });
      tableIds.push(made.json().id);
    }
    waiter = await company.member('waiter');
  });
  afterAll(async () => {
    await t.close();
  });

  it('tells the guest each step only when a staff member takes it, and never goes back', async () => {
    const table = tableIds[0]!;
    const before = await lastEvent();
    const call = ZWaiterCall.parse((await guest('POST', `/waiter-call/${table}/create`, {})).json());
    expect(call).toMatchObject({ kind: 'waiter', payWith: null, status: 'open' });
    // Nothing happens by itself: the call stays "sent" until someone acts.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await guestSees(table)).toBe('open');

    expect((await step(waiter.api, call.id, 'seen')).json()).toMatchObject({ status: 'seen' });
    expect(await guestSees(table)).toBe('seen');
    expect((await step(waiter.api, call.id, 'on-the-way')).json()).toMatchObject({ status: 'on-the-way' });
    expect(await guestSees(table)).toBe('on-the-way');
    // A second board opening the call late does not take the waiter back to "seen".
    expect((await step(company.api, call.id, 'seen')).json()).toMatchObject({ status: 'on-the-way' });
    expect(await guestSees(table)).toBe('on-the-way');
    // Still waiting for its answer, so the table does not ring twice.
    expect((await guest('POST', `/waiter-call/${table}/create`, {})).json().id).toBe(call.id);

    const handled = (await step(waiter.api, call.id, 'handled')).json();
    expect(handled).toMatchObject({ status: 'handled' });
    expect(handled.handledAt).not.toBeNull();
    expect(await guestSees(table)).toBeNull();
    // A stale "on my way" after the call was handled leaves it handled.
    expect((await step(waiter.api, call.id, 'on-the-way')).json()).toMatchObject({ status: 'handled' });

    const events = ZLiveEvents.parse(
      (await company.api.get(`/online-menu/orders/live?after=${before}`)).json(),
    );
    expect(events.items.map((e) => [e.kind, (e.payload.call as { status: string }).status])).toEqual([
      ['waiter-call.created', 'open'],
      ['waiter-call.updated', 'seen'],
      ['waiter-call.updated', 'on-the-way'],
      ['waiter-call.updated', 'handled'],
    ]);
  });

  it('lets a guest who has not ordered ask for the bill by card, and the waiter sees how', async () => {
    const table = tableIds[1]!;
    const res = await guest('POST', `/waiter-call/${table}/create`, { kind: 'bill', payWith: 'card' });
    expect(res.statusCode).toBe(200);
    const call = ZWaiterCall.parse(res.json());
    expect(call).toMatchObject({ tableLabel: 'Hall · 2', kind: 'bill', payWith: 'card', status: 'open' });
    const seenByWaiter = ZWaiterCallList.parse((await waiter.api.get('/online-menu/waiter-calls')).json());
    expect(seenByWaiter.items.find((c) => c.id === call.id)).toMatchObject({ kind: 'bill', payWith: 'card' });
    // A waiter call carries no way of paying, whatever was sent.
    const plain = (
      await guest('POST', `/waiter-call/${tableIds[2]}/create`, { kind: 'waiter', payWith: 'cash' })
    ).json();
    expect(plain).toMatchObject({ kind: 'waiter', payWith: null });
    expect((await guest('POST', `/waiter-call/${table}/create`, { payWith: 'cheque' })).statusCode).toBe(400);
  });

  it("brings a call to the boards of the table's waiter and of nobody else's, and to all for a table nobody serves", async () => {
    const [, , , mine, theirs] = tableIds as [string, string, string, string, string];
    const colleague = await company.member('waiter');
    await company.api.post(`/online-menu/waiter/${waiter.user.id}/tables`, { tableIds: [mine] });
    await company.api.post(`/online-menu/waiter/${colleague.user.id}/tables`, { tableIds: [theirs] });
    const atMine = (await guest('POST', `/waiter-call/${mine}/create`, {})).json().id;
    const atTheirs = (await guest('POST', `/waiter-call/${theirs}/create`, {})).json().id;
    const unserved = (await guest('POST', `/waiter-call/${tableIds[0]}/create`, {})).json().id;

    const ids = async (api: Api, scope: string) =>
      ZWaiterCallList.parse((await api.get(`/online-menu/waiter-calls?scope=${scope}`)).json()).items.map(
        (c) => c.id,
      );
    const mineOnly = await ids(waiter.api, 'mine');
    expect(mineOnly).toContain(atMine);
    expect(mineOnly).toContain(unserved);
    expect(mineOnly).not.toContain(atTheirs);
    expect(await ids(colleague.api, 'mine')).toContain(atTheirs);
    expect(await ids(colleague.api, 'mine')).not.toContain(atMine);
    // A member who serves no table, and the list of all, see every call.
    expect(await ids(company.api, 'mine')).toEqual(expect.arrayContaining([atMine, atTheirs, unserved]));
    expect(await ids(waiter.api, 'all')).toEqual(expect.arrayContaining([atMine, atTheirs, unserved]));
  });

  it("gives a waiter's home their tables by name and the boards by menu title", async () => {
    const home = ZWaiterHome.parse((await waiter.api.get('/online-menu/waiter/home')).json());
    expect(home.tables).toEqual([{ id: tableIds[3], label: 'Hall · 4' }]);
    expect(home.boards).toEqual([{ slug: expect.any(String), title: 'Evening Menu' }]);
  });
});
