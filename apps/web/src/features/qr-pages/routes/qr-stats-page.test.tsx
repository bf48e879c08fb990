import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { makeUser } from '@/test/fixtures';
import { qrPagesRoutes } from '../routes';
import { IDS, LOCATIONS, MANAGER, page, renderAt } from '../test-utils';

// jsdom draws no canvas: the chart stands in as an empty element; the page's own texts are tested.
vi.mock('primereact/chart', () => ({ Chart: () => <canvas /> }));

// 2026-01-09 was a Friday, 2026-01-10 a Saturday.
const DAYS = ['2026-01-08', '2026-01-09', '2026-01-10'];
const hours = (at: number, n: number) => Array.from({ length: 24 }, (_, h) => (h === at ? n : 0));

function answer(withViews: boolean) {
  const n = (value: number) => (withViews ? value : 0);
  const period = { from: DAYS[0], to: DAYS[2], tz: 'UTC' };
  return mockFetch({
    'GET /api/v1/profile': { body: MANAGER },
    'GET /api/v1/locations/all': { body: LOCATIONS },
    'GET /api/v1/structure': { status: 404 },
    'GET /api/v1/qr-info/linden-hall/edit': { body: page() },
    'GET /api/v1/qr-info/linden-hall/analysis': {
      body: {
        ...period,
        totals: { views: n(1234), visitors: n(321), uses: n(87) },
        blocks: withViews
          ? [
              {
                blockId: IDS.call,
                type: 'phone',
                label: 'Call the hall',
                locationId: null,
                uses: 60,
                visitors: 41,
                deleted: false,
              },
              {
                blockId: IDS.shared,
                type: 'waiter-call',
                label: null,
                locationId: IDS.hall,
                uses: 25,
                visitors: 20,
                deleted: false,
              },
              {
                blockId: IDS.other,
                type: 'wifi',
                label: 'Old Wi-Fi',
                locationId: null,
                uses: 2,
                visitors: 2,
                deleted: true,
              },
            ]
          : [],
      },
    },
    'GET /api/v1/stat/qr-info/views-by-day': {
      body: {
        ...period,
        days: DAYS.map((day, i) => ({ day, views: n(i * 10), visitors: n(i * 3), uses: n(i) })),
      },
    },
    'GET /api/v1/stat/qr-info/views-by-day-hour': {
      body: { ...period, days: DAYS.map((day, i) => ({ day, hours: hours(13, n(i * 5)) })) },
    },
  });
}

describe('QrStatsPage', { timeout: 30_000 }, () => {
  it('shows the totals, the described charts and the uses of each block, and changes the period', async () => {
    const { calls } = answer(true);
    renderAt(qrPagesRoutes, '/user/app/qr-pages/linden-hall/statistics');
    const user = userEvent.setup();

    const opens = await screen.findByText('Page opens', { selector: 'dt' }, { timeout: 5000 });
    expect(opens.nextElementSibling).toHaveTextContent('1,234');
    expect(screen.getByText('Block uses', { selector: 'dt' }).nextElementSibling).toHaveTextContent('87');
    expect(screen.getByRole('link', { name: 'Statistics' })).toHaveAttribute('aria-current', 'page');
    expect(
      screen.getByRole('img', { name: /Page opens in the period: 30; the busiest day was Jan 10 \(20\)/ }),
    ).toBeInTheDocument();
    const heat = screen.getByRole('region', { name: 'When guests open the page' });
    expect(
      within(heat).getByRole('table', { name: /Most opens on Saturday around 1:00\s?PM: 10/ }),
    ).toBeInTheDocument();

    const uses = screen.getByRole('region', { name: 'Uses of each block' });
    const rows = within(uses).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Call the hall'),
      expect.stringContaining('Call a waiter'),
      expect.stringContaining('Old Wi-Fi'),
    ]);
    expect(within(rows[1] as HTMLElement).getByText('Location block: Main hall')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('Deleted')).toBeInTheDocument();
    expect(calls.find((c) => c.url.includes('views-by-day?'))?.url).toMatch(/slug=linden-hall&days=30&tz=/);

    await user.click(screen.getByText('7 days'));
    await vi.waitFor(() =>
      expect(calls.some((c) => c.url.includes('linden-hall/analysis?days=7'))).toBe(true),
    );
  });

  it('says so when nobody has opened the page in the period', async () => {
    answer(false);
    renderAt(qrPagesRoutes, '/user/app/qr-pages/linden-hall/statistics');
    expect(
      await screen.findByRole('heading', { name: 'No views yet' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('No block has been used in this period.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'When guests open the page' })).not.toBeInTheDocument();
  });

  it('tells someone without the permission that they cannot see it', async () => {
    mockFetch({ 'GET /api/v1/profile': { body: makeUser({ permissions: ['menus.manage'] }) } });
    renderAt(qrPagesRoutes, '/user/app/qr-pages/linden-hall/statistics');
    expect(await screen.findByRole('heading', { name: 'You cannot open this section' })).toBeInTheDocument();
  });
});
