import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { withOffsetParent } from '@/test/dom';
import { mockFetch } from '@/test/fetch-mock';
import { apiError } from '@/test/fixtures';
import { metricAnswers, metricRoutes } from '../metric-test-utils';
import { statisticsRoutes } from '../routes';
import { IDS, renderAt, WEEK, WEEK_URL } from '../test-utils';

// jsdom draws no canvas: the chart stands in as an empty element; the page's own texts are tested.
vi.mock('primereact/chart', () => ({ Chart: () => <canvas /> }));
withOffsetParent();

const METRIC = `/user/app/statistics/metric/${IDS.stars}`;
const RATES = `/stat/data/${IDS.stars}/metric-rates`;
const FILTERS = `${WEEK_URL}&location=${IDS.linden}`;
const bodyOf = (calls: { url: string; body: unknown }[], path: string) =>
  calls.filter((call) => call.url.includes(path)).at(-1)?.body;

describe("A metric's statistics", { timeout: 30_000 }, () => {
  it("opens from the overview's metric table with the same filters, and goes back with them", async () => {
    const { calls } = mockFetch(metricRoutes());
    const { router } = renderAt(statisticsRoutes, `/user/app/statistics?${FILTERS}`);
    const user = userEvent.setup();

    const byMetric = await screen.findByRole('region', { name: 'By metric' }, { timeout: 10_000 });
    expect(within(byMetric).getByText(/Click a metric's bar to see it in detail/)).toBeInTheDocument();
    await user.click(within(byMetric).getByRole('button', { name: 'Table view' }));
    expect(
      within(byMetric).getByRole('link', { name: 'Reviews of How was your visit?: 12' }),
    ).toHaveAttribute(
      'href',
      `/user/app/reviews?location=${IDS.linden}&metric=${IDS.stars}&from=${WEEK.from}&to=${WEEK.to}`,
    );
    expect(screen.getByLabelText('Metrics')).toBeInTheDocument();
    const link = within(byMetric).getByRole('link', { name: 'How was your visit?' });
    expect(link).toHaveAttribute('href', `${METRIC}?${FILTERS}`);
    await user.click(link);

    expect(
      await screen.findByRole('heading', { level: 2, name: 'How was your visit?' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(METRIC);
    expect(router.state.location.search).toBe(`?${FILTERS}`);
    // The metric names itself: the metric filter is not offered, the period and locations are.
    expect(screen.queryByLabelText('Metrics')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Period')).toBeInTheDocument();
    expect(bodyOf(calls, RATES)).toEqual({ ...WEEK, locationIds: [IDS.linden], granularity: 'day' });
    expect(bodyOf(calls, 'stat/data/review-scores-analytic')).toEqual({
      ...WEEK,
      locationIds: [IDS.linden],
      metricIds: [IDS.stars],
      granularity: 'day',
    });
    const periods = calls.find((call) => call.url.includes('/stat/structure/reviews-by-periods'));
    expect(new URL(periods!.url, 'http://x').searchParams.getAll('metricIds')).toEqual([IDS.stars]);

    const back = screen.getByRole('link', { name: 'Back to the overview' });
    expect(back).toHaveAttribute('href', `/user/app/statistics?${FILTERS}`);
    await user.click(back);
    expect(await screen.findByRole('region', { name: 'By metric' })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?${FILTERS}`);
  });

  it('shows its figures, why guests rated it badly and how often each answer was chosen', async () => {
    mockFetch(metricRoutes());
    renderAt(statisticsRoutes, `${METRIC}?${FILTERS}`);
    const user = userEvent.setup();

    expect(await screen.findByText('Rated with: Stars', {}, { timeout: 10_000 })).toBeInTheDocument();
    const reviews = (await screen.findByText('Reviews', { selector: 'dt' })).parentElement!;
    expect(reviews).toHaveTextContent('12');
    expect(screen.getByText('Average score', { selector: 'dt' }).parentElement).toHaveTextContent('3.2 of 5');
    expect(screen.getByText('CSAT', { selector: 'dt' }).parentElement).toHaveTextContent('50%');
    expect(screen.queryByText('NPS', { selector: 'dt' })).not.toBeInTheDocument();

    const bad = `/user/app/reviews?location=${IDS.linden}&metric=${IDS.stars}&outcome=bad&from=${WEEK.from}&to=${WEEK.to}`;
    const why = screen.getByRole('region', { name: 'Why guests rated it badly' });
    expect(
      within(why).getByText('Bad reviews in this period: 4. The answers they chose most:'),
    ).toBeVisible();
    const waiting = within(why).getByText('Waiting time').closest('li')!;
    expect(waiting).toHaveTextContent('75% of bad reviews');
    expect(waiting).toHaveTextContent('3 of 4');
    expect(within(why).getByText('Noise').closest('li')).toHaveTextContent('25% of bad reviews');
    // An answer no bad review chose is no reason.
    expect(within(why).queryByText('Prices')).not.toBeInTheDocument();
    expect(within(why).getByRole('link', { name: 'Bad reviews (4)' })).toHaveAttribute('href', bad);

    const question = screen.getByRole('region', { name: /What could be better\?/ });
    expect(
      within(question).getByRole('img', {
        name: '“Waiting time” was chosen in 75% of the bad reviews (3 of 4).',
      }),
    ).toBeInTheDocument();
    await user.click(within(question).getByRole('button', { name: 'Table view' }));
    const row = within(question).getByRole('row', { name: /Waiting time/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['5', '71%', '3', '75%']);

    expect(
      screen.getByRole('img', {
        name: 'Busiest: Evening (reviews: 7). Largest share of bad reviews: Evening (43%).',
      }),
    ).toBeInTheDocument();
    const parts = screen.getByRole('region', { name: 'Parts of the day' });
    await user.click(within(parts).getByRole('button', { name: 'Table view' }));
    expect(within(parts).getByRole('link', { name: 'Bad reviews, Evening: 3' })).toHaveAttribute(
      'href',
      `/user/app/reviews?location=${IDS.linden}&metric=${IDS.stars}&outcome=bad&from=${WEEK.from}&to=${WEEK.to}&hourFrom=18&hourTo=23`,
    );

    const spread = screen.getByRole('region', { name: 'Scores given over time' });
    expect(
      within(spread).getByRole('img', { name: 'The score given most often: 5 ★ (33% of reviews).' }),
    ).toBeInTheDocument();
    await user.click(within(spread).getByRole('button', { name: 'Table view' }));
    expect(within(spread).getByRole('link', { name: '1 ★, 2 Mar: 1' })).toHaveAttribute(
      'href',
      `/user/app/reviews?location=${IDS.linden}&metric=${IDS.stars}&from=2026-03-02&to=2026-03-02&score=1`,
    );
    expect(screen.getByRole('region', { name: 'Average score' })).toBeInTheDocument();
  });

  it('says when the metric does not exist', async () => {
    mockFetch({
      ...metricRoutes(),
      [`POST /api/v1${RATES}`]: apiError(404, 'NOT_FOUND', 'Metric not found'),
    });
    renderAt(statisticsRoutes, `${METRIC}?${FILTERS}`);
    expect(
      await screen.findByRole('heading', { name: 'This metric was not found' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: 'Back to the overview' })) {
      expect(link).toHaveAttribute('href', `/user/app/statistics?${FILTERS}`);
    }
  });

  it('says when the metric has no ratings in the period, and widens the period on request', async () => {
    const { calls } = mockFetch(metricRoutes(false));
    const { router } = renderAt(statisticsRoutes, `${METRIC}?${FILTERS}`);
    const user = userEvent.setup();
    expect(
      await screen.findByRole(
        'heading',
        { name: 'No ratings of this metric in this period' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'How was your visit?' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show the last 12 months' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('period')).toBe('12m'));
    expect(router.state.location.pathname).toBe(METRIC);
    expect(new URLSearchParams(router.state.location.search).getAll('location')).toEqual([IDS.linden]);
    await waitFor(() =>
      expect(bodyOf(calls, RATES)).toMatchObject({ locationIds: [IDS.linden], granularity: 'month' }),
    );
  });

  it('says when the figures could not be loaded, and tries again', async () => {
    let fail = true;
    const { rates } = metricAnswers();
    mockFetch({
      ...metricRoutes(),
      [`POST /api/v1${RATES}`]: () => (fail ? apiError(503, 'SERVICE_UNAVAILABLE') : { body: rates }),
    });
    renderAt(statisticsRoutes, `${METRIC}?${FILTERS}`);
    const user = userEvent.setup();
    expect(
      await screen.findByRole('heading', { name: 'The figures could not be loaded' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'How was your visit?' })).toBeInTheDocument();
  });
});
