import type { TCollector, TCollectorRun } from '@guestloop/contracts';
import { and, eq } from 'drizzle-orm';
import { ratings } from '../../db/schema';
import {
  FAKE_GOOGLE_KEYS,
  FAKE_GOOGLE_LOCATION,
  type FakeGoogle,
} from '../../providers/reviews/google-business-profile.test-support';
import type { TestApp } from '../../test/app';
import { readyMadeMetric } from '../metrics';
import { type Company, createRoot, newCompany } from '../structure/structure.test-support';

/** Config that points the Google adapter at a fake Google. */
export const googleConfig = (google: FakeGoogle) => google.env;

/**
 * A company with a location, its ready-made metric of `type` and Google Business Profile saved
 * with the fake Google's keys (checked: connected); with the calls the collector tests make.
 */
export async function googleCompany(t: TestApp, type: 'stars' | 'nps' | 'faces' = 'stars') {
  const company: Company = await newCompany(t);
  const locationId = await createRoot(company.api, `Venue ${Math.random().toString(36).slice(2, 7)}`);
  const metric = await readyMadeMetric(t.app.db, company.structureId, locationId, type, 'en');
  if (!metric) throw new Error('no metric');
  const saved = await company.api.post('/structure/integration/update', {
    serviceUid: 'google-business-profile',
    settings: { clientId: FAKE_GOOGLE_KEYS.clientId },
    secrets: { clientSecret: FAKE_GOOGLE_KEYS.clientSecret, refreshToken: FAKE_GOOGLE_KEYS.refreshToken },
  });
  if (saved.statusCode !== 200) throw new Error(`integration: ${saved.body}`);
  const slug = saved.json().data.slug as string;
  const { api } = company;

  const createCollector = async (extra: object = {}): Promise<TCollector> => {
    const res = await api.post(`/structure/integration/${slug}/collectors`, {
      title: 'Google reviews',
      source: FAKE_GOOGLE_LOCATION,
      metricId: metric.id,
      ...extra,
    });
    if (res.statusCode !== 200) throw new Error(`collector: ${res.body}`);
    return res.json();
  };
  const execute = async (id: string): Promise<TCollectorRun> => {
    const res = await api.post(`/structure/integration/collector/${id}/execute`);
    if (res.statusCode !== 200) throw new Error(`execute: ${res.body}`);
    return res.json();
  };
  const collectors = async (): Promise<TCollector[]> =>
    (await api.get(`/structure/integration/${slug}/collectors`)).json();
  const googleRatings = () =>
    t.app.db
      .select()
      .from(ratings)
      .where(and(eq(ratings.structureId, company.structureId), eq(ratings.source, 'google')));

  return { company, api, slug, metric, locationId, createCollector, execute, collectors, googleRatings };
}

export type GoogleCompany = Awaited<ReturnType<typeof googleCompany>>;
