import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { withOffsetParent } from '@/test/dom';
import { mockFetch } from '@/test/fetch-mock';
import { makeUser } from '@/test/fixtures';
import { metricsRoutes } from '../routes';
import { IDS, LOCATIONS, MANAGER, metric, pick, renderAt, sticker } from '../test-utils';

withOffsetParent();

const base = {
  'GET /api/v1/profile': { body: MANAGER },
  'GET /api/v1/locations/all': { body: LOCATIONS },
};

describe('MetricsPage', { timeout: 20_000 }, () => {
  it('lists each rating page with its type, location, ratings, switch, guest link and actions', async () => {
    let lobbyActive = true;
    const { calls } = mockFetch({
      ...base,
      'GET /api/v1/metrics': () => ({
        body: {
          items: [
            metric({ isActive: lobbyActive }),
            metric(
              {
                id: IDS.other,
                slug: 'rooftop-nps',
                title: 'Would you recommend us?',
                locationName: 'Rooftop bar',
                isActive: false,
                ratingsCount: 0,
              },
              'nps',
            ),
          ],
        },
      }),
      'PUT /api/v1/metric/lobby-stars': () => {
        lobbyActive = false;
        return { body: metric({ isActive: false }) };
      },
    });
    renderAt(metricsRoutes, '/user/app/metrics');

    const title = await screen.findByRole('link', { name: 'How was your visit?' });
    expect(title).toHaveAttribute('href', '/user/app/metrics/lobby-stars');
    const lobby = title.closest('li') as HTMLElement;
    expect(within(lobby).getByRole('img', { name: 'Stars' })).toBeInTheDocument();
    expect(within(lobby).getByText('Stars · 1–5')).toBeInTheDocument();
    expect(within(lobby).getByText('Main hall')).toBeInTheDocument();
    expect(within(lobby).getByText('12')).toBeInTheDocument();
    expect(
      within(lobby).getByRole('link', { name: 'Open the guest page of How was your visit? (new tab)' }),
    ).toHaveAttribute('href', '/user/p/rate/lobby-stars');
    expect(within(lobby).getByRole('link', { name: 'QR sticker of How was your visit?' })).toHaveAttribute(
      'href',
      '/user/app/metrics/lobby-stars/sticker',
    );
    const rooftop = screen
      .getByRole('link', { name: 'Would you recommend us?' })
      .closest('li') as HTMLElement;
    expect(within(rooftop).getByText('NPS · 0–10')).toBeInTheDocument();
    expect(within(rooftop).getByText('Inactive')).toBeInTheDocument();
    expect(screen.getByText('Rating pages: 2')).toBeInTheDocument();

    const user = userEvent.setup();
    const active = within(lobby).getByRole('switch', { name: 'Guests can rate on How was your visit?' });
    expect(active).toBeChecked();
    await user.click(active);
    expect(
      await screen.findByText('“How was your visit?” is closed: guests can no longer rate on it'),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ isActive: false });
    expect(within(lobby).getByText('Inactive')).toBeInTheDocument();
  });

  it('invites to create the first page, explains each type and opens the new page in the editor', async () => {
    let created = false;
    const made = metric({ slug: 'main-hall-nps', title: 'Would you recommend us?' }, 'nps');
    const { calls } = mockFetch({
      ...base,
      'GET /api/v1/metrics': () => ({ body: { items: created ? [made] : [] } }),
      'POST /api/v1/metric/nps': () => {
        created = true;
        return { body: made };
      },
    });
    renderAt(metricsRoutes, '/user/app/metrics');
    expect(
      await screen.findByRole('heading', { name: 'No rating pages yet — create your first one' }),
    ).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'New rating page' }));
    const dialog = await screen.findByRole('dialog', { name: 'New rating page' });
    expect(within(dialog).getByText(/how likely they are to recommend you/)).toBeInTheDocument();
    expect(within(dialog).getByText(/sad, neutral or happy face/)).toBeInTheDocument();

    // Without a location nothing is sent.
    await user.click(within(dialog).getByRole('radio', { name: /NPS · 0–10/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await pick(user, within(dialog).getByLabelText('Location'), 'Main hall');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Would you recommend us?' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('aria-current', 'page');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ locationId: IDS.hall });
  });

  it('makes a QR sticker in one step and opens it ready to print', async () => {
    const { calls } = mockFetch({
      ...base,
      'GET /api/v1/metrics': { body: { items: [metric()] } },
      'POST /api/v1/qr-sticker/create': { body: sticker() },
      'GET /api/v1/qr-sticker/lobby-stars': { body: sticker() },
      'GET /api/v1/horeca/groups/c3333333-3333-4333-8333-333333333333': {
        body: { location: { id: IDS.hall, name: 'Main hall', slug: 'main-hall' }, groups: [] },
      },
    });
    renderAt(metricsRoutes, '/user/app/metrics');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'QR sticker in one step' }));
    const dialog = await screen.findByRole('dialog', { name: 'QR sticker in one step' });
    await pick(user, within(dialog).getByLabelText('Location'), 'Main hall');
    await user.click(within(dialog).getByRole('button', { name: 'Make the sticker' }));

    expect(
      await screen.findByRole('img', { name: 'The sticker of How was your visit? as printed' }),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.url.endsWith('/qr-sticker/create'))?.body).toEqual({
      metricType: 'stars',
      slug: 'main-hall',
    });
  });

  it('tells someone without the permission that they cannot manage ratings', async () => {
    mockFetch({ 'GET /api/v1/profile': { body: makeUser({ permissions: ['menus.manage'] }) } });
    renderAt(metricsRoutes, '/user/app/metrics');
    expect(await screen.findByRole('heading', { name: 'You cannot manage ratings' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'New rating page' })).not.toBeInTheDocument(),
    );
  });
});
