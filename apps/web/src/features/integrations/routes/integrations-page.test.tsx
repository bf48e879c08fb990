import type { TCollector, TCollectorPlaces, TIntegration } from '@guestloop/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { withOffsetParent } from '@/test/dom';
import { type MockReply, mockFetch } from '@/test/fetch-mock';
import { apiError, makeUser } from '@/test/fixtures';
import { addEnglishPack, renderAt } from '@/test/render';
import enIntegrations from '../../../../../api/src/modules/i18n/locales/en/integrations.json';
import { integrationsRoutes } from '../routes';

addEnglishPack('integrations', enIntegrations);
withOffsetParent();

const ADMIN = makeUser({ permissions: ['integrations.manage', 'metrics.manage'] });
const SLUG = 'google-business-profile-1a2b3c4d';
const METRIC_ID = '6c1f4a52-0000-4000-8000-000000000001';
const COLLECTOR_ID = '6c1f4a52-0000-4000-8000-000000000002';
const RUN_ID = '6c1f4a52-0000-4000-8000-000000000003';

const google = (overrides: Partial<TIntegration> = {}): TIntegration => ({
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
const SYRVE: TIntegration = {
  serviceUid: 'syrve',
  title: 'Syrve',
  connected: false,
  enabled: false,
  data: null,
};
const TELEGRAM: TIntegration = {
  serviceUid: 'telegram',
  title: 'Telegram',
  connected: false,
  enabled: false,
  data: null,
};

const COLLECTOR: TCollector = {
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

const METRICS = {
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

const PLACES_URL = `GET /api/v1/structure/integration/${SLUG}/collectors/places`;
const PLACES: TCollectorPlaces = {
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

function open(routes: Record<string, MockReply | ((call: { body: unknown }) => MockReply)> = {}) {
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
async function newCollectorDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Add a collector' }));
  return screen.findByRole('dialog', { name: 'New review collector' });
}

const posts = (calls: { method: string; url: string; body: unknown }[], path: string) =>
  calls.filter((c) => c.method === 'POST' && c.url.endsWith(path)).map((c) => c.body);

describe('integrations page', { timeout: 20_000 }, () => {
  it('shows each company service with its state and saves keys, a blank secret keeping the stored one', async () => {
    const { calls } = open({
      'POST /api/v1/structure/integration/update': (call) => ({
        body: google({
          data: { ...google().data!, settings: (call.body as { settings: Record<string, string> }).settings },
        }),
      }),
    });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Integrations', level: 1 })).toBeInTheDocument();
    const card = await screen.findByRole('region', { name: 'Google Business Profile' });
    expect(within(card).getByText('Not checked')).toBeInTheDocument();
    expect(within(card).getByText('Off')).toBeInTheDocument();
    const syrve = screen.getByRole('region', { name: 'Syrve' });
    expect(within(syrve).getByText('Not set up')).toBeInTheDocument();

    const secret = within(card).getByLabelText(/OAuth client secret/);
    expect(secret).toHaveValue('');
    expect(secret).toHaveAttribute('placeholder', 'Stored — leave empty to keep');
    const clientId = within(card).getByLabelText(/OAuth client ID/);
    await user.clear(clientId);
    await user.type(clientId, 'client-2.apps.googleusercontent.com');
    await user.click(within(card).getByRole('button', { name: 'Save Google Business Profile' }));
    await waitFor(() =>
      expect(posts(calls, '/structure/integration/update')).toEqual([
        {
          serviceUid: 'google-business-profile',
          settings: { clientId: 'client-2.apps.googleusercontent.com' },
          secrets: {},
        },
      ]),
    );
  });

  it('says what a check found, in words, with what the service said', async () => {
    open({
      'POST /api/v1/structure/integration/check': {
        body: {
          ok: false,
          code: 'unauthorized',
          message: 'Google refused the keys (invalid_grant)',
          checkedAt: '2026-03-12T12:00:00.000Z',
        },
      },
    });
    const user = userEvent.setup();
    const card = await screen.findByRole('region', { name: 'Google Business Profile' });
    await user.click(within(card).getByRole('button', { name: 'Check connection' }));
    expect(
      await within(card).findByText(
        'Not connected. The service refused the keys. Check them, or grant access again.',
      ),
    ).toBeInTheDocument();
    expect(
      within(card).getByText('The service said: Google refused the keys (invalid_grant)'),
    ).toBeInTheDocument();
  });

  it('lists collectors with their schedule and runs, and runs one now', async () => {
    const { calls } = open({
      [`POST /api/v1/structure/integration/collector/${COLLECTOR_ID}/execute`]: {
        body: { ...COLLECTOR.runs[0]!, id: '6c1f4a52-0000-4000-8000-000000000004', status: 'queued' },
      },
    });
    const user = userEvent.setup();
    const item = (await screen.findByRole('heading', { name: 'Google — Old Town' })).closest('li')!;
    expect(within(item).getByText('accounts/1001/locations/2002')).toBeInTheDocument();
    expect(await within(item).findByText('Feedback — Old Town')).toBeInTheDocument();
    expect(within(item).getByText(/Every 6 hours/)).toBeInTheDocument();
    const table = within(item).getByRole('table', { name: 'Latest runs of Google — Old Town' });
    const [, row] = within(table).getAllByRole('row');
    expect(within(row!).getByText('By hand')).toBeInTheDocument();
    expect(within(row!).getByText('2')).toBeInTheDocument();
    expect(within(row!).getByText('Failed')).toBeInTheDocument();
    expect(
      within(row!).getByText('The service refused the keys. Check them, or grant access again.', {
        exact: false,
      }),
    ).toBeInTheDocument();

    await user.click(within(item).getByRole('button', { name: 'Run Google — Old Town now' }));
    await waitFor(() => expect(posts(calls, `/collector/${COLLECTOR_ID}/execute`)).toHaveLength(1));
  });

  it('adds a collector: a Google location, a metric and a schedule', async () => {
    const { calls } = open({
      [`POST /api/v1/structure/integration/${SLUG}/collectors`]: { body: COLLECTOR },
    });
    const user = userEvent.setup();
    const dialog = await newCollectorDialog(user);
    await user.type(within(dialog).getByLabelText('Name'), 'Terrace');
    await user.click(within(dialog).getByRole('button', { name: 'Add collector' }));
    expect(await within(dialog).findByText('Choose a location, or enter it by hand.')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose a metric.')).toBeInTheDocument();
    expect(posts(calls, `/${SLUG}/collectors`)).toEqual([]);
  });

  it('fills the Google location from the places the keys open, and saves the one picked', async () => {
    const { calls } = open({
      [`POST /api/v1/structure/integration/${SLUG}/collectors`]: { body: COLLECTOR },
    });
    const user = userEvent.setup();
    const dialog = await newCollectorDialog(user);
    await user.type(within(dialog).getByLabelText('Name'), 'Riverside');
    const place = within(dialog).getByLabelText('Google location').closest('.p-dropdown') as HTMLElement;
    await waitFor(() => expect(place).not.toHaveClass('p-disabled'));
    await user.click(place);
    // Each place by its title, with its address beneath.
    const option = await screen.findByRole('option', { name: /^Linden Café — Riverside/ });
    expect(within(option).getByText('Uferweg 3, Berlin, 10245')).toBeInTheDocument();
    await user.click(option);
    expect(place).toHaveTextContent('Linden Café — Riverside');
    await user.click(
      within(dialog).getByLabelText('Metric the reviews are filed under').closest('.p-dropdown')!,
    );
    await user.click(await screen.findByRole('option', { name: 'Feedback — Old Town' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add collector' }));
    await waitFor(() =>
      expect(posts(calls, `/${SLUG}/collectors`)).toEqual([
        {
          title: 'Riverside',
          source: 'accounts/1001/locations/2003',
          metricId: METRIC_ID,
          intervalMinutes: 360,
          enabled: true,
        },
      ]),
    );
  });

  it('lists the places again when the dialog opens after new Google keys were saved', async () => {
    const { calls } = open({
      'POST /api/v1/structure/integration/update': { body: google() },
    });
    const user = userEvent.setup();
    const placeLists = () => calls.filter((c) => c.method === 'GET' && c.url.endsWith('/collectors/places'));
    let dialog = await newCollectorDialog(user);
    await waitFor(() => expect(placeLists()).toHaveLength(1));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const card = screen.getByRole('region', { name: 'Google Business Profile' });
    await user.type(within(card).getByLabelText(/OAuth client secret/), 'a-new-secret');
    await user.click(within(card).getByRole('button', { name: 'Save Google Business Profile' }));
    await waitFor(() => expect(posts(calls, '/structure/integration/update')).toHaveLength(1));

    dialog = await newCollectorDialog(user);
    await waitFor(() => expect(placeLists()).toHaveLength(2));
    const place = within(dialog).getByLabelText('Google location').closest('.p-dropdown') as HTMLElement;
    await waitFor(() => expect(place).not.toHaveClass('p-disabled'));
  });

  it('takes the Google location typed by hand, written as Google names it', async () => {
    const { calls } = open({
      [`POST /api/v1/structure/integration/${SLUG}/collectors`]: { body: COLLECTOR },
    });
    const user = userEvent.setup();
    const dialog = await newCollectorDialog(user);
    await user.type(within(dialog).getByLabelText('Name'), 'Terrace');
    await user.click(within(dialog).getByRole('button', { name: 'Enter it by hand' }));
    const typed = within(dialog).getByLabelText('Google location');
    expect(typed).toHaveFocus();
    await user.type(typed, 'locations/7');
    await user.click(
      within(dialog).getByLabelText('Metric the reviews are filed under').closest('.p-dropdown')!,
    );
    await user.click(await screen.findByRole('option', { name: 'Feedback — Old Town' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add collector' }));
    expect(
      await within(dialog).findByText('Write it as accounts/{account}/locations/{location}.'),
    ).toBeInTheDocument();
    await user.clear(typed);
    await user.type(typed, 'accounts/77/locations/88');
    await user.click(within(dialog).getByRole('button', { name: 'Add collector' }));
    await waitFor(() =>
      expect(posts(calls, `/${SLUG}/collectors`)).toEqual([
        expect.objectContaining({ title: 'Terrace', source: 'accounts/77/locations/88' }),
      ]),
    );
  });

  it('says why the places could not be listed and asks again on Try again', async () => {
    let asked = 0;
    open({
      [PLACES_URL]: () =>
        ++asked === 1
          ? {
              status: 502,
              body: {
                ...apiError(502, 'INTEGRATION_CALL_FAILED').body,
                details: { reason: 'unauthorized', message: 'Google refused the keys (invalid_grant)' },
              },
            }
          : { body: PLACES },
    });
    const user = userEvent.setup();
    const dialog = await newCollectorDialog(user);
    expect(
      await within(dialog).findByText(
        'The locations could not be loaded. The service refused the keys. Check them, or grant access again.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Enter it by hand' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(asked).toBe(2));
    await waitFor(() => expect(within(dialog).queryByText(/could not be loaded/)).not.toBeInTheDocument());
    const place = within(dialog).getByLabelText('Google location').closest('.p-dropdown') as HTMLElement;
    await user.click(place);
    expect(await screen.findByRole('option', { name: /^Airport kiosk/ })).toBeInTheDocument();
  });

  it('says when the Google account has no locations', async () => {
    open({ [PLACES_URL]: { body: { places: [], truncated: false } } });
    const user = userEvent.setup();
    const dialog = await newCollectorDialog(user);
    expect(await within(dialog).findByText('No locations in this Google account')).toBeInTheDocument();
  });

  it('keeps showing an existing collector’s location when the list does not have it', async () => {
    open({ [PLACES_URL]: { body: { places: PLACES.places.slice(0, 1), truncated: false } } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Google — Old Town' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the review collector' });
    const place = within(dialog).getByLabelText('Google location').closest('.p-dropdown') as HTMLElement;
    expect(place).toHaveTextContent('accounts/1001/locations/2002');
    await user.click(place);
    const list = await screen.findByRole('listbox');
    const kept = within(list).getByRole('option', { name: 'accounts/1001/locations/2002' });
    expect(within(kept).getByText('Not in this Google account’s list')).toBeInTheDocument();
  });

  it('turns Telegram on for oneself and offers the link that connects the chat', async () => {
    const waiting: TIntegration = {
      ...TELEGRAM,
      enabled: true,
      data: {
        slug: 'x',
        settings: {},
        secretsSet: [],
        lastCheck: null,
        extra: { connectUrl: 'https://t.me/guestloop_bot?start=abc' },
      },
    };
    open({ 'POST /api/v1/user/integration/enable': { body: waiting } });
    const user = userEvent.setup();
    const mine = await screen.findByRole('region', { name: 'Your connections' });
    await user.click(await within(mine).findByRole('button', { name: 'Turn Telegram on' }));
    const link = await within(mine).findByRole('link', { name: /Open Telegram/ });
    expect(link).toHaveAttribute('href', 'https://t.me/guestloop_bot?start=abc');
    expect(within(mine).getByText('Waiting for you')).toBeInTheDocument();
  });

  it('says when the services could not be loaded', async () => {
    open({ 'GET /api/v1/structure/integrations': { status: 500, body: apiError(500, 'INTERNAL') } });
    expect(await screen.findByText('The services could not be loaded')).toBeInTheDocument();
  });
});
