import type { TTableGroup } from '@guestloop/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAppStore } from '@/lib/store';
import { withOffsetParent } from '@/test/dom';
import { mockFetch } from '@/test/fetch-mock';
import { tablesRoutes } from '../routes';
import { groups, IDS, LOCATIONS, MANAGER, MENUS, renderAt } from '../test-utils';

withOffsetParent();

const [lindenMenu] = MENUS.items;
const BRUNCH_ID = '55555555-5555-4555-8555-555555555555';
// The newest menu comes first in the list; both belong to Old Town.
const TWO_MENUS = {
  items: [{ ...lindenMenu!, id: BRUNCH_ID, slug: 'weekend-brunch', title: 'Weekend brunch' }, lindenMenu!],
};
const hall: TTableGroup = {
  id: IDS.hall,
  locationId: IDS.oldTown,
  name: 'Main hall',
  slug: 'main-hall',
  position: 0,
  tables: [{ id: IDS.table1, groupId: IDS.hall, name: '1', slug: '1', seats: null, position: 0 }],
};
const routes = {
  'GET /api/v1/profile': { body: MANAGER },
  'GET /api/v1/locations/all': { body: LOCATIONS },
  'GET /api/v1/online-menus': { body: TWO_MENUS },
  [`GET /api/v1/horeca/groups/${IDS.oldTown}`]: { body: groups([hall]) },
};
const sheetOf = (menu: string) => `/user/app/tables/print?location=${IDS.oldTown}&menu=${menu}`;

describe('Tables: the menu the QR codes open', { timeout: 20_000 }, () => {
  beforeEach(() => {
    useAppStore.setState({ qrMenuByLocation: {} });
  });

  it('asks which menu when the location has two, instead of printing codes for the newest', async () => {
    mockFetch(routes);
    renderAt(tablesRoutes, '/user/app/tables');
    expect(
      await screen.findByText(/This location has more than one menu/, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Choose a menu').length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'Print QR codes' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show the QR code of 1' })).not.toBeInTheDocument();
  });

  it('remembers the menu chosen for the location the next time the page opens', async () => {
    mockFetch(routes);
    const first = renderAt(tablesRoutes, '/user/app/tables');
    const user = userEvent.setup();
    await screen.findAllByText('Choose a menu', {}, { timeout: 5000 });
    screen.getByLabelText('Menu the QR codes open').focus();
    await user.keyboard('{ArrowDown}');
    await user.click(await screen.findByRole('option', { name: 'Linden Café' }));
    expect(await screen.findByRole('link', { name: 'Print QR codes' })).toHaveAttribute(
      'href',
      sheetOf('linden-cafe'),
    );
    first.unmount();

    renderAt(tablesRoutes, '/user/app/tables');
    const card = await screen.findByRole('region', { name: 'Main hall' }, { timeout: 5000 });
    expect(within(card).getByRole('link', { name: 'Print QR codes: Main hall' })).toHaveAttribute(
      'href',
      `${sheetOf('linden-cafe')}&group=${IDS.hall}`,
    );
    expect(screen.queryByText(/This location has more than one menu/)).not.toBeInTheDocument();
  });
});
