import { randomBytes } from 'node:crypto';
import type { TMetric, TMetricContent } from '@guestloop/contracts';
import type { TestApp } from '../../test/app';
import { createUser, signIn } from '../../test/users';

/** Calls under /api/v1 with a session (or none) and a UI language. */
export function client(t: TestApp, cookie?: string, language = 'en') {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { ...(cookie ? { cookie } : {}), language },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, payload: unknown = {}) => call('POST', url, payload),
    put: (url: string, payload: unknown = {}) => call('PUT', url, payload),
    del: (url: string) => call('DELETE', url),
  };
}
export type Client = ReturnType<typeof client>;

/** A company with a signed-in administrator, a root location "Old Town" and its sub-location "Terrace". */
export async function companyWithLocation(t: TestApp, language = 'en') {
  const admin = await createUser(t.app.db, { name: `Admin ${randomBytes(3).toString('hex')}` });
  const cookie = await signIn(t.app, admin);
  const api = client(t, cookie, language);
  const root = (await api.post('/location/create', { name: 'Old Town', slug: 'old-town' })).json()
    .id as string;
  const sub = (await api.post(`/location/${root}/create-sub`, { name: 'Terrace' })).json().id as string;
  return { structureId: admin.structureId!, admin, cookie, api, root, sub };
}

export async function createMetric(api: Client, locationId: string, type = 'stars'): Promise<TMetric> {
  const res = await api.post(`/metric/${type}`, { locationId });
  if (res.statusCode !== 200) throw new Error(`create metric: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** A metric's content with the changes applied (the content is sent whole). */
export const withContent = (metric: TMetric, changes: Partial<TMetricContent>): TMetricContent => ({
  ...metric.content,
  ...changes,
});
