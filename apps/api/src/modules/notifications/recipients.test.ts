import { ZNotificationList } from '@guestloop/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations, roles, userLocations } from '../../db/schema';
import { createSecondProcess, createTestApp, type TestApp } from '../../test/app';
import { createUser, signIn } from '../../test/users';
import { client, companyWithLocation, createMetric } from '../metrics/metrics.test-support';
import { mailAlertsNow, mailCatcher } from './notifications.test-support';
import { RecipientsCache } from './recipients';

/**
 * Ratings are routed from each process's copy of the company's members and locations: whatever
 * changes who is told — a member added, their role, their places, a location's name — changes
 * the routing of the next rating, however it was written (the database tells every process).
 * On PostgreSQL the notice reaches a process a moment after the commit, hence `eventually`.
 */
describe('who is told of a rating follows the company as it is now', () => {
  let t: TestApp;
  const mail = mailCatcher();
  let company: Awaited<ReturnType<typeof companyWithLocation>>;
  let slug: string;
  let address = 0;

  const rateOn = async (app: FastifyInstance, score = 1) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/rate',
      payload: { slug, score },
      remoteAddress: `10.8.${address >> 8}.${++address & 255}`,
    });
    if (res.statusCode !== 200) throw new Error(`rate: ${res.statusCode} ${res.body}`);
    return res.json().id as string;
  };
  const bellOf = async (cookie: string) =>
    ZNotificationList.parse((await client(t, cookie).get('/notification/list')).json()).items.map(
      (n) => n.subjectId,
    );
  /** Rates until `done` holds for the newest rating (at once on the embedded engine), for up to 2 s. */
  async function rateUntil(app: FastifyInstance, done: (ratingId: string) => Promise<boolean>) {
    const deadline = Date.now() + 2000;
    for (;;) {
      const id = await rateOn(app);
      if ((await done(id)) || Date.now() > deadline) return done(id);
      await new Promise((r) => setTimeout(r, 25));
    }
  }

  beforeAll(async () => {
    t = await createTestApp({}, { providers: { mail: mail.provider }, jobs: { autoStart: false } });
    company = await companyWithLocation(t);
    slug = (await createMetric(company.api, company.root)).slug;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('tells a member added, and stops telling one whose role or places no longer cover the rating', async () => {
    const adminCookie = company.cookie;
    const firstId = await rateOn(t.app);
    expect(await bellOf(adminCookie)).toContain(firstId);

    // Added the way an accepted invitation adds a member: straight into the company.
    const nina = await createUser(t.app.db, {
      structure: company.structureId,
      role: 'manager',
      name: 'Nina',
    });
    const nineCookie = await signIn(t.app, nina);
    expect(await rateUntil(t.app, async (id) => (await bellOf(nineCookie)).includes(id))).toBe(true);

    // Assigned to another place only: a rating at Old Town is not hers any more.
    const harbour = (await company.api.post('/location/create', { name: 'Harbour' })).json().id;
    await t.app.db.insert(userLocations).values({ userId: nina.id, locationId: harbour });
    expect(await rateUntil(t.app, async (id) => !(await bellOf(nineCookie)).includes(id))).toBe(true);
    await t.app.db
      .delete(userLocations)
      .where(and(eq(userLocations.userId, nina.id), eq(userLocations.locationId, harbour)));
    expect(await rateUntil(t.app, async (id) => (await bellOf(nineCookie)).includes(id))).toBe(true);

    // Her role stops reading reviews: she is told of none.
    await t.app.db
      .update(roles)
      .set({ permissions: ['orders.view'] })
      .where(and(eq(roles.structureId, company.structureId), eq(roles.slug, 'manager')));
    expect(await rateUntil(t.app, async (id) => !(await bellOf(nineCookie)).includes(id))).toBe(true);
  });

  it('names the place in the mail as it is called now', async () => {
    await t.app.db.update(locations).set({ name: 'Old Quarter' }).where(eq(locations.id, company.root));
    const renamed = await rateUntil(t.app, async () => {
      await mailAlertsNow(t);
      const last = mail.to(company.admin.email).at(-1);
      return last?.subject === 'Bad rating (1 of 5) at Old Quarter';
    });
    expect(renamed).toBe(true);
  });

  it('reads the members and locations on every call while it does not listen, and keeps them while it does', async () => {
    const cache = new RecipientsCache(t.app.db, t.database);
    const first = await cache.current(company.structureId);
    expect(await cache.current(company.structureId)).not.toBe(first);
    await t.app.db.update(locations).set({ name: 'Old Town' }).where(eq(locations.id, company.root));
    expect((await cache.current(company.structureId)).locations.get(company.root)?.name).toBe('Old Town');

    await cache.feed.start();
    try {
      const deadline = Date.now() + 2000;
      let kept = false;
      while (!kept && Date.now() < deadline) {
        const once = await cache.current(company.structureId);
        const again = await cache.current(company.structureId);
        kept = once === again;
        if (!kept) await new Promise((r) => setTimeout(r, 25));
      }
      expect(kept).toBe(true);
      await t.app.db.update(locations).set({ name: 'Old Town Hall' }).where(eq(locations.id, company.root));
      const until = Date.now() + 2000;
      let name: string | undefined;
      while (name !== 'Old Town Hall' && Date.now() < until) {
        name = (await cache.current(company.structureId)).locations.get(company.root)?.name;
        if (name !== 'Old Town Hall') await new Promise((r) => setTimeout(r, 25));
      }
      expect(name).toBe('Old Town Hall');
    } finally {
      await cache.feed.stop();
    }
  });

  describe.skipIf(!process.env.TEST_DATABASE_URL)('on a second process', () => {
    let second: Awaited<ReturnType<typeof createSecondProcess>>;
    beforeAll(async () => {
      second = await createSecondProcess(t);
    });
    afterAll(async () => {
      await second?.close();
    });

    it('routes through B by the setting a member saved through A', async () => {
      const otto = await createUser(t.app.db, { structure: company.structureId, name: 'Otto' });
      const cookie = await signIn(t.app, otto);
      expect(await rateUntil(second.app, async (id) => (await bellOf(cookie)).includes(id))).toBe(true);
      const saved = await client(t, cookie).post('/notification-setting', {
        events: ['rating.bad'],
        locationIds: null,
        channels: { email: true, console: false },
      });
      expect(saved.statusCode).toBe(200);
      expect(await rateUntil(second.app, async (id) => !(await bellOf(cookie)).includes(id))).toBe(true);
    });
  });
});
