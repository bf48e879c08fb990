import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { apiError } from '@/test/fixtures';
import { statisticsRoutes } from '../routes';
import { IDS, renderAt, salesRoutes, WEEK, WEEK_URL } from '../test-utils';

vi.mock('primereact/chart', () => ({ Chart: () => <canvas /> }));

const SALES_URL = `/user/app/statistics/sales?${WEEK_URL}`;

describe('Statistics: sales', { timeout: 30_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows orders, revenue, average ticket and tips against the period before', async () => {
    mockFetch(salesRoutes());
    renderAt(statisticsRoutes, SALES_URL);
    const revenue = (await screen.findByText('€1,234.50', {}, { timeout: 10_000 })).parentElement!;
    expect(revenue).toHaveTextContent('Revenue');
    expect(revenue).toHaveTextContent('Up +25% vs 23 Feb – 1 Mar 2026');
    const [orders] = screen.getAllByText('Orders', { selector: 'dt' });
    expect(orders?.parentElement).toHaveTextContent('Orders50');
    expect(screen.getByText('€24.69').parentElement).toHaveTextContent('Average ticket');

    expect(
      await screen.findByRole('img', {
        name: '€1,120.00 revenue in the period; the best was 8 Mar with €220.00.',
      }),
    ).toBeInTheDocument();
    const sellers = screen.getByRole('region', { name: 'Best and worst sellers' });
    expect(await within(sellers).findByRole('table', { name: 'Top sellers' })).toHaveTextContent(
      'Flat white60',
    );
    expect(within(sellers).getByRole('table', { name: 'Slowest sellers' })).toHaveTextContent('Lemon tart');

    const calls = screen.getByRole('region', { name: 'Waiter calls' });
    expect(await within(calls).findByText('Average response', { selector: 'dt' })).toBeInTheDocument();
    expect(within(calls).getByRole('rowheader', { name: 'Marta Nowak' }).parentElement).toHaveTextContent(
      '95 sec',
    );
    expect(
      within(calls).getByText('9 in 10 answered within', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('5 min');

    const day = screen.getByRole('region', { name: 'End-of-day report' });
    const paid = await within(day).findByRole('table', { name: 'How guests paid' });
    expect(paid).toHaveTextContent('Stripe11€220.00');
    expect(
      within(paid)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Payment', 'Orders', 'Revenue']);
    for (const name of ['Order types', 'Best sellers of the day']) {
      expect(within(day).getByRole('table', { name })).toBeInTheDocument();
    }
  });

  it('downloads a table as a spreadsheet with the filters shown, and says when the file could not be made', async () => {
    const routes = salesRoutes();
    let fail = false;
    const { calls } = mockFetch({
      ...routes,
      'POST /api/v1/stat/export': () =>
        fail
          ? apiError(500, 'INTERNAL_ERROR')
          : {
              body: 'file',
              headers: { 'content-disposition': 'attachment; filename="items.xlsx"' },
            },
    });
    const saved: string[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:items');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderAt(statisticsRoutes, `${SALES_URL}&location=${IDS.linden}`);
    const user = userEvent.setup();
    const sellers = await screen.findByRole(
      'region',
      { name: 'Best and worst sellers' },
      { timeout: 10_000 },
    );

    await user.click(within(sellers).getByRole('button', { name: 'Excel' }));
    await waitFor(() => expect(saved).toEqual(['items.xlsx']));
    expect(calls.find((call) => call.url.endsWith('/stat/export'))?.body).toEqual({
      report: 'items',
      format: 'xlsx',
      filters: { ...WEEK, locationIds: [IDS.linden], granularity: 'day' },
    });

    fail = true;
    await user.click(within(sellers).getByRole('button', { name: 'CSV' }));
    expect(await within(sellers).findByRole('alert')).toHaveTextContent('The file could not be made.');
  });

  it('reads the end-of-day report of one chosen location, and keeps the day in the address', async () => {
    const { calls } = mockFetch(salesRoutes());
    renderAt(statisticsRoutes, `${SALES_URL}&location=${IDS.linden}&day=2026-03-05`);
    await screen.findByRole('region', { name: 'End-of-day report' }, { timeout: 10_000 });
    await waitFor(() =>
      expect(calls.some((call) => call.url.includes('/stat/sales/day-report?'))).toBe(true),
    );
    const report = calls.find((call) => call.url.includes('/stat/sales/day-report?'))!;
    expect(new URL(report.url, 'http://x').searchParams.toString()).toBe(
      `day=2026-03-05&locationId=${IDS.linden}`,
    );
  });

  it('says when the period has no orders', async () => {
    const routes = salesRoutes();
    const empty = structuredClone(routes['POST /api/v1/stat/sales/summary'].body);
    for (const entry of empty.currencies) {
      entry.current.orders = 0;
      entry.current.cancelled = 0;
    }
    mockFetch({ ...routes, 'POST /api/v1/stat/sales/summary': { body: empty } });
    renderAt(statisticsRoutes, SALES_URL);
    expect(
      await screen.findByRole('heading', { name: 'No orders in this period' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});
