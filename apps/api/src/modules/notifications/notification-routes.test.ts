import { randomUUID } from 'node:crypto';
import { type TMetric, ZNotificationList, ZNotificationSetting } from '@guestloop/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, roles, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createUser, signIn } from '../../test/users';
import { type Client, client, companyWithLocation, createMetric } from '../metrics/metrics.test-support';

describe('notification routes', () => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof companyWithLocation>>;
  let b: Awaited<ReturnType<typeof companyWithLocation>>;
  let metricA: TMetric;
  let otherMetricA: TMetric;
  let manager: { id: string; api: Client };

  /** A notification of the manager's, straight in the database. */
  let made = 0;
  const notify = async (
    kind: string,
    sourceType: string,
    sourceId: string | null = null,
    userId = manager.id,
  ) => {
    const [row] = await t.app.db
      .insert(notifications)
      .values({
        structureId: a.structureId,
        userId,
        kind,
        sourceType,
        sourceId,
        subjectId: randomUUID(),
        locationId: a.root,
        payload: { score: 4, title: 'Dinner' },
        // Made one after the other, they are also told apart by time (the embedded engine's clock
        // may give two rows the same millisecond).
        createdAt: new Date(Date.now() - 60_000 + ++made * 10),
      })
      .returning({ id: notifications.id });
    return row!.id;
  };
  const list = async (api: Client = manager.api) =>
    ZNotificationList.parse((await api.get('/notification/list')).json());

  beforeAll(async () => {
    t = await createTestApp();
    a = await companyWithLocation(t);
    b = await companyWithLocation(t);
    const user = await createUser(t.app.db, { structure: a.structureId, role: 'manager' });
    manager = { id: user.id, api: client(t, await signIn(t.app, user)) };
    metricA = await createMetric(a.api, a.root);
    otherMetricA = await createMetric(a.api, a.sub, 'nps');
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists only the caller’s own notifications, newest first, and marks some or all read', async () => {
    const first = await notify('rating.new', 'metric', metricA.id);
    const second = await notify('rating.bad', 'metric', metricA.id);
    const third = await notify('survey.answer', 'survey');
    await notify('rating.bad', 'metric', metricA.id, a.admin.id);

    const mine = await list();
    expect(mine.items.map((n) => n.id)).toEqual([third, second, first]);
    expect(mine.items[0]).toMatchObject({ locationName: 'Old Town', payload: { score: 4, title: 'Dinner' } });
    expect(mine.unread).toBe(3);
    expect((await manager.api.get('/notification/list?limit=1')).json().items).toHaveLength(1);

    const read = await manager.api.post('/notification/read', { ids: [second, randomUUID()] });
    expect(read.json()).toEqual({ changed: 1, unread: 2 });
    expect((await list()).items.find((n) => n.id === second)?.readAt).not.toBeNull();
    // The administrator's own stays unread: reading is per member.
    expect((await manager.api.post('/notification/read', { all: true })).json()).toEqual({
      changed: 2,
      unread: 0,
    });
    expect((await list(a.api)).unread).toBe(1);
  });

  it('deletes one, a metric’s, the surveys’ and the e-NPS’ notifications of the caller only', async () => {
    for (const n of (await list()).items) await manager.api.del(`/notification/${n.id}`);
    const one = await notify('rating.bad', 'metric', metricA.id);
    await notify('rating.new', 'metric', metricA.id);
    const other = await notify('rating.new', 'metric', otherMetricA.id);
    await notify('survey.answer', 'survey');
    await notify('enps.answer', 'e-nps');
    const adminsOwn = await notify('rating.bad', 'metric', metricA.id, a.admin.id);

    expect((await manager.api.del(`/notification/${adminsOwn}`)).statusCode).toBe(404);
    expect((await manager.api.del(`/notification/${one}`)).json()).toEqual({ changed: 1, unread: 4 });
    expect((await manager.api.del(`/notification/${one}`)).statusCode).toBe(404);
    expect((await manager.api.del(`/notification/${metricA.id}/metric`)).json()).toEqual({
      changed: 1,
      unread: 3,
    });
    expect((await manager.api.del('/notification/survey')).json()).toEqual({ changed: 1, unread: 2 });
    expect((await manager.api.del('/notification/e-nps')).json()).toEqual({ changed: 1, unread: 1 });
    expect((await list()).items.map((n) => n.id)).toEqual([other]);
    expect((await list(a.api)).items.map((n) => n.id)).toContain(adminsOwn);
  });

  it('answers 404 for another company’s metric or notification, 400 for bad input, 401 without a session', async () => {
    const ofA = await notify('rating.bad', 'metric', metricA.id);
    expect((await b.api.del(`/notification/${ofA}`)).json()).toMatchObject({
      statusCode: 404,
      code: 'NOT_FOUND',
    });
    expect((await b.api.del(`/notification/${metricA.id}/metric`)).json().code).toBe('NOT_FOUND');
    expect((await list()).items.map((n) => n.id)).toContain(ofA);

    const badId = (await manager.api.del('/notification/not-an-id')).json();
    expect(badId).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    expect(badId.details.map((d: { path: string }) => d.path)).toEqual(['params.id']);
    const badLimit = (await manager.api.get('/notification/list?limit=0')).json();
    expect(badLimit.details.map((d: { path: string }) => d.path)).toEqual(['querystring.limit']);
    expect((await manager.api.post('/notification/read', { ids: [] })).json().code).toBe('VALIDATION_FAILED');
    expect((await manager.api.post('/notification/read', {})).statusCode).toBe(400);
    expect(
      (await manager.api.post('/notification/read', { ids: [randomUUID()], all: true })).statusCode,
    ).toBe(400);

    const anonymous = client(t);
    expect((await anonymous.get('/notification/list')).json().code).toBe('UNAUTHENTICATED');
    expect((await anonymous.get('/notification-setting')).statusCode).toBe(401);
  });

  it('keeps each member’s setting, with the default until they save one', async () => {
    const initial = ZNotificationSetting.parse((await manager.api.get('/notification-setting')).json());
    expect(initial).toEqual({
      events: ['rating.bad', 'booking.new'],
      locationIds: null,
      channels: { email: true, console: true },
      isDefault: true,
      available: ['rating.bad', 'rating.new', 'survey.answer', 'enps.answer', 'booking.new'],
    });
    const saved = await manager.api.post('/notification-setting', {
      events: ['enps.answer', 'rating.new', 'rating.new'],
      locationIds: [a.sub, a.root, a.sub],
      channels: { email: false, console: true },
    });
    expect(saved.json()).toEqual({
      events: ['enps.answer', 'rating.new'],
      locationIds: [a.sub, a.root],
      channels: { email: false, console: true },
      isDefault: false,
      available: initial.available,
    });
    expect((await manager.api.get('/notification-setting')).json()).toEqual(saved.json());
    // The administrator's setting is their own.
    expect((await a.api.get('/notification-setting')).json().isDefault).toBe(true);
  });

  it('refuses events the role cannot open, other companies’ locations, and members without the permission', async () => {
    const [role] = await t.app.db
      .insert(roles)
      .values({
        structureId: a.structureId,
        slug: 'host',
        name: 'Host',
        permissions: ['notifications.manage', 'reviews.manage'],
      })
      .returning({ id: roles.id });
    const host = await createUser(t.app.db, { structure: a.structureId, role: null });
    await t.app.db.update(users).set({ roleId: role!.id }).where(eq(users.id, host.id));
    const hostApi = client(t, await signIn(t.app, host));
    const body = { locationIds: null, channels: { email: true, console: true } };

    expect((await hostApi.get('/notification-setting')).json().available).toEqual([
      'rating.bad',
      'rating.new',
    ]);
    const refused = (
      await hostApi.post('/notification-setting', { ...body, events: ['rating.bad', 'survey.answer'] })
    ).json();
    expect(refused).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    expect(refused.details).toEqual([
      expect.objectContaining({ path: 'body.events.1', code: 'not_available' }),
    ]);

    const foreign = await manager.api.post('/notification-setting', {
      ...body,
      events: [],
      locationIds: [b.root],
    });
    expect(foreign.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    const empty = await manager.api.post('/notification-setting', { ...body, events: [], locationIds: [] });
    expect(empty.json().details.map((d: { path: string }) => d.path)).toEqual(['body.locationIds']);
    const unknown = await manager.api.post('/notification-setting', { ...body, events: ['rating.awful'] });
    expect(unknown.json().details.map((d: { path: string }) => d.path)).toEqual(['body.events.0']);

    const waiter = await createUser(t.app.db, { structure: a.structureId, role: 'waiter' });
    const waiterApi = client(t, await signIn(t.app, waiter));
    expect((await waiterApi.get('/notification-setting')).json().code).toBe('FORBIDDEN');
    // Their own bell stays open to them.
    expect((await waiterApi.get('/notification/list')).json()).toEqual({ items: [], unread: 0 });
  });
});
