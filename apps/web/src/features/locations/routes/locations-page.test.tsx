import type { TLocationTreeNode } from '@guestloop/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { locationsRoutes } from '../routes';
import { IDS, location, MANAGER, node, renderAt, tree } from '../test-utils';

const NEW_ID = '55555555-5555-4555-8555-555555555555';

function nested(): TLocationTreeNode[] {
  return [
    node(IDS.garden, 'Garden Bistro', null),
    node(IDS.harbour, 'Harbour Café', null, [
      node(IDS.terrace, 'Terrace', IDS.harbour, [node(IDS.bar, 'Rooftop Bar', IDS.terrace)]),
    ]),
  ];
}

describe('LocationsPage', { timeout: 20_000 }, () => {
  it('shows the locations nested under their parents', async () => {
    mockFetch({ 'GET /api/v1/profile': { body: MANAGER }, 'GET /api/v1/tree': { body: tree(nested()) } });
    renderAt(locationsRoutes, '/user/app/locations');

    expect(await screen.findByRole('heading', { level: 1, name: 'Locations' })).toBeInTheDocument();
    const harbour = await screen.findByRole('treeitem', { name: 'Harbour Café' });
    expect(harbour).toHaveAttribute('aria-level', '1');
    const terrace = within(harbour).getByRole('treeitem', { name: 'Terrace' });
    expect(within(terrace).getByRole('treeitem', { name: 'Rooftop Bar' })).toBeInTheDocument();
    expect(within(harbour).queryByRole('treeitem', { name: 'Garden Bistro' })).not.toBeInTheDocument();
    expect(screen.getByRole('treeitem', { name: 'Garden Bistro' })).toHaveAttribute('aria-level', '1');
    expect(within(harbour).getByRole('link', { name: 'Harbour Café' })).toHaveAttribute(
      'href',
      `/user/app/locations/${IDS.harbour}`,
    );
    expect(screen.getByText('4 locations')).toBeInTheDocument();
  });

  it('adds a sub-location through create-sub and shows it under its parent', async () => {
    let locations = nested();
    const { calls } = mockFetch({
      'GET /api/v1/profile': { body: MANAGER },
      'GET /api/v1/tree': () => ({ body: tree(locations) }),
      [`POST /api/v1/location/${IDS.terrace}/create-sub`]: () => {
        const created = location(NEW_ID, 'Wine Cellar', { parentId: IDS.terrace, address: null });
        locations = [
          locations[0]!,
          node(IDS.harbour, 'Harbour Café', null, [
            node(IDS.terrace, 'Terrace', IDS.harbour, [
              node(IDS.bar, 'Rooftop Bar', IDS.terrace),
              node(NEW_ID, 'Wine Cellar', IDS.terrace),
            ]),
          ]),
        ];
        return { body: created };
      },
    });
    renderAt(locationsRoutes, '/user/app/locations');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Add sub-location to Terrace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add sub-location to Terrace' });
    await user.type(within(dialog).getByLabelText('Name'), 'Wine Cellar');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    const terrace = await screen.findByRole('treeitem', { name: 'Terrace' });
    expect(await within(terrace).findByRole('treeitem', { name: 'Wine Cellar' })).toBeInTheDocument();
    expect(await screen.findByText('Wine Cellar has been added.')).toBeInTheDocument();
    expect(calls.find((call) => call.url.endsWith('/create-sub'))?.body).toEqual({
      name: 'Wine Cellar',
      address: null,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a slug conflict on the slug field of the create dialog', async () => {
    mockFetch({
      'GET /api/v1/profile': { body: MANAGER },
      'GET /api/v1/tree': { body: tree(nested()) },
      'POST /api/v1/location/create': {
        status: 409,
        body: {
          statusCode: 409,
          code: 'CONFLICT',
          message: 'Another location of the company has this slug',
          details: { reason: 'slug-taken', path: 'body.slug' },
        },
      },
    });
    renderAt(locationsRoutes, '/user/app/locations');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add location' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add location' });
    await user.type(within(dialog).getByLabelText('Name'), 'Harbour');
    await user.type(within(dialog).getByLabelText('Slug (optional)'), 'harbour-cafe');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    const slug = within(dialog).getByLabelText('Slug (optional)');
    await waitFor(() => expect(slug).toHaveAttribute('aria-invalid', 'true'));
    expect(slug).toHaveAccessibleDescription(/Another location already uses this slug/);
  });

  it('keeps matching locations with their parents when searching', async () => {
    mockFetch({ 'GET /api/v1/profile': { body: MANAGER }, 'GET /api/v1/tree': { body: tree(nested()) } });
    renderAt(locationsRoutes, '/user/app/locations');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('searchbox', { name: 'Search locations' }), 'rooftop');

    expect(await screen.findByText('1 location found')).toBeInTheDocument();
    expect(screen.getByRole('treeitem', { name: 'Harbour Café' })).toBeInTheDocument();
    expect(screen.getByRole('treeitem', { name: 'Rooftop Bar' })).toBeInTheDocument();
    expect(screen.queryByRole('treeitem', { name: 'Garden Bistro' })).not.toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: 'Search locations' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search locations' }), 'nowhere');
    expect(await screen.findByRole('heading', { name: 'No locations match “nowhere”' })).toBeInTheDocument();
  });

  it('invites to add the first venue when there are no locations', async () => {
    mockFetch({ 'GET /api/v1/profile': { body: MANAGER }, 'GET /api/v1/tree': { body: tree([]) } });
    renderAt(locationsRoutes, '/user/app/locations');
    expect(
      await screen.findByRole('heading', { name: 'No locations yet — add your first venue' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add location' })).toBeInTheDocument();
  });

  it('offers a retry when the tree cannot be loaded', async () => {
    let fail = true;
    mockFetch({
      'GET /api/v1/profile': { body: MANAGER },
      'GET /api/v1/tree': () =>
        fail
          ? { status: 500, body: { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Boom' } }
          : { body: tree(nested()) },
    });
    renderAt(locationsRoutes, '/user/app/locations');
    const retry = await screen.findByRole('button', { name: /try again/i }, { timeout: 10_000 });
    fail = false;
    await userEvent.setup().click(retry);
    expect(await screen.findByRole('treeitem', { name: 'Harbour Café' })).toBeInTheDocument();
  });

  it('tells a user without the permission that locations are not theirs to manage', async () => {
    mockFetch({ 'GET /api/v1/profile': { body: { ...MANAGER, permissions: ['orders.view'] } } });
    renderAt(locationsRoutes, '/user/app/locations');
    expect(await screen.findByRole('heading', { name: "You can't manage locations" })).toBeInTheDocument();
  });
});
