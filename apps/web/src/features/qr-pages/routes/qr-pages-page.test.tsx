import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { withOffsetParent } from '@/test/dom';
import { mockFetch } from '@/test/fetch-mock';
import { apiError, makeUser } from '@/test/fixtures';
import { qrPagesRoutes } from '../routes';
import { IDS, LOCATIONS, listItem, MANAGER, page, pick, renderAt } from '../test-utils';

withOffsetParent();

const base = {
  'GET /api/v1/profile': { body: MANAGER },
  'GET /api/v1/locations/all': { body: LOCATIONS },
  'GET /api/v1/structure': { status: 404 },
};

describe('QrPagesPage (list)', { timeout: 30_000 }, () => {
  it('lists each page with its location, switch, blocks, 30-day views and its ways out', async () => {
    const { calls } = mockFetch({
      ...base,
      'GET /api/v1/qr-infos': {
        body: {
          items: [
            listItem(),
            listItem({
              id: IDS.other,
              slug: 'rooftop',
              title: 'Rooftop nights',
              locationId: IDS.rooftop,
              locationName: 'Rooftop bar',
              isActive: false,
              blocksCount: 0,
              viewsLast30Days: 0,
            }),
          ],
        },
      },
      'POST /api/v1/qr-info/rooftop/edit/active': () => ({
        body: page({ id: IDS.other, slug: 'rooftop', title: 'Rooftop nights', isActive: true }),
      }),
    });
    renderAt(qrPagesRoutes, '/user/app/qr-pages');
    const user = userEvent.setup();

    const title = await screen.findByRole('link', { name: 'Linden café' });
    expect(title).toHaveAttribute('href', '/user/app/qr-pages/linden-hall');
    const row = title.closest('tr') as HTMLElement;
    expect(within(row).getByText('Main hall')).toBeInTheDocument();
    expect(within(row).getByRole('switch', { name: 'Linden café is active' })).toBeChecked();
    expect(within(row).getByText('412')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Open Linden café as guests see it' })).toHaveAttribute(
      'href',
      `${window.location.origin}/user/p/qr/linden-hall`,
    );
    expect(within(row).getByRole('link', { name: 'Statistics of Linden café' })).toHaveAttribute(
      'href',
      '/user/app/qr-pages/linden-hall/statistics',
    );
    expect(screen.getByText('In all: 2')).toBeInTheDocument();

    // Switching a page on is saved at once.
    const rooftop = screen.getByRole('link', { name: 'Rooftop nights' }).closest('tr') as HTMLElement;
    const off = within(rooftop).getByRole('switch', { name: 'Rooftop nights is active' });
    expect(off).not.toBeChecked();
    await user.click(off);
    expect(await screen.findByText('“Rooftop nights” is active: guests can open it')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ isActive: true });

    // Share: the link and its QR code.
    await user.click(within(row).getByRole('button', { name: 'QR code of Linden café' }));
    const share = await screen.findByRole('dialog', { name: 'Share “Linden café”' });
    expect(within(share).getByLabelText('Link for guests')).toHaveValue(
      `${window.location.origin}/user/p/qr/linden-hall`,
    );
    expect(within(share).getByRole('img', { name: 'QR code of Linden café' })).toBeInTheDocument();
    expect(within(share).getByRole('button', { name: 'Print a card' })).toBeInTheDocument();
  });

  it('invites to create the first page, asks for a location and opens the new page in the builder', async () => {
    let created = false;
    const made = page({
      slug: 'rooftop-x1',
      title: 'Rooftop bar',
      locationId: IDS.rooftop,
      blocks: [],
      locationBlocks: [],
    });
    const { calls } = mockFetch({
      ...base,
      'GET /api/v1/qr-infos': () => ({ body: { items: created ? [listItem()] : [] } }),
      'POST /api/v1/qr-info/create': () => {
        created = true;
        return { body: made };
      },
      'GET /api/v1/qr-info/rooftop-x1/edit': { body: made },
    });
    renderAt(qrPagesRoutes, '/user/app/qr-pages');
    expect(
      await screen.findByRole('heading', { name: 'No QR pages yet — create your first one' }),
    ).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'New QR page' }));
    const dialog = await screen.findByRole('dialog', { name: 'New QR page' });

    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await pick(user, within(dialog).getByLabelText('Location'), 'Rooftop bar');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Rooftop bar' })).toBeInTheDocument();
    expect(screen.getByText('“Rooftop bar” is created')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ locationId: IDS.rooftop });
  });

  it('asks before deleting a page, then removes it from the list', async () => {
    let deleted = false;
    const { calls } = mockFetch({
      ...base,
      'GET /api/v1/qr-infos': () => ({ body: { items: deleted ? [] : [listItem()] } }),
      'DELETE /api/v1/qr-info/linden-hall': () => {
        deleted = true;
        return { status: 204 };
      },
    });
    renderAt(qrPagesRoutes, '/user/app/qr-pages');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Linden café' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete “Linden café”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('“Linden café” is deleted')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'No QR pages yet — create your first one' }),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it('says when the list cannot be loaded, and tries again', async () => {
    let fail = true;
    mockFetch({
      ...base,
      'GET /api/v1/qr-infos': () => (fail ? apiError(500, 'INTERNAL_ERROR') : { body: { items: [] } }),
    });
    renderAt(qrPagesRoutes, '/user/app/qr-pages');
    expect(await screen.findByText('The QR pages could not be loaded')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: /Try again/ }));
    expect(
      await screen.findByRole('heading', { name: 'No QR pages yet — create your first one' }),
    ).toBeInTheDocument();
  });

  it('tells someone without the permission that they cannot open the section', async () => {
    mockFetch({ 'GET /api/v1/profile': { body: makeUser({ permissions: ['surveys.manage'] }) } });
    renderAt(qrPagesRoutes, '/user/app/qr-pages/linden-hall');
    expect(await screen.findByRole('heading', { name: 'You cannot open this section' })).toBeInTheDocument();
    expect(screen.getByText(/doesn't include managing QR pages/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument());
  });
});
