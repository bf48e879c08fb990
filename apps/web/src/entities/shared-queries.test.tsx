import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { apiError } from '@/test/fixtures';
import { renderWithQuery } from '@/test/render';
import { LOCATION_LIST_KEY, useLocationList } from './locations';
import { useMenuList, useMenuTitle } from './menus';
import { ROLE_LIST_KEY, useRoleList } from './roles';
import { TABLE_GROUPS_KEY, useTableGroups } from './table-groups';

const LOCATION = 'a1b2c3d4-0000-4000-8000-000000000001';
const menu = (slug: string, title: string) => ({
  id: `a1b2c3d4-0000-4000-8000-${slug.length.toString().padStart(12, '0')}`,
  slug,
  title,
  subTitle: null,
  language: 'en',
  currency: 'EUR',
  locationId: LOCATION,
  isActive: true,
  logo: null,
  version: 1,
  updatedAt: '2026-01-10T10:00:00.000Z',
  categoriesCount: 0,
  itemsCount: 0,
});
const location = (name: string) => ({
  id: LOCATION,
  parentId: null,
  name,
  slug: 'old-town',
  address: null,
  imageUrl: null,
});
const role = (name: string) => ({
  id: 'a1b2c3d4-0000-4000-8000-00000000000f',
  slug: 'barista',
  name,
  permissions: [],
  isSystem: false,
  userCount: 0,
  createdAt: '2026-01-10T10:00:00.000Z',
  updatedAt: '2026-01-10T10:00:00.000Z',
});

/** Two sections of the console on one screen, each reading the shared lists its own way. */
function MenuFilter() {
  const menus = useMenuList();
  const locations = useLocationList();
  return (
    <ul aria-label="Menu filter">
      {menus.data?.items.map((m) => (
        <li key={m.id}>{m.title}</li>
      ))}
      {locations.data?.items.map((l) => (
        <li key={l.id}>{l.name}</li>
      ))}
    </ul>
  );
}
function MenuCount() {
  const menus = useMenuList();
  if (menus.isError) return <p role="alert">Could not load the menus</p>;
  return menus.data ? <p>{menus.data.items.length} menus</p> : null;
}
function PageHeading({ slug }: { slug: string }) {
  return <h1>{useMenuTitle(slug) ?? slug}</h1>;
}
function RolePicker() {
  const roles = useRoleList();
  const groups = useTableGroups(LOCATION);
  return (
    <ul aria-label="Role picker">
      {roles.data?.items.map((r) => (
        <li key={r.id}>{r.name}</li>
      ))}
      {groups.data?.groups.map((g) => (
        <li key={g.id}>{g.name}</li>
      ))}
    </ul>
  );
}

describe('shared entities', () => {
  it('asks the server once for a list every section on screen reads', async () => {
    const { calls } = mockFetch({
      'GET /api/v1/online-menus': { body: { items: [menu('linden-cafe', 'Linden Café')] } },
      'GET /api/v1/locations/all': { body: { items: [location('Old Town')] } },
    });
    renderWithQuery(
      <>
        <MenuFilter />
        <PageHeading slug="linden-cafe" />
        <MenuFilter />
      </>,
    );
    expect(await screen.findByRole('heading', { name: 'Linden Café' })).toBeVisible();
    expect(screen.getAllByText('Old Town')).toHaveLength(2);
    expect(calls.filter((c) => c.url.endsWith('/online-menus'))).toHaveLength(1);
    expect(calls.filter((c) => c.url.endsWith('/locations/all'))).toHaveLength(1);
  });

  it('shows slugs, not an error, to someone whose role cannot list menus', async () => {
    mockFetch({ 'GET /api/v1/online-menus': apiError(403, 'FORBIDDEN') });
    renderWithQuery(
      <>
        <PageHeading slug="linden-cafe" />
        <MenuCount />
      </>,
    );
    expect(await screen.findByText('0 menus')).toBeVisible();
    expect(screen.getByRole('heading')).toHaveTextContent('linden-cafe');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refreshes every reader when a change invalidates the one key', async () => {
    let locationName = 'Old Town';
    let roleName = 'Barista';
    let groupName = 'Hall';
    mockFetch({
      'GET /api/v1/online-menus': { body: { items: [] } },
      'GET /api/v1/locations/all': () => ({ body: { items: [location(locationName)] } }),
      'GET /api/v1/roles': () => ({ body: { items: [role(roleName)] } }),
      [`GET /api/v1/horeca/groups/${LOCATION}`]: () => ({
        body: {
          location: { id: LOCATION, name: locationName, slug: 'old-town' },
          groups: [
            { id: LOCATION, locationId: LOCATION, name: groupName, slug: 'hall', position: 0, tables: [] },
          ],
        },
      }),
    });
    const { queryClient } = renderWithQuery(
      <>
        <MenuFilter />
        <RolePicker />
      </>,
    );
    expect(await screen.findByText('Old Town')).toBeVisible();
    expect(await screen.findByText('Barista')).toBeVisible();
    expect(await screen.findByText('Hall')).toBeVisible();

    locationName = 'Old Town Square';
    roleName = 'Head barista';
    groupName = 'Terrace';
    await queryClient.invalidateQueries({ queryKey: LOCATION_LIST_KEY });
    await queryClient.invalidateQueries({ queryKey: ROLE_LIST_KEY });
    await queryClient.invalidateQueries({ queryKey: TABLE_GROUPS_KEY });
    expect(await screen.findByText('Old Town Square')).toBeVisible();
    expect(await screen.findByText('Head barista')).toBeVisible();
    expect(await screen.findByText('Terrace')).toBeVisible();
  });
});
