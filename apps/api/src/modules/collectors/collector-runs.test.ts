import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveEvents, notifications, reviewCollectorRuns, reviewCollectors } from '../../db/schema';
import {
  FAKE_GOOGLE_KEYS,
  FAKE_GOOGLE_LOCATION,
  type FakeGoogle,
  type FakeGoogleReview,
  sampleGoogleReviews,
  startFakeGoogle,
} from '../../providers/reviews/google-business-profile.test-support';
import { createTestApp, type TestApp } from '../../test/app';
import { scoreFromStars } from '../ratings';
import { scheduleDueCollectors } from './collector-run';
import { type GoogleCompany, googleCompany } from './collectors.test-support';

const SECOND_PLACE = 'accounts/1001/locations/3003';
const UNRATED: FakeGoogleReview = {
  reviewId: 'g-rev-unrated',
  reviewer: { displayName: 'Sam Unrated' },
  starRating: 'STAR_RATING_UNSPECIFIED',
  createTime: '2025-04-01T10:00:00Z',
  updateTime: '2025-04-01T10:00:00Z',
};

describe('review collector runs: every page once, never a review twice, the outcome on the run', () => {
  let google: FakeGoogle;
  let t: TestApp;

  beforeAll(async () => {
    google = await startFakeGoogle({
      maxPageSize: 3,
      pageDelayMs: 20,
      locations: {
        [FAKE_GOOGLE_LOCATION]: [...sampleGoogleReviews(), UNRATED],
        [SECOND_PLACE]: sampleGoogleReviews(),
      },
    });
    t = await createTestApp(google.env, { jobs: { autoStart: false } });
  });
  afterAll(async () => {
    await t?.close();
    await google?.close();
  });

  const runOf = async (c: GoogleCompany, collectorId: string, runId: string) => {
    await t.app.jobs.runDueJobs();
    return (await c.collectors()).find((x) => x.id === collectorId)!.runs.find((r) => r.id === runId)!;
  };

  it('imports every page of a place into the inbox, each review once, and a second run imports nothing new', async () => {
    const c = await googleCompany(t);
    const collector = await c.createCollector();
    const tokensBefore = google.log.tokenRequests;
    const first = await runOf(c, collector.id, (await c.execute(collector.id)).id);
    expect(first).toMatchObject({ status: 'succeeded', imported: 7, skipped: 1, errorCode: null });
    expect(first.finishedAt).not.toBeNull();
    expect(google.log.tokenRequests - tokensBefore).toBe(1);
    const pages = google.log.reviewPages.filter((p) => p.location === FAKE_GOOGLE_LOCATION);
    expect(pages.length).toBe(3);

    const rows = await c.googleRatings();
    const lucia = rows.find((r) => r.externalId === 'g-rev-7')!;
    expect(lucia).toMatchObject({
      metricId: c.metric.id,
      locationId: c.locationId,
      authorName: 'Lucía Fernández',
      score: 5,
      outcome: 'good',
      language: 'es',
      tableId: null,
      comment: 'La tarta de queso es espectacular y el servicio muy amable.',
    });
    expect(lucia.createdAt.toISOString()).toBe('2025-05-06T18:20:00.000Z');
    expect(rows.find((r) => r.externalId === 'g-rev-5')?.authorName).toBeNull();
    expect(rows.find((r) => r.externalId === 'g-rev-2')).toMatchObject({ score: 1, outcome: 'bad' });

    const inbox = (await c.api.get('/reviews?pageSize=50')).json();
    expect(inbox.items).toHaveLength(7);
    const inInbox = inbox.items.find((r: { comment: string | null }) => r.comment?.startsWith('La tarta'));
    expect(inInbox).toMatchObject({ source: 'google', authorName: 'Lucía Fernández', tableLabel: null });

    const second = await runOf(c, collector.id, (await c.execute(collector.id)).id);
    expect(second).toMatchObject({ status: 'succeeded', imported: 0, skipped: 8 });
    expect(await c.googleRatings()).toHaveLength(7);
  });

  it('imports a review written since, and tells staff of it; the place’s older reviews come in quietly', async () => {
    const c = await googleCompany(t);
    const collector = await c.createCollector({ source: SECOND_PLACE });
    await runOf(c, collector.id, (await c.execute(collector.id)).id);
    const events = await t.app.db
      .select()
      .from(liveEvents)
      .where(and(eq(liveEvents.structureId, c.company.structureId), eq(liveEvents.kind, 'rating.created')));
    expect(events).toHaveLength(7);
    expect(events.every((e) => (e.payload as { tableId: unknown }).tableId === null)).toBe(true);
    const bells = () =>
      t.app.db.select().from(notifications).where(eq(notifications.structureId, c.company.structureId));
    expect(await bells()).toEqual([]);

    google.locations.get(SECOND_PLACE)!.unshift({
      reviewId: 'g-rev-new',
      reviewer: { displayName: 'Nina Late' },
      starRating: 'ONE',
      comment: 'Rude staff today.',
      createTime: new Date().toISOString(),
      updateTime: new Date().toISOString(),
    });
    const next = await runOf(c, collector.id, (await c.execute(collector.id)).id);
    expect(next).toMatchObject({ imported: 1, skipped: 7 });
    const told = await bells();
    const fresh = (await c.googleRatings()).find((r) => r.externalId === 'g-rev-new')!;
    expect(told.map((n) => [n.userId, n.kind, n.subjectId])).toEqual([
      [c.company.admin.id, 'rating.bad', fresh.id],
    ]);
  });

  it('imports each review once when two runs read the same place at the same time', async () => {
    const c = await googleCompany(t);
    const one = await c.createCollector({ title: 'One' });
    const two = await c.createCollector({ title: 'Two' });
    const [r1, r2] = await Promise.all([c.execute(one.id), c.execute(two.id)]);
    await t.app.jobs.runDueJobs();
    const runs = (await c.collectors()).flatMap((x) => x.runs);
    expect(runs.map((r) => r.id).sort()).toEqual([r1.id, r2.id].sort());
    expect(runs.every((r) => r.status === 'succeeded')).toBe(true);
    expect(runs.reduce((sum, r) => sum + r.imported, 0)).toBe(7);
    expect(runs.reduce((sum, r) => sum + r.skipped, 0)).toBe(2 + 7);
    const rows = await c.googleRatings();
    expect(new Set(rows.map((r) => r.externalId)).size).toBe(rows.length);
    expect(rows).toHaveLength(7);
  });

  it('shows why a run failed: a revoked grant, a place Google does not know', async () => {
    const c = await googleCompany(t);
    const collector = await c.createCollector();
    google.keys.refreshToken = 'revoked';
    const revoked = await runOf(c, collector.id, (await c.execute(collector.id)).id).finally(() => {
      google.keys.refreshToken = FAKE_GOOGLE_KEYS.refreshToken;
    });
    expect(revoked).toMatchObject({ status: 'failed', errorCode: 'unauthorized', imported: 0 });
    expect(revoked.errorMessage).toContain('invalid_grant');

    const lost = await c.createCollector({ source: 'accounts/1001/locations/404' });
    const missing = await runOf(c, lost.id, (await c.execute(lost.id)).id);
    expect(missing).toMatchObject({ status: 'failed', errorCode: 'not-found' });
    expect(await c.googleRatings()).toEqual([]);

    // Removing the integration removes its collectors and their runs; imported reviews stay.
    await c.api.post('/structure/integration/delete', { serviceUid: 'google-business-profile' });
    expect((await c.api.get(`/structure/integration/${c.slug}/collectors`)).statusCode).toBe(404);
    const left = await t.app.db.select().from(reviewCollectors).where(eq(reviewCollectors.id, lost.id));
    expect(left).toEqual([]);
  });

  it('schedules a due collector once, also when two schedulers look at the same time, and only while on', async () => {
    const c = await googleCompany(t);
    const collector = await c.createCollector({ intervalMinutes: 15 });
    const due = () =>
      t.app.db
        .update(reviewCollectors)
        .set({ nextRunAt: sql`now() - interval '1 minute'` })
        .where(eq(reviewCollectors.id, collector.id));
    await due();
    // The integration is not turned on yet: nothing runs by itself.
    expect(await scheduleDueCollectors(t.app)).toBe(0);
    await c.api.post('/structure/integration/enable', {
      serviceUid: 'google-business-profile',
      enabled: true,
    });
    const counts = await Promise.all([scheduleDueCollectors(t.app), scheduleDueCollectors(t.app)]);
    expect(counts[0]! + counts[1]!).toBe(1);
    const runs = await t.app.db
      .select()
      .from(reviewCollectorRuns)
      .where(eq(reviewCollectorRuns.collectorId, collector.id));
    expect(runs.map((r) => [r.trigger, r.status])).toEqual([['schedule', 'queued']]);
    const [moved] = await t.app.db
      .select()
      .from(reviewCollectors)
      .where(eq(reviewCollectors.id, collector.id));
    expect(moved!.nextRunAt!.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
    // Due again while its run still waits: the schedule moves on without a second run.
    await due();
    expect(await scheduleDueCollectors(t.app)).toBe(0);
    const done = await runOf(c, collector.id, runs[0]!.id);
    expect(done).toMatchObject({ trigger: 'schedule', status: 'succeeded', imported: 7 });
  });

  it('puts 1–5 stars on each metric’s scale, keeping bad, neutral and good', () => {
    expect([1, 2, 3, 4, 5].map((s) => scoreFromStars('stars', s))).toEqual([1, 2, 3, 4, 5]);
    expect([1, 2, 3, 4, 5].map((s) => scoreFromStars('nps', s))).toEqual([0, 3, 7, 9, 10]);
    expect([1, 2, 3, 4, 5].map((s) => scoreFromStars('faces', s))).toEqual([1, 1, 2, 3, 3]);
  });
});
