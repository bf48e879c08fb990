import { ZWaiterCallState } from '@guestloop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { makeMenu } from '../menus/menus.test-support';
import { createRoot, newCompany } from '../structure/structure.test-support';
import { readEvents } from './live.test-support';

describe("a table's waiter calls, live, for a guest who has not ordered", () => {
  let t: TestApp;
  let baseUrl: string;
  let company: Awaited<ReturnType<typeof newCompany>>;
  let tableIds: string[];

  const ring = (table: string, payload: object = {}) =>
    t.app.inject({ method: 'POST', url: `/api/v1/waiter-call/${table}/create`, payload });
  const step = (callId: string, status: string) =>
    company.api.post('/online-menu/admin/call-status', { callId, status });
  const open = (table: string, headers: Record<string, string> = {}) =>
    fetch(`${baseUrl}/api/v1/waiter-call/${table}/live`, {
      headers: { accept: 'text/event-stream', ...headers },
    });

  beforeAll(async () => {
    t = await createTestApp();
    company = await newCompany(t);
    const menu = await makeMenu(company.api);
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
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers the call as JSON to a plain request, and 404 for an unknown table', async () => {
    const plain = await t.app.inject({ method: 'GET', url: `/api/v1/waiter-call/${tableIds[0]}/live` });
    expect(ZWaiterCallState.parse(plain.json())).toEqual({ open: null });
    const unknown = '00000000-0000-4000-8000-000000000000';
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/waiter-call/${unknown}/live` });
    expect(res.statusCode).toBe(404);
  });

  it("starts with the table's waiting call, then brings each step staff take and nothing of other tables", async () => {
    const [mine, other] = tableIds as [string, string];
    const call = (await ring(mine, { kind: 'bill', payWith: 'cash' })).json();
    const res = await open(mine);
    expect(res.headers.get('content-type')).toMatch(/text\/event-stream/);
    const reading = readEvents(res.body!, 4);
    await new Promise((resolve) => setTimeout(resolve, 200));

    const theirs = (await ring(other)).json();
    await step(theirs.id, 'on-the-way');
    await step(call.id, 'seen');
    await step(call.id, 'on-the-way');
    await step(call.id, 'handled');

    const events = await reading;
    expect(events.map((e) => [e.event, (e.data.call as { status: string }).status])).toEqual([
      ['waiter-call.updated', 'open'],
      ['waiter-call.updated', 'seen'],
      ['waiter-call.updated', 'on-the-way'],
      ['waiter-call.updated', 'handled'],
    ]);
    expect(events.every((e) => (e.data.call as { id: string }).id === call.id)).toBe(true);
    expect(events[0]?.data.call).toMatchObject({ kind: 'bill', payWith: 'cash' });

    // A page that was away gets what it missed on reconnecting.
    const next = (await ring(mine)).json();
    await step(next.id, 'on-the-way');
    const again = await open(mine, { 'last-event-id': String(events.at(-1)!.id) });
    const missed = await readEvents(again.body!, 2, 1500);
    expect(missed.map((e) => [e.event, (e.data.call as { status: string }).status])).toEqual([
      ['waiter-call.created', 'open'],
      ['waiter-call.updated', 'on-the-way'],
    ]);
  });
});
