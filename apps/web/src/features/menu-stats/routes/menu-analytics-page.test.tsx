import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { menuStatsRoutes } from '../routes';
import { MANAGER, renderAt, statsAnswers } from '../test-utils';

// jsdom draws no canvas: the chart stands in as an empty element; the page's own texts are tested.
vi.mock('primereact/chart', () => ({ Chart: () => <canvas /> }));

function answer(withViews: boolean) {
  const data = statsAnswers(withViews);
  return mockFetch({
    'GET /api/v1/profile': { body: MANAGER },
    'GET /api/v1/online-menu/analysis/linden-cafe': { body: data.analysis },
    'GET /api/v1/stat/online-menu/views-by-day': { body: data.byDay },
    'GET /api/v1/stat/online-menu/views-by-day-hour': { body: data.byDayHour },
  });
}

describe('MenuAnalyticsPage', { timeout: 20_000 }, () => {
  it('shows the totals, described charts and the top dishes, and changes the period', async () => {
    const { calls } = answer(true);
    renderAt(menuStatsRoutes, '/user/app/menus/linden-cafe/analytics');
    const user = userEvent.setup();

    const opens = await screen.findByText('Menu opens', { selector: 'dt' }, { timeout: 5000 });
    expect(opens.nextElementSibling).toHaveTextContent('1,234');
    expect(screen.getByText('Visitors', { selector: 'dt' }).nextElementSibling).toHaveTextContent('321');
    expect(
      screen.getByRole('img', { name: /30 menu opens in the period; the busiest day was Jan 10 with 20/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /most around 1:00\s?PM \(15 opens/ })).toBeInTheDocument();
    const top = screen.getByRole('region', { name: 'Top dishes' });
    expect(within(top).getByRole('rowheader', { name: 'Flat white' })).toBeInTheDocument();
    expect(calls.find((c) => c.url.includes('views-by-day?'))?.url).toMatch(/slug=linden-cafe&days=30&tz=/);

    await user.click(screen.getByText('7 days'));
    await vi.waitFor(() =>
      expect(calls.some((c) => c.url.includes('analysis/linden-cafe?days=7'))).toBe(true),
    );
  });

  it('says so when nobody has opened the menu in the period', async () => {
    answer(false);
    renderAt(menuStatsRoutes, '/user/app/menus/linden-cafe/analytics');
    expect(
      await screen.findByRole('heading', { name: 'No views yet' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Nobody opened this menu in the last 30 days/)).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
