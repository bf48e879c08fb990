import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { ordersRoutes } from '../routes';
import { ADMIN, MENU, makeOrder, renderAt, VIEWER, WAITER, withOffsetParent } from '../test-utils';

withOffsetParent();

const orders = [
  makeOrder({ number: 7, status: 'ready', paid: true, paymentMethod: 'card' }),
  makeOrder({ number: 6, type: 'delivery', tableLabel: null }),
];
const menus = {
  items: [
    { slug: MENU, title: 'Linden Café' },
    { slug: 'rooftop', title: 'Rooftop bar' },
  ].map((menu) => ({
    ...menu,
    id: crypto.randomUUID(),
    subTitle: null,
    language: 'en',
    currency: 'EUR',
    locationId: null,
    isActive: true,
    logo: null,
    version: 1,
    updatedAt: '2026-01-01T00:00:00.000Z',
    categoriesCount: 1,
    itemsCount: 3,
  })),
};

function answer(user = ADMIN) {
  return mockFetch({
    'GET /api/v1/profile': { body: user },
    'GET /api/v1/online-menus': { body: menus },
    'GET /api/v1/online-menu/orders': (call) => {
      const query = new URL(call.url, 'http://x').searchParams;
      const pageSize = Number(query.get('pageSize'));
      const number = query.get('number');
      if (number) {
        const items = orders.filter((order) => order.number === Number(number));
        return { body: { items, total: items.length, page: 1, pageSize } };
      }
      return { body: { items: orders, total: 7, page: Number(query.get('page')), pageSize } };
    },
  });
}

const listCalls = (calls: { url: string }[]) =>
  calls.filter((c) => c.url.includes('/online-menu/orders?')).map((c) => c.url.split('?')[1]);

describe('OrdersPage', { timeout: 20_000 }, () => {
  it('lists orders with where, total, payment and status, and links each menu to its live board', async () => {
    answer();
    renderAt(ordersRoutes, '/user/app/orders');
    const table = await screen.findByRole('table', {}, { timeout: 5000 });
    const row = within(table).getByRole('link', { name: 'Open order 7' }).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Table Hall · 3');
    expect(row).toHaveTextContent('Linden Café');
    expect(row).toHaveTextContent('€8.00');
    expect(within(row).getByText('Paid')).toBeInTheDocument();
    expect(within(row).getByText('Ready')).toBeInTheDocument();
    const other = within(table).getByRole('link', { name: 'Open order 6' }).closest('tr') as HTMLElement;
    expect(other).toHaveTextContent('Delivery');
    expect(screen.getByRole('link', { name: 'Open the live board of Rooftop bar' })).toHaveAttribute(
      'href',
      '/user/online-menu/rooftop/admin/orders',
    );
  });

  it('asks the API for what the filters say', async () => {
    const { calls } = answer();
    const { router } = renderAt(ordersRoutes, '/user/app/orders');
    const user = userEvent.setup();
    await screen.findByRole('table', {}, { timeout: 5000 });
    expect(listCalls(calls)).toEqual(['page=1&pageSize=25']);

    screen.getByLabelText('Status').focus();
    await user.keyboard('{ArrowDown}');
    await user.click(await screen.findByRole('option', { name: 'Ready' }));
    screen.getByLabelText('Payment').focus();
    await user.keyboard('{ArrowDown}');
    await user.click(await screen.findByRole('option', { name: 'Unpaid' }));
    screen.getByLabelText('Menu').focus();
    await user.keyboard('{ArrowDown}');
    await user.click(await screen.findByRole('option', { name: 'Rooftop bar' }));

    await vi.waitFor(() =>
      expect(listCalls(calls).at(-1)).toBe('status=ready&paid=false&menu=rooftop&page=1&pageSize=25'),
    );
    expect(router.state.location.search).toBe('?status=ready&paid=false&menu=rooftop');
  });

  it('finds an order by its number', async () => {
    answer();
    renderAt(ordersRoutes, '/user/app/orders');
    const user = userEvent.setup();
    await screen.findByRole('table', {}, { timeout: 5000 });
    await user.type(screen.getByRole('searchbox', { name: 'Order number' }), '6');
    await vi.waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Open order 7' })).not.toBeInTheDocument(),
    );
    expect(await screen.findByRole('link', { name: 'Open order 6' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('names the menus by their titles for a waiter, who may not list menus', async () => {
    const { calls } = mockFetch({
      'GET /api/v1/profile': { body: WAITER },
      'GET /api/v1/online-menu/orders': { body: { items: orders, total: 2, page: 1, pageSize: 25 } },
      'GET /api/v1/online-menu/waiter/home': {
        body: { tables: [], boards: [{ slug: MENU, title: 'Linden Café' }] },
      },
    });
    renderAt(ordersRoutes, '/user/app/orders');
    const table = await screen.findByRole('table', {}, { timeout: 5000 });
    const row = within(table).getByRole('link', { name: 'Open order 7' }).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Linden Café');
    expect(row).not.toHaveTextContent(MENU);
    expect(screen.getByRole('link', { name: 'Open the live board of Linden Café' })).toBeInTheDocument();
    expect(calls.some((c) => c.url.includes('/online-menus'))).toBe(false);
  });

  it('says so when the role has no orders permission', async () => {
    answer({ ...VIEWER, permissions: ['menus.manage'] });
    renderAt(ordersRoutes, '/user/app/orders');
    expect(
      await screen.findByRole('heading', { name: 'No access to orders' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
