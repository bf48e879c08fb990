import { ZWaiterList } from '@guestloop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { createUser } from '../../test/users';
import { createRoot, newCompany } from '../structure/structure.test-support';

describe('waiters and their tables', () => {
  let t: TestApp;
  let company: Awaited<ReturnType<typeof newCompany>>;
  let tableIds: string[];

  beforeAll(async () => {
    t = await createTestApp();
    company = await newCompany(t);
    const location = await createRoot(company.api, 'Old Town', { slug: 'old-town' });
    const hall = (await company.api.post(`/horeca/groups/${location}/create`, { name: 'Hall' })).json();
    tableIds = [];
    for (const name of ['1', '2', '3']) {
      tableIds.push(
        (await company.api.post(`/horeca/groups/${location}/table-create`, { groupId: hall.id, name })).json()
          .id,
      );
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists members who answer calls and assigns them tables', async () => {
    const waiter = await company.member('waiter');
    const list = ZWaiterList.parse((await company.api.get('/online-menu/waiters')).json());
    const found = list.items.find((w) => w.userId === waiter.user.id);
    expect(found).toMatchObject({ role: { slug: 'waiter' }, tableIds: [] });

    const set = await company.api.post(`/online-menu/waiter/${waiter.user.id}/tables`, {
      tableIds: [tableIds[0], tableIds[2]],
    });
    expect(set.json()).toMatchObject({ isWaiter: true });
    expect(new Set(set.json().tableIds)).toEqual(new Set([tableIds[0], tableIds[2]]));
    // The waiter sees their own tables.
    const mine = (await waiter.api.get('/online-menu/waiter/role')).json();
    expect(mine).toMatchObject({ isWaiter: true, role: { slug: 'waiter' } });
    expect(mine.tableIds).toHaveLength(2);
    // A new list replaces the old one.
    await company.api.post(`/online-menu/waiter/${waiter.user.id}/tables`, { tableIds: [tableIds[1]] });
    expect((await waiter.api.get('/online-menu/waiter/role')).json().tableIds).toEqual([tableIds[1]]);
  });

  it("refuses another company's tables and members who do not answer calls", async () => {
    const waiter = await company.member('waiter');
    const other = await newCompany(t);
    const foreign = await other.api.post(`/online-menu/waiter/${waiter.user.id}/tables`, { tableIds: [] });
    expect(foreign.statusCode).toBe(404);
    const theirs = await createRoot(other.api, 'Elsewhere', { slug: 'elsewhere' });
    const group = (await other.api.post(`/horeca/groups/${theirs}/create`, { name: 'Hall' })).json();
    const table = (
      await other.api.post(`/horeca/groups/${theirs}/table-create`, { groupId: group.id, name: '9' })
    ).json();
    const stolen = await company.api.post(`/online-menu/waiter/${waiter.user.id}/tables`, {
      tableIds: [table.id],
    });
    expect(stolen.statusCode).toBe(404);
    const roleless = await createUser(t.app.db, { structure: company.structureId, role: null });
    const res = await company.api.post(`/online-menu/waiter/${roleless.id}/tables`, { tableIds: [] });
    expect(res.statusCode).toBe(409);
    expect(res.json().details).toEqual({ reason: 'not-a-waiter' });
  });
});
