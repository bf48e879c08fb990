import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { withOffsetParent } from '@/test/dom';
import { apiError } from '@/test/fixtures';
import { addEnglishPack } from '@/test/render';
import enIntegrations from '../../../../../api/src/modules/i18n/locales/en/integrations.json';
import {
  COLLECTOR,
  google,
  METRIC_ID,
  newCollectorDialog,
  openIntegrationsPage,
  PLACES,
  PLACES_URL,
  posts,
  SLUG,
} from '../test-utils';

addEnglishPack('integrations', enIntegrations);
withOffsetParent();

describe('integrations page: the Google location of a collector', { timeout: 20_000 }, () => {
  it('fills the Google location from the places the keys open, and saves the one picked', async () => {
    const { calls } = openIntegrationsPage({
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
    const { calls } = openIntegrationsPage({
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
    const { calls } = openIntegrationsPage({
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
    openIntegrationsPage({
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
    openIntegrationsPage({ [PLACES_URL]: { body: { places: [], truncated: false } } });
    const user = userEvent.setup();
    const dialog = await newCollectorDialog(user);
    expect(await within(dialog).findByText('No locations in this Google account')).toBeInTheDocument();
  });

  it('keeps showing an existing collector’s location when the list does not have it', async () => {
    openIntegrationsPage({ [PLACES_URL]: { body: { places: PLACES.places.slice(0, 1), truncated: false } } });
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
});
