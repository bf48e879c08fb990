import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ratings, structures } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { type RatingVenue, ratingVenue } from './ratings.test-support';

/**
 * A heat map's cell (Fridays, 19:00–20:00) opens its reviews: the inbox and its download pick the
 * ratings of that weekday and hour on the venue's clock. The venue is in New York, so a Friday
 * evening there is Saturday in UTC, and daylight saving moves the UTC hour in between.
 */
describe('reviews by weekday and hour on the venue’s clock', () => {
  let t: TestApp;
  let venue: RatingVenue;
  const ids: Record<string, string> = {};

  /** Local wall time in New York → the instant; March 2026: EST (−5) until the 8th, EDT (−4) after. */
  const RATED: [name: string, instant: string, score: number, outcome: string][] = [
    ['fri1930', '2026-03-07T00:30:00Z', 1, 'bad'], // Friday 6 March 19:30 (Saturday 00:30 UTC)
    ['fri1950', '2026-03-07T00:50:00Z', 5, 'good'], // Friday 19:50
    ['fri2005', '2026-03-07T01:05:00Z', 2, 'bad'], // Friday 20:05
    ['fri1859', '2026-03-06T23:59:00Z', 2, 'bad'], // Friday 18:59
    ['sat1910', '2026-03-08T00:10:00Z', 1, 'bad'], // Saturday 7 March 19:10 (Sunday UTC)
    ['thu1920', '2026-03-12T23:20:00Z', 1, 'bad'], // Thursday 12 March 19:20 (EDT)
    ['fri1945', '2026-03-13T23:45:00Z', 2, 'bad'], // Friday 13 March 19:45 (23:45 UTC)
    ['fri2330', '2026-03-14T03:30:00Z', 4, 'good'], // Friday 13 March 23:30
    ['sat0040', '2026-03-14T04:40:00Z', 3, 'neutral'], // Saturday 14 March 00:40
  ];

  beforeAll(async () => {
    t = await createTestApp();
    venue = await ratingVenue(t);
    await t.app.db
      .update(structures)
      .set({ timeZone: 'America/New_York' })
      .where(eq(structures.id, venue.company.structureId));
    const rows = await t.app.db
      .insert(ratings)
      .values(
        RATED.map(([, at, score, outcome]) => ({
          structureId: venue.company.structureId,
          metricId: venue.metric.id,
          locationId: venue.locationId,
          score,
          outcome,
          language: 'en',
          createdAt: new Date(at),
        })),
      )
      .returning({ id: ratings.id });
    RATED.forEach(([name], i) => {
      ids[name] = rows[i]!.id;
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const listed = async (query: string) => {
    const res = await venue.company.api.get(`/reviews?pageSize=100&${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { items: { id: string }[] }).items.map((r) => r.id);
  };
  const names = (...list: string[]) => list.map((name) => ids[name]);

  it('lists a weekday’s hour as the venue saw it, newest first', async () => {
    expect(await listed('dayOfWeek=5&hourFrom=19&hourTo=19')).toEqual(names('fri1945', 'fri1950', 'fri1930'));
    expect(await listed('dayOfWeek=5&hourFrom=19&hourTo=19&outcome=bad')).toEqual(
      names('fri1945', 'fri1930'),
    );
    expect(
      await listed(
        `dayOfWeek=5&hourFrom=18&hourTo=21&from=2026-03-06&to=2026-03-06&locationId=${venue.locationId}`,
      ),
    ).toEqual(names('fri2005', 'fri1950', 'fri1930', 'fri1859'));
    expect(await listed('dayOfWeek=6')).toEqual(names('sat0040', 'sat1910'));
    expect(await listed('dayOfWeek=4&hourFrom=19')).toEqual(names('thu1920'));
    expect(await listed('hourTo=0')).toEqual(names('sat0040'));
  });

  it('runs an hour range past midnight when it starts later than it ends', async () => {
    expect(await listed('hourFrom=23&hourTo=1')).toEqual(names('sat0040', 'fri2330'));
    expect(await listed('dayOfWeek=5&hourFrom=23&hourTo=1')).toEqual(names('fri2330'));
  });

  it('refuses a weekday or hour that does not exist', async () => {
    for (const query of ['dayOfWeek=0', 'dayOfWeek=8', 'hourFrom=-1', 'hourTo=24', 'hourFrom=7.5']) {
      const res = await venue.company.api.get(`/reviews?${query}`);
      expect(res.statusCode, query).toBe(400);
      const [key] = query.split('=');
      expect(res.json().details.map((d: { path: string }) => d.path)).toEqual([`querystring.${key}`]);
    }
  });

  const download = (format: 'csv' | 'xlsx', reviews: object) =>
    venue.company.api.post('/stat/export', { report: 'reviews', format, reviews });

  it('downloads the same reviews as XLSX, times on the venue’s clock', async () => {
    const res = await download('xlsx', { dayOfWeek: 5, hourFrom: 19, hourTo: 19, outcome: 'bad' });
    expect(res.statusCode, res.body).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const rows = [];
    for (let i = 2; i <= sheet.rowCount; i++) {
      const [time, location, , , , score, outcome] = (sheet.getRow(i).values as unknown[]).slice(1);
      rows.push({ time, location, score, outcome });
    }
    expect(rows).toEqual([
      { time: new Date('2026-03-13T19:45:00Z'), location: 'Harbour Hall', score: 2, outcome: 'Bad' },
      { time: new Date('2026-03-06T19:30:00Z'), location: 'Harbour Hall', score: 1, outcome: 'Bad' },
    ]);
  });

  it('downloads the same reviews as CSV, an hour range past midnight included', async () => {
    const times = async (reviews: object) => {
      const res = await download('csv', reviews);
      expect(res.statusCode, res.body).toBe(200);
      return res.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n')
        .slice(1)
        .map((line) => line.split(',')[0]);
    };
    expect(
      await times({ dayOfWeek: 5, hourFrom: 18, hourTo: 21, from: '2026-03-06', to: '2026-03-06' }),
    ).toEqual(['2026-03-06 20:05', '2026-03-06 19:50', '2026-03-06 19:30', '2026-03-06 18:59']);
    expect(await times({ hourFrom: 23, hourTo: 1 })).toEqual(['2026-03-14 00:40', '2026-03-13 23:30']);
    const wrong = await download('csv', { dayOfWeek: 8 });
    expect(wrong.statusCode).toBe(400);
  });
});
