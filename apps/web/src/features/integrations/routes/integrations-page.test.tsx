import type { TIntegration } from '@guestloop/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { withOffsetParent } from '@/test/dom';
import { apiError } from '@/test/fixtures';
import { addEnglishPack } from '@/test/render';
import enIntegrations from '../../../../../api/src/modules/i18n/locales/en/integrations.json';
import {
  COLLECTOR,
  COLLECTOR_ID,
  google,
  newCollectorDialog,
  openIntegrationsPage,
  posts,
  SLUG,
  TELEGRAM,
} from '../test-utils';

addEnglishPack('integrations', enIntegrations);
withOffsetParent();

describe('integrations page', { timeout: 20_000 }, () => {
  it('shows each company service with its state and saves keys, a blank secret keeping the stored one', async () => {
    const { calls } = openIntegrationsPage({
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
    openIntegrationsPage({
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
    const { calls } = openIntegrationsPage({
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
    const { calls } = openIntegrationsPage({
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
    openIntegrationsPage({ 'POST /api/v1/user/integration/enable': { body: waiting } });
    const user = userEvent.setup();
    const mine = await screen.findByRole('region', { name: 'Your connections' });
    await user.click(await within(mine).findByRole('button', { name: 'Turn Telegram on' }));
    const link = await within(mine).findByRole('link', { name: /Open Telegram/ });
    expect(link).toHaveAttribute('href', 'https://t.me/guestloop_bot?start=abc');
    expect(within(mine).getByText('Waiting for you')).toBeInTheDocument();
  });

  it('says when the services could not be loaded', async () => {
    openIntegrationsPage({
      'GET /api/v1/structure/integrations': { status: 500, body: apiError(500, 'INTERNAL') },
    });
    expect(await screen.findByText('The services could not be loaded')).toBeInTheDocument();
  });
});
