import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '@/lib/store';
import { mockFetch } from '@/test/fetch-mock';
import { apiError } from '@/test/fixtures';
import { addOrderWords, MENU, makeOrder, ORDER, SLUG } from './order-fixture';
import { renderMenuApp, resetStore } from './render-menu';

const ORDER_URL = `GET /api/v1/order/${ORDER}`;
const PAGE_URL = 'POST /api/v1/customer/online-menu/page';

describe('guest pages while loading or failing', { timeout: 15_000 }, () => {
  beforeEach(() => {
    resetStore();
    addOrderWords();
  });
  afterEach(() => vi.useRealTimers());

  it('offers Try again when a venue page fails to load, and shows it once it answers', async () => {
    let failing = true;
    mockFetch({
      ...MENU,
      [PAGE_URL]: () =>
        failing ? apiError(503, 'UNAVAILABLE') : { body: { title: 'Allergens', bodyHtml: '<p>No nuts</p>' } },
    });
    const user = userEvent.setup();
    renderMenuApp(`/user/online-menu/${SLUG}/page/allergens`);

    expect(await screen.findByRole('heading', { name: "We couldn't load this page." })).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Allergens' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says a venue page that does not exist is not there, without Try again', async () => {
    mockFetch({ ...MENU, [PAGE_URL]: apiError(404, 'NOT_FOUND') });
    renderMenuApp(`/user/online-menu/${SLUG}/page/gone`);
    expect(await screen.findByRole('heading', { name: "This page isn't available" })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('keeps the order on screen when one of its refreshes fails', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    useAppStore.setState({
      orders: {
        [ORDER]: {
          slug: ORDER,
          menuSlug: SLUG,
          number: 7,
          type: 'table',
          table: null,
          placedAt: '2025-05-01T12:00:00.000Z',
        },
      },
    });
    let failing = false;
    const { calls } = mockFetch({
      ...MENU,
      [ORDER_URL]: () =>
        failing ? apiError(503, 'UNAVAILABLE') : { body: makeOrder({ status: 'accepted' }) },
    });
    renderMenuApp(`/user/online-menu/${SLUG}/${ORDER}/order`);
    expect(await screen.findByText('Your order has been accepted.')).toBeInTheDocument();

    failing = true;
    const reads = calls.filter((call) => call.url.endsWith(`/order/${ORDER}`)).length;
    await act(() => vi.advanceTimersByTimeAsync(4_100));
    await vi.waitFor(() =>
      expect(calls.filter((call) => call.url.endsWith(`/order/${ORDER}`)).length).toBeGreaterThan(reads),
    );
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(screen.getByText('Your order has been accepted.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Order #7' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: "We couldn't load this page." })).not.toBeInTheDocument();
  });
});
