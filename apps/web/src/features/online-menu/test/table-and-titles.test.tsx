import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAppStore } from '@/lib/store';
import { mockFetch } from '@/test/fetch-mock';
import { addOrderWords, MENU, makeOrder, ORDER, REMEMBERED_TABLE, SLUG, TABLE } from './order-fixture';
import { renderMenuApp, resetStore } from './render-menu';

const BASE = `/user/online-menu/${SLUG}`;
const TABLE_MENU = `${BASE}/old-town/hall/3`;
const ORDER_PAGE = `${BASE}/${ORDER}/order`;
const ORDER_ROUTES = {
  ...MENU,
  [`GET /api/v1/order/${ORDER}`]: { body: makeOrder() },
  'GET /api/v1/horeca/public/groups/old-town/hall/3': { body: TABLE },
};

function rememberTableOrder() {
  useAppStore.setState({
    orders: {
      [ORDER]: {
        slug: ORDER,
        menuSlug: SLUG,
        number: 7,
        type: 'table',
        table: { locationSlug: 'old-town', groupSlug: 'hall', tableSlug: '3' },
        placedAt: new Date().toISOString(),
      },
    },
  });
}

describe('leaving a page keeps the table in the address', () => {
  beforeEach(() => {
    resetStore();
    addOrderWords();
  });

  it("leads back from the order page to the menu of the order's table", async () => {
    rememberTableOrder();
    mockFetch(ORDER_ROUTES);
    renderMenuApp(ORDER_PAGE);
    await screen.findByRole('heading', { level: 1, name: 'Order #7' });
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Back to the menu' })).toHaveAttribute('href', TABLE_MENU);
    const header = screen.getAllByRole('banner')[0] as HTMLElement;
    expect(within(header).getByRole('link', { name: 'Back to the menu' })).toHaveAttribute(
      'href',
      TABLE_MENU,
    );
  });

  it('leads back from the categories to the menu of the table the guest scanned', async () => {
    useAppStore.setState({ tables: { [SLUG]: { ...REMEMBERED_TABLE, savedAt: new Date().toISOString() } } });
    mockFetch(MENU);
    renderMenuApp(`${BASE}/categories`);
    const back = await screen.findByRole('link', { name: 'Back to the menu' });
    expect(back).toHaveAttribute('href', TABLE_MENU);
    expect(screen.getByRole('link', { name: /^Coffee/ }).getAttribute('href')).toMatch(
      new RegExp(`^${TABLE_MENU}#category-`),
    );
  });

  it('leads to the menu itself when the guest sits at no table', async () => {
    mockFetch(ORDER_ROUTES);
    renderMenuApp(ORDER_PAGE);
    await screen.findByRole('heading', { level: 1, name: 'Order #7' });
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Back to the menu' })).toHaveAttribute(
      'href',
      BASE,
    );
  });
});

describe('page titles of the menu pages', () => {
  beforeEach(() => {
    resetStore();
    addOrderWords();
  });

  it("names the menu page by the menu, and each other page by its route's title before the menu", async () => {
    mockFetch({ ...ORDER_ROUTES, [`POST /api/v1/online-menu/${SLUG}/add-menu-view`]: { status: 204 } });
    const view = renderMenuApp(BASE);
    await waitFor(() => expect(document.title).toBe('Linden Café · Guestloop'));
    view.unmount();

    const categories = renderMenuApp(`${BASE}/categories`);
    await waitFor(() => expect(document.title).toBe('Categories · Linden Café · Guestloop'));
    categories.unmount();

    const cart = renderMenuApp(`${BASE}/cart`);
    await waitFor(() => expect(document.title).toBe('Cart · Linden Café · Guestloop'));
    cart.unmount();

    renderMenuApp(ORDER_PAGE);
    await waitFor(() => expect(document.title).toBe('Order #7 · Linden Café · Guestloop'));
  });
});
