import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubEventSource, TestEventSource } from '@/test/event-source';
import { mockFetch, type RecordedCall } from '@/test/fetch-mock';
import { apiError, makeCompany, makeUser } from '@/test/fixtures';
import { reviewsRoutes } from '../routes';
import { IDS, locations, MANAGER, makeReview, metrics, renderAt, withOffsetParent } from '../test-utils';

withOffsetParent();

const bad = makeReview({
  score: 2,
  outcome: 'bad',
  comment: 'Waited forty minutes for a cold soup.',
  audio: { src: '/media/ratings/a.wav', durationMs: 12_000 },
  image: { src: '/media/ratings/a.png', width: 800, height: 600 },
});
const promoter = makeReview({
  metric: { id: IDS.nps, slug: 'nps', title: 'Would you recommend us?', type: 'nps' },
  locationName: 'Rooftop bar',
  tableLabel: null,
  score: 9,
  outcome: 'good',
  comment: null,
});
const faces = makeReview({
  metric: { id: IDS.stars, slug: 'faces', title: 'Your mood today', type: 'faces' },
  score: 3,
  outcome: 'good',
  viewedAt: new Date(Date.now() - 60_000).toISOString(),
  createdAt: new Date(Date.now() - 86_400_000).toISOString(),
});

function answer(list: () => object[] = () => [bad, promoter, faces], unread = 2, profile: object = MANAGER) {
  return mockFetch({
    'GET /api/v1/profile': { body: profile },
    'GET /api/v1/structure': { body: makeCompany() },
    'GET /api/v1/locations/all': { body: locations },
    'GET /api/v1/metrics': { body: metrics },
    'POST /api/v1/stat/export': {
      body: 'file',
      headers: { 'content-disposition': 'attachment; filename="reviews.xlsx"' },
    },
    'GET /api/v1/reviews': (call) => {
      const query = new URL(call.url, 'http://x').searchParams;
      const items = list();
      return {
        body: {
          items,
          total: items.length,
          unread,
          page: Number(query.get('page') ?? 1),
          pageSize: Number(query.get('pageSize') ?? 25),
        },
      };
    },
  });
}

const listQueries = (calls: RecordedCall[]) =>
  calls.filter((c) => c.method === 'GET' && c.url.includes('/reviews?')).map((c) => c.url.split('?')[1]);

async function rows() {
  const list = await screen.findByRole('list', { name: 'Reviews' }, { timeout: 5000 });
  return within(list).getAllByRole('listitem');
}

describe('Reviews inbox', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lists reviews as the API orders them (unread first), each score on its own scale', async () => {
    answer();
    renderAt(reviewsRoutes, '/user/app/reviews');
    const [first, second, third] = await rows();
    if (!first || !second || !third) throw new Error('three reviews expected');

    expect(within(first).getByRole('img', { name: '2 of 5 stars' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Bad');
    expect(first).toHaveTextContent('Unread');
    expect(first).toHaveTextContent('How was your visit?');
    expect(first).toHaveTextContent('Linden Café · Table Hall · 3');
    expect(first).toHaveTextContent('Waited forty minutes for a cold soup.');
    expect(first).toHaveTextContent('Recording');
    expect(first).toHaveTextContent('Photo');

    expect(within(second).getByRole('img', { name: 'NPS 9 of 10' })).toBeInTheDocument();
    expect(second).toHaveTextContent('Good');
    expect(second).toHaveTextContent('Rooftop bar');
    expect(second).toHaveTextContent('No comment');
    expect(second).not.toHaveTextContent('Recording');

    expect(within(third).getByRole('img', { name: 'Happy face' })).toBeInTheDocument();
    expect(third).not.toHaveTextContent('Unread');

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Unread: 2');
    expect(screen.getByRole('heading', { name: 'Choose a review' })).toBeInTheDocument();
  });

  it('asks the API for what the filters say and keeps them in the address', async () => {
    const { calls } = answer();
    const { router } = renderAt(reviewsRoutes, '/user/app/reviews?outcome=bad');
    const user = userEvent.setup();
    await rows();
    expect(listQueries(calls)[0]).toBe('outcome=bad&page=1&pageSize=20');

    screen.getByLabelText('Location').focus();
    await user.keyboard('{ArrowDown}');
    await user.click(await screen.findByRole('option', { name: 'Rooftop bar' }));
    screen.getByLabelText('Metric').focus();
    await user.keyboard('{ArrowDown}');
    await user.click(await screen.findByRole('option', { name: /Would you recommend us\?/ }));
    // A metric chosen, its own scale is offered.
    screen.getByLabelText('Score').focus();
    await user.keyboard('{ArrowDown}');
    await user.click(await screen.findByRole('option', { name: 'NPS 10 of 10' }));
    await user.click(screen.getByRole('checkbox', { name: 'Unread only' }));
    await user.click(screen.getByRole('checkbox', { name: 'With a recording or photo' }));

    await waitFor(() =>
      expect(listQueries(calls).at(-1)).toBe(
        `locationId=${IDS.terrace}&metricId=${IDS.nps}&outcome=bad&score=10&unread=true&withAttachment=true&page=1&pageSize=20`,
      ),
    );
    const search = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(search)).toEqual({
      location: IDS.terrace,
      metric: IDS.nps,
      outcome: 'bad',
      score: '10',
      unread: '1',
      attachment: '1',
    });

    // On a phone the filters fold under one button that says how many are chosen.
    const toggle = screen.getByRole('button', { name: 'Filters: 6' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(listQueries(calls).at(-1)).toBe('page=1&pageSize=20'));
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
  });

  it("opens on the reviews a statistics chart's bar stands for: its days, place, metric and outcome", async () => {
    const { calls } = answer();
    renderAt(
      reviewsRoutes,
      `/user/app/reviews?location=${IDS.location}&metric=${IDS.stars}&outcome=bad&from=2026-03-02&to=2026-03-08`,
    );
    await rows();
    expect(listQueries(calls)[0]).toBe(
      `locationId=${IDS.location}&metricId=${IDS.stars}&outcome=bad&from=2026-03-02&to=2026-03-08&page=1&pageSize=20`,
    );
    // The toolbar shows what the link asked for.
    expect(screen.getByRole('button', { name: 'Filters: 4' })).toBeInTheDocument();
    expect(screen.getByLabelText('Period')).toHaveValue('03/02/2026 - 03/08/2026');
  });

  it("opens on a heat map cell's reviews: its weekday and hour show as filters that can be removed", async () => {
    const { calls } = answer();
    const { router } = renderAt(
      reviewsRoutes,
      `/user/app/reviews?location=${IDS.location}&from=2026-02-01&to=2026-02-28&dayOfWeek=5&hourFrom=19&hourTo=19`,
    );
    const user = userEvent.setup();
    await rows();
    expect(listQueries(calls)[0]).toBe(
      `locationId=${IDS.location}&from=2026-02-01&to=2026-02-28&dayOfWeek=5&hourFrom=19&hourTo=19&page=1&pageSize=20`,
    );
    expect(screen.getByRole('button', { name: 'Filters: 4' })).toBeInTheDocument();
    const weekday = screen.getByLabelText('Day of the week').closest('.p-dropdown') as HTMLElement;
    const hours = screen.getByLabelText('Hours').closest('.p-dropdown') as HTMLElement;
    expect(weekday).toHaveTextContent('Fridays');
    expect(hours).toHaveTextContent('19:00–20:00');

    await user.click(within(hours).getByLabelText('Clear'));
    await waitFor(() => expect(listQueries(calls).at(-1)).not.toContain('hour'));
    expect(listQueries(calls).at(-1)).toContain('dayOfWeek=5');
    expect(new URLSearchParams(router.state.location.search).get('hourFrom')).toBeNull();

    screen.getByLabelText('Day of the week').focus();
    await user.keyboard('{ArrowDown}');
    await user.click(await screen.findByRole('option', { name: 'Sundays' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('dayOfWeek')).toBe('7'));
    await user.click(within(weekday).getByLabelText('Clear'));
    await waitFor(() => expect(listQueries(calls).at(-1)).not.toContain('dayOfWeek'));
    expect(screen.getByLabelText('Day of the week').closest('.p-dropdown')).toHaveTextContent(
      'Any day of the week',
    );
  });

  it('downloads the listed reviews, every page of them, for those who may download statistics', async () => {
    const { calls } = answer(undefined, 2, makeUser({ permissions: ['reviews.manage', 'statistics.view'] }));
    URL.createObjectURL = vi.fn(() => 'blob:reviews');
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderAt(reviewsRoutes, `/user/app/reviews?outcome=bad&dayOfWeek=5&hourFrom=19&hourTo=19&page=2`);
    const user = userEvent.setup();
    await rows();
    const downloads = screen.getByRole('group', { name: 'Export the listed reviews' });
    await user.click(within(downloads).getByRole('button', { name: 'Excel' }));
    await waitFor(() => expect(saved).toEqual(['reviews.xlsx']));
    expect(calls.find((call) => call.url.endsWith('/stat/export'))?.body).toEqual({
      report: 'reviews',
      format: 'xlsx',
      reviews: { outcome: 'bad', dayOfWeek: 5, hourFrom: 19, hourTo: 19 },
    });
  });

  it('offers no download to a role without statistics (the API would refuse it)', async () => {
    answer();
    renderAt(reviewsRoutes, '/user/app/reviews');
    await rows();
    expect(screen.queryByRole('group', { name: 'Export the listed reviews' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Excel' })).not.toBeInTheDocument();
  });

  it('pages through many reviews', async () => {
    const many = Array.from({ length: 20 }, () => makeReview());
    const { calls } = mockFetch({
      'GET /api/v1/profile': { body: MANAGER },
      'GET /api/v1/locations/all': { body: locations },
      'GET /api/v1/metrics': { body: metrics },
      'GET /api/v1/reviews': { body: { items: many, total: 45, unread: 45, page: 1, pageSize: 20 } },
    });
    const { router } = renderAt(reviewsRoutes, '/user/app/reviews');
    const user = userEvent.setup();
    await rows();
    expect(screen.getByText('1–20 of 45')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^(Page )?3$/ }));
    await waitFor(() => expect(listQueries(calls).at(-1)).toBe('page=3&pageSize=20'));
    expect(router.state.location.search).toBe('?page=3');
  });

  it('says when there is nothing yet, and when the filters find nothing', async () => {
    answer(() => [], 0);
    const first = renderAt(reviewsRoutes, '/user/app/reviews');
    expect(await screen.findByRole('heading', { name: 'No reviews yet' }, { timeout: 5000 })).toBeVisible();
    first.unmount();
    renderAt(reviewsRoutes, '/user/app/reviews?unread=1');
    expect(
      await screen.findByRole('heading', { name: 'No reviews match these filters' }, { timeout: 5000 }),
    ).toBeVisible();
  });

  it('shows a failure with Try again', async () => {
    let fail = true;
    mockFetch({
      'GET /api/v1/profile': { body: MANAGER },
      'GET /api/v1/locations/all': { body: locations },
      'GET /api/v1/metrics': { body: metrics },
      'GET /api/v1/reviews': () =>
        fail
          ? apiError(500, 'INTERNAL_ERROR')
          : { body: { items: [bad], total: 1, unread: 1, page: 1, pageSize: 20 } },
    });
    renderAt(reviewsRoutes, '/user/app/reviews');
    const user = userEvent.setup();
    expect(await screen.findByText('The reviews could not be loaded', {}, { timeout: 5000 })).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await rows()).toHaveLength(1);
  });

  it('reads the list again when a guest rates, and says so to screen readers', async () => {
    stubEventSource();
    let listed = [promoter];
    answer(() => listed);
    renderAt(reviewsRoutes, '/user/app/reviews');
    expect(await rows()).toHaveLength(1);
    const feed = TestEventSource.last;
    act(() => feed.open());
    listed = [bad, promoter];
    act(() =>
      feed.emit(
        'rating.created',
        {
          id: bad.id,
          score: 2,
          outcome: 'bad',
          metricType: 'stars',
          metricTitle: 'How was your visit?',
          locationId: IDS.location,
          tableId: null,
          tableLabel: 'Hall · 3',
          comment: 'Waited forty minutes',
          createdAt: bad.createdAt,
        },
        7,
      ),
    );
    await waitFor(async () => expect(await rows()).toHaveLength(2));
    expect((await rows())[0]).toHaveTextContent('Waited forty minutes for a cold soup.');
    expect(screen.getByText('New review: 2 of 5 stars, How was your visit?')).toBeInTheDocument();
  });

  it('says so when the role does not include reviews', async () => {
    mockFetch({ 'GET /api/v1/profile': { body: { ...MANAGER, permissions: ['menus.manage'] } } });
    renderAt(reviewsRoutes, '/user/app/reviews');
    expect(
      await screen.findByRole('heading', { name: 'No access to reviews' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
