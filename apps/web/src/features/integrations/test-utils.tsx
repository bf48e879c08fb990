// The integrations page's tests: a Google service with one collector, Syrve, the member's Telegram,
// the company's metrics and the places the Google keys open, answered by a mocked API.
import type { TCollector, TCollectorPlaces, TIntegration } from '@guestloop/contracts';
import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { type MockReply, mockFetch } from '@/test/fetch-mock';
import { makeUser } from '@/test/fixtures';
import { renderAt } from '@/test/render';
import { integrationsRoutes } from './routes';

const ADMIN = makeUser({ permissions: ['integrations.manage', 'metrics.manage'] });
export const SLUG = 'google-business-profile-1a2b3c4d';
export const METRIC_ID = '6c1f4a52-0000-4000-8000-000000000001';
export const COLLECTOR_ID = '6c1f4a52-0000-4000-8000-000000000002';
const RUN_ID = '6c1f4a52-0000-4000-8000-000000000003';

export const google = (overrides: Partial<TIntegration> = {}): TIntegration => ({
  serviceUid: 'google-business-profile',
  title: 'Google Business Profile',
  connected: false,
  enabled: false,
  data: {
    slug: SLUG,
    settings: { clientId: 'client-1.apps.googleusercontent.com' },
    secretsSet: ['clientSecret', 'refreshToken'],
    lastCheck: null,
    extra: {},
  },
  ...overrides,
});
export const SYRVE: TIntegration = {
  serviceUid: 'syrve',
  title: 'Syrve',
  connected: false,
  enabled: false,
  data: null,
};
export const TELEGRAM: TIntegration = {
  serviceUid: 'telegram',
  title: 'Telegram',
  connected: false,
  enabled: false,
  data: null,
};

export const COLLECTOR: TCollector = {
  id: COLLECTOR_ID,
  title: 'Google — Old Town',
  source: 'accounts/1001/locations/2002',
  metricId: METRIC_ID,
  enabled: true,
  intervalMinutes: 360,
  nextRunAt: '2026-03-12T18:00:00.000Z',
  createdAt: '2026-03-12T12:00:00.000Z',
  runs: [
    {
      id: RUN_ID,
      trigger: 'manual',
      status: 'failed',
      imported: 2,
      skipped: 0,
      errorCode: 'unauthorized',
      errorMessage: 'Google refused the keys (invalid_grant: Token has been expired or revoked.)',
      createdAt: '2026-03-12T12:05:00.000Z',
      startedAt: '2026-03-12T12:05:01.000Z',
      finishedAt: '2026-03-12T12:05:02.000Z',
    },
  ],
};

export const METRICS = {
  items: [
    {
      id: METRIC_ID,
      slug: 'old-town',
      type: 'stars',
      language: 'en',
      title: 'Feedback',
      locationId: '6c1f4a52-0000-4000-8000-000000000009',
      locationName: 'Old Town',
      imageUrl: null,
      isActive: true,
      content: {
        subTitle: '',
        structureTitle: '',
        commentPlaceholder: '',
        questions: [],
        settings: { begin: '', welcomePage: '', after: '', expire: '', policy: { text: '', url: null } },
        outcomes: Object.fromEntries(
          ['bad', 'neutral', 'good'].map((o) => [
            o,
            { thanksText: '', verifyUserText: '', verifyUserSubText: '', ownSite: null },
          ]),
        ),
        verificationMethods: [],
        subLocationIds: [],
        reviewLinks: [],
        sticker: null,
      },
      createdAt: '2026-03-01T10:00:00.000Z',
      updatedAt: '2026-03-01T10:00:00.000Z',
    },
  ],
};

export const PLACES_URL = `GET /api/v1/structure/integration/${SLUG}/collectors/places`;
export const PLACES: TCollectorPlaces = {
  places: [
    { source: 'accounts/1001/locations/2004', title: 'Airport kiosk', address: null },
    {
      source: 'accounts/1001/locations/2002',
      title: 'Linden Café — Old Town',
      address: 'Lindenstraße 12, Berlin, 10178',
    },
    {
      source: 'accounts/1001/locations/2003',
      title: 'Linden Café — Riverside',
      address: 'Uferweg 3, Berlin, 10245',
    },
  ],
  truncated: false,
};

/** Renders the page on the mocked API; `routes` add or replace answers. */
export function openIntegrationsPage(
  routes: Record<string, MockReply | ((call: { body: unknown }) => MockReply)> = {},
) {
  const fetched = mockFetch({
    'GET /api/v1/profile': { body: ADMIN },
    'GET /api/v1/structure/integrations': { body: [google(), SYRVE] },
    'GET /api/v1/user/integrations': { body: [TELEGRAM] },
    [`GET /api/v1/structure/integration/${SLUG}/collectors`]: { body: [COLLECTOR] },
    'GET /api/v1/metrics': { body: METRICS },
    [PLACES_URL]: { body: PLACES },
    ...routes,
  });
  renderAt(integrationsRoutes, '/user/app/integrations');
  return fetched;
}

/** Opens the dialog of a new collector from the page's button. */
export async function newCollectorDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Add a collector' }));
  return screen.findByRole('dialog', { name: 'New review collector' });
}

export const posts = (calls: { method: string; url: string; body: unknown }[], path: string) =>
  calls.filter((c) => c.method === 'POST' && c.url.endsWith(path)).map((c) => c.body);
