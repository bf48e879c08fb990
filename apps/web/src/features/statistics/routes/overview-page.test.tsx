import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { withOffsetParent } from '@/test/dom';
import { mockFetch } from '@/test/fetch-mock';
import { apiError, makeUser } from '@/test/fixtures';
import { statisticsRoutes } from '../routes';
import { IDS, ratingRoutes, renderAt, WEEK, WEEK_URL } from '../test-utils';

// jsdom draws no canvas: the chart stands in as an empty element; the page's own texts are tested.
vi.mock('primereact/chart', () => ({ Chart: () => <canvas /> }));
withOffsetParent();

const bodyOf = (calls: { url: string; body: unknown }[], path: string) =>
  calls.filter((call) => call.url.includes(path)).at(-1)?.body;

describe('Statistics overview', { timeout: 30_000 }, () => {
  it('shows the headline figures against the period before, and describes each chart in words', async () => {
    mockFetch(ratingRoutes());
    renderAt(statisticsRoutes, `/user/app/statistics?${WEEK_URL}`);

    const reviews = await screen.findByText('Reviews', { selector: 'dt' }, { timeout: 10_000 });
    const card = reviews.parentElement!;
    expect(card).toHaveTextContent('12');
    expect(card).toHaveTextContent('Up +20% vs 23 Feb – 1 Mar 2026');
    const average = screen.getByText('Average score', { selector: 'dt' }).parentElement!;
    expect(average).toHaveTextContent('4.2 of 5');
    expect(average).toHaveTextContent('Up +0.3');
    const bad = screen.getByText('Bad reviews', { selector: 'dt' }).parentElement!;
    expect(bad).toHaveTextContent('8%');
    // Fewer bad reviews than before is good news.
    expect(within(bad).getByText(/Down/).parentElement).toHaveClass('gl-stats-card__change--good');

    expect(
      await screen.findByRole('img', { name: /Reviews: 12, bad: 1; busiest: 5 Mar \(3\)/ }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('img', {
        name: 'The best average was 4.7 of 5 (8 Mar), the lowest 3.5 of 5 (2 Mar).',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Linden Café has the best average score, 4.4 of 5.' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('table', {
        name: /Guests rate most on Friday around 19:00 \(reviews in the period: 3/,
      }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Showing 2\s?–\s?8 Mar 2026$/)).toBeInTheDocument();
  });

  it("opens a bucket's reviews in the inbox from the chart's table view", async () => {
    mockFetch(ratingRoutes());
    renderAt(statisticsRoutes, `/user/app/statistics?${WEEK_URL}&location=${IDS.linden}`);
    const user = userEvent.setup();

    const counts = await screen.findByRole('region', { name: 'Reviews by outcome' }, { timeout: 10_000 });
    expect(within(counts).queryByRole('link')).not.toBeInTheDocument();
    await user.click(within(counts).getByRole('button', { name: 'Table view' }));
    const link = within(counts).getByRole('link', { name: 'Bad reviews, 3 Mar: 1' });
    expect(link).toHaveAttribute(
      'href',
      `/user/app/reviews?location=${IDS.linden}&outcome=bad&from=2026-03-03&to=2026-03-03`,
    );

    const places = screen.getByRole('region', { name: 'By location' });
    await user.click(within(places).getByRole('button', { name: 'Table view' }));
    expect(within(places).getByRole('link', { name: 'Rooftop bar' })).toHaveAttribute(
      'href',
      `/user/app/reviews?location=${IDS.rooftop}&from=${WEEK.from}&to=${WEEK.to}`,
    );

    // A heat map cell opens that weekday's hour over the period, not the whole period.
    const heat = screen.getByRole('region', { name: 'Reviews by hour of the week' });
    await user.click(within(heat).getByRole('button', { name: 'Table view' }));
    expect(within(heat).getByRole('link', { name: /^Friday, 19:00: reviews 3/ })).toHaveAttribute(
      'href',
      `/user/app/reviews?location=${IDS.linden}&from=${WEEK.from}&to=${WEEK.to}&dayOfWeek=5&hourFrom=19&hourTo=19`,
    );
  });

  it('asks for what the address says, and a changed filter goes back into the address', async () => {
    const { calls } = mockFetch(ratingRoutes());
    const { router } = renderAt(
      statisticsRoutes,
      `/user/app/statistics?${WEEK_URL}&location=${IDS.rooftop}&metric=${IDS.stars}&by=hour`,
    );
    const user = userEvent.setup();
    await screen.findByText('Reviews', { selector: 'dt' }, { timeout: 10_000 });
    expect(bodyOf(calls, 'stat/data/overview')).toEqual({
      ...WEEK,
      locationIds: [IDS.rooftop],
      metricIds: [IDS.stars],
      granularity: 'hour',
    });
    expect(screen.getByRole('button', { name: 'Hour' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByLabelText('Period').closest('.p-dropdown')!);
    await user.click(await screen.findByRole('option', { name: 'Last 30 days' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('period')).toBeNull());
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('location')).toBe(IDS.rooftop);
    expect(search.get('from')).toBeNull();
    // Hours do not make a readable month: days do.
    await waitFor(() =>
      expect(bodyOf(calls, 'stat/data/overview')).toMatchObject({
        granularity: 'day',
        locationIds: [IDS.rooftop],
      }),
    );
    expect(screen.getByRole('button', { name: 'Day' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('button', { name: 'Hour' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('says when the period has no ratings, and where to start', async () => {
    const { calls } = mockFetch(ratingRoutes(false));
    renderAt(statisticsRoutes, `/user/app/statistics?${WEEK_URL}`);
    expect(
      await screen.findByRole('heading', { name: 'No ratings in this period' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the rating pages' })).toHaveAttribute(
      'href',
      '/user/app/metrics',
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    // One call answers the whole page.
    expect(calls.filter((call) => call.url.includes('/stat/')).map((call) => call.url)).toEqual([
      expect.stringContaining('/api/v1/stat/data/overview'),
    ]);
  });

  it('says when the figures could not be loaded, and tries again', async () => {
    let fail = true;
    const routes = ratingRoutes();
    mockFetch({
      ...routes,
      'POST /api/v1/stat/data/overview': () =>
        fail ? apiError(503, 'SERVICE_UNAVAILABLE') : routes['POST /api/v1/stat/data/overview'],
    });
    renderAt(statisticsRoutes, `/user/app/statistics?${WEEK_URL}`);
    const user = userEvent.setup();
    expect(
      await screen.findByRole('heading', { name: 'The figures could not be loaded' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Reviews', { selector: 'dt' })).toBeInTheDocument();
  });

  it('is closed to a member without the statistics permission', async () => {
    mockFetch({
      ...ratingRoutes(),
      'GET /api/v1/profile': { body: makeUser({ permissions: ['reviews.manage'] }) },
    });
    renderAt(statisticsRoutes, '/user/app/statistics');
    expect(
      await screen.findByRole('heading', { name: 'You cannot see the statistics' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});
