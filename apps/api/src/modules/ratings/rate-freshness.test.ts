import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metrics } from '../../db/schema';
import { createSecondProcess, createTestApp, type TestApp } from '../../test/app';
import { signIn } from '../../test/users';
import { guestCalls, nextAddress, type RatingVenue, ratingVenue, refused } from './ratings.test-support';

/**
 * A rating reads its metric, place and tables from the process's snapshot: what staff change is
 * judged by the next rating through the same process, and, on PostgreSQL, through another
 * process as soon as the change's notice reaches it.
 */
describe('a rating judged by the metric and tables as they are now', () => {
  let t: TestApp;
  let venue: RatingVenue;
  let second: Awaited<ReturnType<typeof createSecondProcess>> | null = null;
  const guest = () => guestCalls(t);
  const atTable = (slug: string, table = 't1') =>
    guest().rate({ slug, score: 4, table: { group: 'hall', table } });
  const groups = () => `/horeca/groups/${venue.locationId}`;
  const labelOf = async (ratingId: string) =>
    (await venue.company.api.get('/reviews')).json().items.find((r: { id: string }) => r.id === ratingId)
      ?.tableLabel;

  beforeAll(async () => {
    t = await createTestApp({}, { jobs: { autoStart: false } });
    venue = await ratingVenue(t);
    if (t.databaseUrl) second = await createSecondProcess(t);
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  it('needs no database read for the metric once it is cached and the change feed vouches for it', async () => {
    expect((await atTable(venue.metric.slug)).statusCode).toBe(200);
    const deadline = Date.now() + 2000;
    while (!t.app.metricSnapshots.fresh(venue.metric.slug) && Date.now() < deadline) {
      await atTable(venue.metric.slug);
      await new Promise((r) => setTimeout(r, 25));
    }
    expect(t.app.metricSnapshots.fresh(venue.metric.slug)?.metric.id).toBe(venue.metric.id);
  });

  it('refuses a metric switched off a moment ago, and takes it again once switched on', async () => {
    const slug = venue.metric.slug;
    expect((await atTable(slug)).statusCode).toBe(200);
    expect((await putMetric(slug, { isActive: false })).statusCode).toBe(200);
    expect(refused(await atTable(slug))).toEqual({ status: 404, code: 'NOT_FOUND' });
    expect((await putMetric(slug, { isActive: true })).statusCode).toBe(200);
    expect((await atTable(slug)).statusCode).toBe(200);
  });

  it('takes a table added a moment ago, labels a renamed one by its new name and refuses a deleted one', async () => {
    const slug = venue.metric.slug;
    expect((await atTable(slug, 't2')).json().details[0].path).toBe('body.table');
    const added = await venue.company.api.post(`${groups()}/table-create`, {
      groupId: venue.table.groupId,
      name: '2',
      slug: 't2',
    });
    const first = await atTable(slug, 't2');
    expect(first.statusCode).toBe(200);
    expect(await labelOf(first.json().id)).toBe('Hall · 2');

    await venue.company.api.post(`${groups()}/update`, {
      groups: [
        {
          id: venue.table.groupId,
          name: 'Garden',
          position: 0,
          tables: [{ id: added.json().id, name: 'Two', seats: null, position: 1 }],
        },
      ],
    });
    const renamed = await atTable(slug, 't2');
    expect(await labelOf(renamed.json().id)).toBe('Garden · Two');

    await venue.company.api.post(`${groups()}/delete-table`, { tableId: added.json().id });
    expect((await atTable(slug, 't2')).json().details[0].path).toBe('body.table');
  });

  it('takes a part of the place added a moment ago', async () => {
    const slug = venue.metric.slug;
    const patio = (
      await venue.company.api.post(`/location/${venue.locationId}/create-sub`, { name: 'Patio' })
    ).json().id as string;
    const res = await guest().rate({ slug, score: 5, subLocationId: patio });
    expect(res.statusCode).toBe(200);
  });

  it('answers 404, not a server error, for a metric deleted behind this process’s back', async () => {
    const gone = await venue.metricWith('stars', (c) => c);
    expect((await guest().rate({ slug: gone.slug, score: 5 })).statusCode).toBe(200);
    // Deleted without the change's notice, as if another process's notice had not arrived yet.
    await t.app.db.delete(metrics).where(eq(metrics.id, gone.id));
    expect(refused(await guest().rate({ slug: gone.slug, score: 5 }))).toEqual({
      status: 404,
      code: 'NOT_FOUND',
    });
  });

  describe.skipIf(!process.env.TEST_DATABASE_URL)(
    'through a second process on the same PostgreSQL database',
    () => {
      const rateOn = (app: FastifyInstance, slug: string, table = 't1') =>
        app.inject({
          method: 'POST',
          url: '/api/v1/rate',
          payload: { slug, score: 4, table: { group: 'hall', table } },
          remoteAddress: nextAddress(),
        });
      /** B learns of A's edits through a notice: give it up to 2 s. */
      async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
        const deadline = Date.now() + 2000;
        for (;;) {
          const value = await read();
          if (done(value) || Date.now() > deadline) return value;
          await new Promise((r) => setTimeout(r, 25));
        }
      }

      it('refuses through B a metric switched off through A, and names a table as A renamed it', async () => {
        const b = second!.app;
        const metric = await venue.metricWith('stars', (c) => c);
        expect((await rateOn(b, metric.slug)).statusCode).toBe(200);
        await eventually(async () => {
          await rateOn(b, metric.slug);
          return b.metricSnapshots.fresh(metric.slug);
        }, Boolean);
        expect((await putMetric(metric.slug, { isActive: false })).statusCode).toBe(200);
        const refusedOnB = await eventually(
          () => rateOn(b, metric.slug),
          (res) => res.statusCode === 404,
        );
        expect(refused(refusedOnB)).toEqual({ status: 404, code: 'NOT_FOUND' });

        await venue.company.api.post(`${groups()}/update`, {
          groups: [
            {
              id: venue.table.groupId,
              name: 'Terrace',
              position: 0,
              tables: [{ id: venue.table.id, name: 'One', seats: null, position: 0 }],
            },
          ],
        });
        const relabelled = await eventually(
          async () => labelOf((await rateOn(b, venue.metric.slug)).json().id),
          (label) => label === 'Terrace · One',
        );
        expect(relabelled).toBe('Terrace · One');
      });

      it('reads the metric from the database on every rating while B does not listen', async () => {
        const b = second!.app;
        const metric = await venue.metricWith('stars', (c) => c);
        expect((await rateOn(b, metric.slug)).statusCode).toBe(200);
        await b.metricSnapshots.feed.stop();
        try {
          expect(b.metricSnapshots.fresh(metric.slug)).toBeUndefined();
          await putMetric(metric.slug, { isActive: false });
          // No notice can reach B now, yet its very next rating is refused.
          expect(refused(await rateOn(b, metric.slug))).toEqual({ status: 404, code: 'NOT_FOUND' });
        } finally {
          await b.metricSnapshots.feed.start();
        }
      });
    },
  );

  let cookie: string | null = null;
  /** PUT /metric/{slug} as the company's administrator (through the first process). */
  async function putMetric(slug: string, payload: object) {
    cookie ??= await signIn(t.app, venue.company.admin);
    return t.app.inject({ method: 'PUT', url: `/api/v1/metric/${slug}`, headers: { cookie }, payload });
  }
});
