import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { COMPANY } from '@/test/fixtures';
import { statisticsRoutes } from '../routes';
import { compareAnswers, IDS, ratingRoutes, renderAt, WEEK, WEEK_URL } from '../test-utils';

vi.mock('primereact/chart', () => ({ Chart: () => <canvas /> }));

function answer() {
  const data = compareAnswers();
  return mockFetch({
    ...ratingRoutes(),
    [`POST /api/v1/stat/data/${COMPANY.id}/company-rates`]: { body: data.company },
    [`POST /api/v1/stat/data/${IDS.linden}/location-rates`]: { body: data.location },
    'POST /api/v1/stat/export': {
      body: 'file',
      headers: { 'content-disposition': 'attachment; filename="reviews.csv"' },
    },
  });
}

const rowOf = (table: HTMLElement, name: string) =>
  within(table).getByRole('rowheader', { name }).closest('tr')!;

describe('Statistics: compare locations', { timeout: 30_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('puts the locations side by side, nested as in the company, each opening its reviews', async () => {
    answer();
    renderAt(statisticsRoutes, `/user/app/statistics/compare?${WEEK_URL}`);
    const panel = await screen.findByRole('region', { name: 'Locations side by side' }, { timeout: 10_000 });
    const table = within(panel).getByRole('table');
    expect(rowOf(table, 'Linden Café')).toHaveTextContent('Linden Café94.4 of 5—78%0%');
    expect(rowOf(table, 'Rooftop bar')).toHaveTextContent('Rooftop bar33.7 of 5+2033%33%');
    expect(within(table).getByRole('link', { name: 'Garden terrace' })).toHaveAttribute(
      'href',
      `/user/app/reviews?location=${IDS.terrace}&from=${WEEK.from}&to=${WEEK.to}`,
    );
    expect(
      screen.getByRole('img', {
        name: "The busiest locations' averages over the period; Linden Café rates best at 4.4 of 5.",
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Tables' })).not.toBeInTheDocument();
  });

  it("compares one location's own ratings, sub-locations, tables and waiters", async () => {
    const { calls } = answer();
    renderAt(statisticsRoutes, `/user/app/statistics/compare?${WEEK_URL}&location=${IDS.linden}`);
    const tables = await screen.findByRole('region', { name: 'Tables' }, { timeout: 10_000 });
    // Most rated first.
    expect(
      within(tables)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['Hall · 2', 'Hall · 1']);
    const waiters = screen.getByRole('region', { name: 'Waiters (through the tables they serve)' });
    expect(rowOf(within(waiters).getByRole('table'), 'Marta Nowak')).toHaveTextContent(
      'Marta Nowak74.4 of 51',
    );
    const side = within(screen.getByRole('region', { name: 'Locations side by side' })).getByRole('table');
    expect(
      within(side)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['Linden Café', 'At the location itself', 'Garden terrace']);
    expect(calls.some((call) => call.url.includes('/company-rates'))).toBe(false);
  });

  it("downloads the period's reviews of the one location chosen", async () => {
    const { calls } = answer();
    URL.createObjectURL = vi.fn(() => 'blob:reviews');
    URL.revokeObjectURL = vi.fn();
    const saved = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderAt(statisticsRoutes, `/user/app/statistics/compare?${WEEK_URL}&location=${IDS.linden}`);
    const panel = await screen.findByRole('region', { name: 'Locations side by side' }, { timeout: 10_000 });
    await userEvent.setup().click(within(panel).getByRole('button', { name: 'CSV' }));
    await waitFor(() => expect(saved).toHaveBeenCalledOnce());
    expect(calls.find((call) => call.url.endsWith('/stat/export'))?.body).toEqual({
      report: 'reviews',
      format: 'csv',
      reviews: { ...WEEK, locationId: IDS.linden },
    });
  });
});
