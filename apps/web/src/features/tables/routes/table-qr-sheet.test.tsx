import type { TTableQr } from '@guestloop/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { COMPANY, emptyContacts } from '@/test/fixtures';
import { tablesSheetRoutes } from '../routes';
import { IDS, LOCATIONS, MANAGER, MENUS, renderAt } from '../test-utils';

const [lindenMenu] = MENUS.items;
// The menu guests read is German; the console is in English.
const GERMAN_MENU = {
  ...lindenMenu!,
  language: 'de',
  logo: { imageId: null, src: '/api/v1/uploads/linden-logo.webp', width: 200, height: 200, variants: {} },
};
const SOFA = '66666666-6666-4666-8666-666666666666';
const code = (tableId: string, tableName: string): TTableQr => ({
  groupId: IDS.hall,
  groupName: 'Main hall',
  tableId,
  tableName,
  url: `https://guestloop.test/user/online-menu/linden-cafe/old-town/main-hall/${tableId}`,
  svg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
});

describe('Table cards to print', { timeout: 20_000 }, () => {
  it('shows each table on its own card: venue, logo, "scan to order" in the menu’s language, table', async () => {
    const { calls } = mockFetch({
      'GET /api/v1/profile': { body: MANAGER },
      'GET /api/v1/locations/all': { body: LOCATIONS },
      'GET /api/v1/online-menus': { body: { items: [GERMAN_MENU] } },
      'GET /api/v1/structure': {
        body: {
          ...COMPANY,
          language: 'en',
          currency: 'EUR',
          timeZone: 'UTC',
          logoUrl: null,
          settings: emptyContacts(),
        },
      },
      'GET /api/v1/translation/de': {
        body: { tables: { sheet: { scan: 'Scannen und bestellen', table: 'Tisch {{name}}' } } },
      },
      [`GET /api/v1/horeca/groups/${IDS.oldTown}/qr`]: {
        body: { items: [code(IDS.table1, '1'), code(SOFA, 'Garden sofa')] },
      },
    });
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderAt(tablesSheetRoutes, `/user/app/tables/print?location=${IDS.oldTown}&menu=linden-cafe`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Table cards: Old Town' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const first = await screen.findByRole('article', { name: 'Tisch 1' });
    expect(within(first).getByText('Old Town')).toBeInTheDocument();
    expect(within(first).getByText('Scannen und bestellen')).toBeInTheDocument();
    expect(within(first).getByText('Main hall')).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: 'QR code that opens the menu at 1' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml/),
    );
    expect(first.querySelector('.gl-qr-card__logo')).toHaveAttribute(
      'src',
      '/api/v1/uploads/linden-logo.webp',
    );
    // A table with a name of its own keeps it.
    expect(screen.getByRole('article', { name: 'Garden sofa' })).toBeInTheDocument();
    expect(first.closest('ul')).toHaveAttribute('lang', 'de');
    expect(calls.some((call) => call.url.includes('format=svg'))).toBe(true);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: 'Back to tables' })).toHaveAttribute(
      'href',
      `/user/app/tables?location=${IDS.oldTown}&menu=linden-cafe`,
    );
  });
});
