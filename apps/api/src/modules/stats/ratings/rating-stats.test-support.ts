import { metricOutcome, type TMetricType } from '@guestloop/contracts';
import { eq } from 'drizzle-orm';
import { metrics, ratings } from '../../../db/schema';
import type { TestApp } from '../../../test/app';
import { type Company, createRoot, createSub, newCompany } from '../../structure/structure.test-support';

/**
 * A company to read rating statistics of: "Harbour Hall" with its "Terrace" under it and a table
 * "Hall · 1", and "Garden Bar"; a stars metric at the hall and an NPS metric at the garden; its
 * clock on `timeZone`. `rate` stores a rating as the rating page would, at a given instant.
 */
export async function statsVenue(t: TestApp, timeZone = 'Europe/Berlin') {
  const company = await newCompany(t);
  const ok = async (res: { statusCode: number; body: string; json(): { id: string } }) => {
    if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
    return res.json();
  };
  await ok(await company.api.post('/structure', { timeZone }));
  const hall = await createRoot(company.api, 'Harbour Hall');
  const terrace = await createSub(company.api, hall, 'Harbour Terrace');
  const garden = await createRoot(company.api, 'Garden Bar');
  const groups = `/horeca/groups/${hall}`;
  const group = await ok(await company.api.post(`${groups}/create`, { name: 'Hall', slug: 'hall' }));
  const table = await ok(
    await company.api.post(`${groups}/table-create`, { groupId: group.id, name: '1', slug: 't1' }),
  );
  const metric = async (type: TMetricType, locationId: string) => {
    const made = await ok(await company.api.post(`/metric/${type}`, { locationId }));
    return { id: made.id, type };
  };
  const stars = await metric('stars', hall);
  const nps = await metric('nps', garden);

  interface RateOptions {
    sub?: string;
    table?: string;
    /** Asked to confirm by e-mail: counts once `verified`. */
    pending?: boolean;
    viewed?: boolean;
    answers?: { questionId: string; answerIds: string[] }[];
  }
  /** A rating given at `at` (an instant) on the metric, at its location. */
  const rate = async (
    m: { id: string; type: TMetricType },
    score: number,
    at: string,
    options: RateOptions = {},
  ) => {
    const [row] = await t.app.db.select().from(metrics).where(eq(metrics.id, m.id));
    const [made] = await t.app.db
      .insert(ratings)
      .values({
        structureId: company.structureId,
        metricId: m.id,
        locationId: row!.locationId,
        subLocationId: options.sub ?? null,
        tableId: options.table ?? null,
        score,
        outcome: metricOutcome(m.type, score),
        language: 'en',
        answers: options.answers ?? [],
        verification: options.pending ? 'email' : 'none',
        viewedAt: options.viewed ? new Date() : null,
        createdAt: new Date(at),
      })
      .returning();
    return made!;
  };
  return { company, hall, terrace, garden, table: table.id as string, stars, nps, rate };
}
export type StatsVenue = Awaited<ReturnType<typeof statsVenue>>;

/** The POST and GET rating-statistics calls, as `company`'s administrator (or another member). */
export function statCalls(api: Company['api']) {
  const query = (filters: Record<string, unknown>) =>
    new URLSearchParams(
      Object.entries(filters).map(([key, value]) => [
        key,
        Array.isArray(value) ? value.join(',') : String(value),
      ]),
    ).toString();
  return {
    post: (path: string, body: object) => api.post(`/stat/data/${path}`, body),
    get: (path: string, filters: Record<string, unknown> = {}) => api.get(`/stat/${path}?${query(filters)}`),
  };
}
