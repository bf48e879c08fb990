import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { syrveRoutes } from '../routes';
import { LATTE_ITEM, MANAGER, MENUS, mapping, PRODUCTS_URL, renderAt, SLUG } from '../test-utils';

const PAGE = `/user/app/menus/${SLUG}/pos`;

describe('SyrvePage', { timeout: 20_000 }, () => {
  it('sends a manager to Integrations while Syrve is not connected', async () => {
    mockFetch({
      'GET /api/v1/profile': { body: MANAGER },
      'GET /api/v1/online-menus': { body: MENUS },
      [`GET ${PRODUCTS_URL}`]: {
        body: mapping({ connected: false, products: [], total: 0, fetchedAt: null }),
      },
    });
    renderAt(syrveRoutes, PAGE);
    expect(await screen.findByRole('heading', { name: 'Syrve is not connected' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Connect Syrve in Integrations' })).toHaveAttribute(
      'href',
      '/user/app/integrations',
    );
    expect(screen.queryByRole('button', { name: 'Refresh from Syrve' })).not.toBeInTheDocument();
  });

  it('shows links and stopped items, links a product to an item and unlinks one', async () => {
    const { calls } = mockFetch({
      'GET /api/v1/profile': { body: MANAGER },
      'GET /api/v1/online-menus': { body: MENUS },
      [`GET ${PRODUCTS_URL}`]: { body: mapping() },
      [`POST /api/v1/syrve/${SLUG}/connect`]: {
        body: { item: { ...mapping().items[1]!, productId: 'p-matcha', productName: 'Matcha Latte' } },
      },
      [`POST /api/v1/syrve/${SLUG}/disconnect`]: {
        body: { item: { ...mapping().items[0]!, productId: null } },
      },
    });
    renderAt(syrveRoutes, PAGE);
    const user = userEvent.setup();

    const items = await screen.findByRole('region', { name: "This menu's items" });
    expect(within(items).getByText('Stopped by Syrve')).toBeInTheDocument();
    expect(within(items).getByText('1 of 2 items linked · 1 stopped by Syrve')).toBeInTheDocument();
    expect(screen.getByText('€5.20')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Link Matcha Latte to a menu item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link Matcha Latte to a menu item' });
    await user.click(within(dialog).getByRole('button', { name: 'Link' }));
    expect(await within(dialog).findByText('Choose one')).toBeInTheDocument();
    within(dialog).getByLabelText('Menu item').focus();
    await user.keyboard('{ArrowDown}');
    await user.click(await screen.findByText('Caffè Latte — Coffee & Tea'));
    await user.click(within(dialog).getByRole('button', { name: 'Link' }));
    expect(await screen.findByText('Caffè Latte is linked to Matcha Latte')).toBeInTheDocument();
    expect(calls.find((c) => c.url.endsWith('/connect'))?.body).toEqual({
      syrve_product_id: 'p-matcha',
      online_menu_item_id: LATTE_ITEM,
    });

    await user.click(within(items).getByRole('button', { name: 'Unlink Espresso from Syrve' }));
    expect(await screen.findByText('Espresso is no longer linked to Syrve')).toBeInTheDocument();
  });
});
