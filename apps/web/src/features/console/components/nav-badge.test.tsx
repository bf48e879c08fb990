import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubEventSource, TestEventSource } from '@/test/event-source';
import { mockFetch } from '@/test/fetch-mock';
import { ConsoleLayout, consoleRoutes } from '../routes';
import { ADMIN, renderAt } from '../test-utils';

const menu = (orders: number) => ({
  items: [
    { id: 'dashboard', show: true, notifyCount: 0 },
    { id: 'orders', show: true, notifyCount: orders },
    { id: 'surveys', show: false, notifyCount: 0 },
  ],
});

function renderConsole(path: string) {
  return renderAt(
    [
      {
        Component: ConsoleLayout,
        children: [...consoleRoutes, { path: 'orders', element: <h1>Orders list</h1> }],
      },
    ],
    path,
  );
}

const ordersLink = async () =>
  within(await screen.findByRole('navigation', { name: 'Console sections' })).findByRole('link', {
    name: /^Orders/,
  });

describe('new-order badge', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows how many orders are new and counts up live as orders come', async () => {
    stubEventSource();
    let count = 3;
    const { calls } = mockFetch({
      'GET /api/v1/profile': { body: ADMIN },
      'GET /api/v1/profile/menu': () => ({ body: menu(count) }),
    });
    renderConsole('/user/app');
    const link = await ordersLink();
    await waitFor(() => expect(link).toHaveAccessibleName('Orders (New: 3)'));
    expect(
      screen.getByRole('button', { name: 'Open navigation (something new is waiting)' }),
    ).toBeInTheDocument();

    count = 4;
    act(() => TestEventSource.last.open());
    act(() => TestEventSource.last.emit('order.created', { order: {} }, 7));
    await waitFor(() => expect(link).toHaveAccessibleName('Orders (New: 4)'));
    expect(calls.filter((c) => c.url.endsWith('/profile/menu')).length).toBeGreaterThanOrEqual(2);
  });

  it('shows no badge when nothing is new, and leaves the count to the orders list while it is open', async () => {
    stubEventSource();
    const { calls } = mockFetch({
      'GET /api/v1/profile': { body: ADMIN },
      'GET /api/v1/profile/menu': () => ({ body: menu(0) }),
    });
    renderConsole('/user/app/orders');
    expect(await screen.findByRole('heading', { name: 'Orders list' })).toBeInTheDocument();
    const link = await ordersLink();
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/profile/menu'))).toBe(true));
    expect(link).toHaveAccessibleName('Orders');
    const asked = calls.filter((c) => c.url.endsWith('/profile/menu')).length;
    act(() => TestEventSource.last.open());
    act(() => TestEventSource.last.emit('order.created', { order: {} }, 8));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.filter((c) => c.url.endsWith('/profile/menu'))).toHaveLength(asked);
  });
});
