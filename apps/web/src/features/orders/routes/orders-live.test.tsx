import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { makeCompany } from '@/test/fixtures';
import { ordersRoutes } from '../routes';
import {
  ADMIN,
  FakeEventSource,
  makeOrder,
  renderAt,
  stubLiveBrowser,
  withOffsetParent,
} from '../test-utils';

withOffsetParent();

const older = makeOrder({ number: 7, createdAt: new Date(Date.now() - 3_600_000).toISOString() });

function answer(listed: () => object[]) {
  return mockFetch({
    'GET /api/v1/profile': { body: ADMIN },
    'GET /api/v1/structure': { body: makeCompany({ timeZone: 'Europe/Berlin' }) },
    'GET /api/v1/online-menus': { body: { items: [] } },
    'GET /api/v1/online-menu/orders': () => {
      const items = listed();
      return { body: { items, total: items.length, page: 1, pageSize: 25 } };
    },
    'POST /api/v1/profile/menu/seen': { body: { ok: true } },
  });
}

describe('orders list, live', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('puts a new order at the top as it comes, highlighted, and counts it as seen', async () => {
    stubLiveBrowser();
    let listed = [older];
    const { calls } = answer(() => listed);
    renderAt(ordersRoutes, '/user/app/orders');
    const table = await screen.findByRole('table', {}, { timeout: 5000 });
    expect(within(table).getByRole('link', { name: 'Open order 7' })).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.url.endsWith('/profile/menu/seen'))).toHaveLength(1));
    expect(calls.find((c) => c.url.endsWith('/profile/menu/seen'))?.body).toEqual({ id: 'orders' });

    const feed = FakeEventSource.last;
    act(() => feed.open());
    const fresh = makeOrder({ number: 8, createdAt: new Date().toISOString() });
    listed = [fresh, older];
    act(() => feed.emit('order.created', { order: fresh }, 41));

    const link = await within(table).findByRole('link', { name: 'Open order 8' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toContainElement(link);
    expect(rows[0]).toHaveClass('gl-orders-row--fresh');
    expect(screen.getByText('New order 8')).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.url.endsWith('/profile/menu/seen'))).toHaveLength(2));
  });

  it("writes times on the café's 24-hour clock", async () => {
    stubLiveBrowser();
    const evening = new Date();
    evening.setUTCHours(19, 28, 0, 0);
    const placed = makeOrder({ number: 9, createdAt: evening.toISOString() });
    answer(() => [placed]);
    renderAt(ordersRoutes, '/user/app/orders');
    const table = await screen.findByRole('table', {}, { timeout: 5000 });
    const time = await within(table).findByText(/20:28|21:28/);
    expect(time.textContent).not.toMatch(/PM/);
  });
});
