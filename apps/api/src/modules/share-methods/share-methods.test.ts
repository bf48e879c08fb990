import { randomUUID } from 'node:crypto';
import {
  type TMetric,
  ZShareMethod,
  ZShareMethodList,
  ZShareTaskDetail,
  ZShareTaskList,
} from '@guestloop/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createUser, signIn } from '../../test/users';
import { client, companyWithLocation, createMetric } from '../metrics/metrics.test-support';
import { mailCatcher } from '../notifications/notifications.test-support';
import { guestWhoOrdered, shareBody } from './share-methods.test-support';

describe('share methods', () => {
  let t: TestApp;
  const mail = mailCatcher();
  let a: Awaited<ReturnType<typeof companyWithLocation>>;
  let b: Awaited<ReturnType<typeof companyWithLocation>>;
  let metric: TMetric;
  let base: string;

  const method = async (body: unknown) => {
    const res = await a.api.post(`/share-method/by-metric/${metric.id}/list`, body);
    if (res.statusCode !== 200) throw new Error(`create: ${res.statusCode} ${res.body}`);
    return ZShareMethod.parse(res.json());
  };
  const execute = (id: string) => a.api.post(`${base}/${id}/execute`);
  /** Fay's guest account has a generated address. */
  const fay = (email: string) => (email.startsWith('fay-') ? 'fay' : email);

  beforeAll(async () => {
    t = await createTestApp({}, { providers: { mail: mail.provider }, jobs: { autoStart: false } });
    a = await companyWithLocation(t, 'de');
    b = await companyWithLocation(t);
    metric = await createMetric(a.api, a.root);
    base = `/share-method/${metric.id}`;
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps a metric’s methods: create, read, change and delete', async () => {
    const made = await method(
      shareBody({ source: 'list', emails: ['Ann@Example.com', 'ann@example.com', 'bo@example.com'] }),
    );
    expect(made).toMatchObject({
      metricId: metric.id,
      kind: 'email',
      title: 'After dinner',
      lastTask: null,
      data: {
        subject: 'How was your evening?',
        audience: { source: 'list', emails: ['ann@example.com', 'bo@example.com'] },
      },
    });
    expect((await a.api.get(`${base}/${made.id}/item`)).json()).toEqual(made);

    const changed = await a.api.put(
      `${base}/${made.id}/item`,
      shareBody({ source: 'recent-customers', days: 14 }, 'Weekly'),
    );
    expect(changed.json()).toMatchObject({
      title: 'Weekly',
      data: { audience: { source: 'recent-customers', days: 14 } },
    });
    const listed = ZShareMethodList.parse(
      (await a.api.get(`/share-method/by-metric/${metric.id}/list`)).json(),
    );
    expect(listed.items.map((m) => m.title)).toEqual(['Weekly']);

    expect((await a.api.del(`${base}/${made.id}/item`)).json()).toEqual({ ok: true });
    expect((await a.api.get(`${base}/${made.id}/item`)).statusCode).toBe(404);
    expect((await a.api.get(`/share-method/by-metric/${metric.id}/list`)).json()).toEqual({ items: [] });
  });

  it('asks every listed address once, with the venue’s words and a link to the rating page, in the metric’s language', async () => {
    const made = await method(shareBody({ source: 'list', emails: ['cara@example.com', 'dan@example.com'] }));
    const started = ZShareTaskDetail.parse((await execute(made.id)).json());
    expect(started).toMatchObject({
      status: 'queued',
      total: 2,
      sent: 0,
      failed: 0,
      shareMethodTitle: 'After dinner',
    });
    expect(started.recipients.map((r) => [r.email, r.status])).toEqual([
      ['cara@example.com', 'pending'],
      ['dan@example.com', 'pending'],
    ]);
    // Pressing again while it sends does not ask the same guests twice.
    expect((await execute(made.id)).json()).toMatchObject({ statusCode: 409, code: 'CONFLICT' });

    mail.clear();
    await t.app.jobs.runDueJobs();
    const done = ZShareTaskDetail.parse((await a.api.get(`${base}/tasks/${started.id}`)).json());
    expect(done).toMatchObject({ status: 'done', total: 2, sent: 2, failed: 0 });
    expect(done.finishedAt).not.toBeNull();
    expect(done.recipients.every((r) => r.status === 'sent' && r.sentAt)).toBe(true);
    const [toCara] = mail.to('cara@example.com');
    expect(mail.sent).toHaveLength(2);
    expect(toCara?.subject).toBe('How was your evening?');
    expect(toCara?.text).toContain('Tell us in one tap.');
    expect(toCara?.text).toContain(`/user/p/rate/${metric.slug}`);
    // The metric was made in German: the button is German.
    expect(toCara?.text).toContain('Besuch bewerten');

    const again = ZShareTaskDetail.parse((await execute(made.id)).json());
    expect(again.id).not.toBe(started.id);
    const tasks = ZShareTaskList.parse((await a.api.get(`${base}/tasks`)).json());
    expect(tasks.items.map((task) => task.id)).toEqual([again.id, started.id]);
    expect((await a.api.get(`${base}/${made.id}/item`)).json().lastTask.id).toBe(again.id);
    await t.app.jobs.runDueJobs();
  });

  it('asks the guests who ordered in the last days, each address once, and says which could not be mailed', async () => {
    const db = t.app.db;
    await guestWhoOrdered(db, a.structureId, { email: 'eve@example.com', name: 'Eve', daysAgo: 3 });
    await guestWhoOrdered(db, a.structureId, { email: 'EVE@example.com', daysAgo: 1 });
    await guestWhoOrdered(db, a.structureId, {
      accountEmail: `fay-${randomUUID().slice(0, 6)}@example.com`,
      name: 'Fay',
      daysAgo: 2,
    });
    await guestWhoOrdered(db, a.structureId, { email: 'old@example.com', daysAgo: 40 });
    await guestWhoOrdered(db, a.structureId, { email: 'gone@example.com', daysAgo: 2, status: 'cancelled' });
    await guestWhoOrdered(db, a.structureId, { email: 'no-address', daysAgo: 2 });
    await guestWhoOrdered(db, a.structureId, { daysAgo: 2 });
    await guestWhoOrdered(db, b.structureId, { email: 'elsewhere@example.com', daysAgo: 1 });

    const made = await method(shareBody({ source: 'recent-customers', days: 30 }, 'Last month'));
    const started = ZShareTaskDetail.parse((await execute(made.id)).json());
    expect(started.total).toBe(3);
    expect(started.recipients.map((r) => fay(r.email)).sort()).toEqual([
      'eve@example.com',
      'fay',
      'no-address',
    ]);
    mail.clear();
    await t.app.jobs.runDueJobs();
    const done = ZShareTaskDetail.parse((await a.api.get(`${base}/tasks/${started.id}`)).json());
    expect(done).toMatchObject({ status: 'done', total: 3, sent: 2, failed: 1 });
    expect(done.recipients.find((r) => r.email === 'no-address')).toMatchObject({
      status: 'failed',
      error: 'invalid address',
    });
    expect(mail.sent.map((m) => fay(m.to)).sort()).toEqual(['eve@example.com', 'fay']);

    const nobody = await method(shareBody({ source: 'recent-customers', days: 1 }, 'Nobody'));
    await t.app.db.delete(orders).where(eq(orders.structureId, a.structureId));
    expect((await execute(nobody.id)).json()).toMatchObject({ statusCode: 409, code: 'CONFLICT' });
  });

  it('refuses to send for an inactive metric', async () => {
    const inactive = await createMetric(a.api, a.sub);
    const made = ZShareMethod.parse(
      (
        await a.api.post(
          `/share-method/by-metric/${inactive.id}/list`,
          shareBody({ source: 'list', emails: ['x@example.com'] }),
        )
      ).json(),
    );
    await a.api.put(`/metric/${inactive.slug}`, { isActive: false });
    const res = await a.api.post(`/share-method/${inactive.id}/${made.id}/execute`);
    expect(res.json()).toMatchObject({ statusCode: 409, code: 'CONFLICT' });
  });

  it('answers 404 for another company’s metric, method or task, and changes nothing of theirs', async () => {
    const made = await method(shareBody({ source: 'list', emails: ['gus@example.com'] }, 'Private'));
    const task = ZShareTaskDetail.parse((await execute(made.id)).json());
    const theirs = await createMetric(b.api, b.root);
    const calls = [
      b.api.get(`/share-method/by-metric/${metric.id}/list`),
      b.api.post(
        `/share-method/by-metric/${metric.id}/list`,
        shareBody({ source: 'list', emails: ['x@example.com'] }),
      ),
      b.api.get(`${base}/${made.id}/item`),
      b.api.put(`${base}/${made.id}/item`, shareBody({ source: 'recent-customers', days: 5 })),
      b.api.del(`${base}/${made.id}/item`),
      b.api.post(`${base}/${made.id}/execute`),
      b.api.get(`${base}/tasks`),
      b.api.get(`${base}/tasks/${task.id}`),
      // Their own metric with A's method or task.
      b.api.get(`/share-method/${theirs.id}/${made.id}/item`),
      b.api.post(`/share-method/${theirs.id}/${made.id}/execute`),
      b.api.get(`/share-method/${theirs.id}/tasks/${task.id}`),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.json(), res.body).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    }
    expect((await a.api.get(`${base}/${made.id}/item`)).json()).toMatchObject({ title: 'Private' });
    expect((await a.api.get(`${base}/tasks/${task.id}`)).json().total).toBe(1);
    await t.app.jobs.runDueJobs();
  });

  it('refuses bad input in the one error shape, and callers without metrics.manage', async () => {
    const paths = async (res: Promise<{ json(): { code: string; details: { path: string }[] } }>) => {
      const body = (await res).json();
      expect(body.code).toBe('VALIDATION_FAILED');
      return body.details.map((d) => d.path);
    };
    const create = (body: unknown) => a.api.post(`/share-method/by-metric/${metric.id}/list`, body);
    expect(await paths(create(shareBody({ source: 'list', emails: ['ok@example.com', 'bad@'] })))).toEqual([
      'body.data.audience.emails.1',
    ]);
    expect(await paths(create(shareBody({ source: 'recent-customers', days: 0 })))).toEqual([
      'body.data.audience.days',
    ]);
    expect(
      await paths(create({ ...shareBody({ source: 'list', emails: ['a@example.com'] }), title: ' ' })),
    ).toEqual(['body.title']);
    expect(
      await paths(create({ ...shareBody({ source: 'list', emails: ['a@example.com'] }), kind: 'sms' })),
    ).toEqual(['body.kind']);
    expect(await paths(a.api.get('/share-method/by-metric/not-a-metric/list'))).toEqual(['params.metric']);
    expect(await paths(a.api.post(`${base}/nope/execute`))).toEqual(['params.id']);

    const waiter = await createUser(t.app.db, { structure: a.structureId, role: 'waiter' });
    const waiterApi = client(t, await signIn(t.app, waiter));
    expect((await waiterApi.get(`/share-method/by-metric/${metric.id}/list`)).json().code).toBe('FORBIDDEN');
    expect((await client(t).get(`${base}/tasks`)).json().code).toBe('UNAUTHENTICATED');
  });
});
