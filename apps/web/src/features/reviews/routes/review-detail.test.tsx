import type { TReview } from '@guestloop/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, type RecordedCall } from '@/test/fetch-mock';
import { makeCompany } from '@/test/fixtures';
import { reviewsRoutes } from '../routes';
import {
  IDS,
  locations,
  MANAGER,
  makeReview,
  makeTimeline,
  metrics,
  renderAt,
  withOffsetParent,
} from '../test-utils';

withOffsetParent();

const full = makeReview({
  score: 2,
  outcome: 'bad',
  comment: 'Waited forty minutes for a cold soup.\nThe waiter was kind though.',
  answers: [
    {
      questionId: 'better',
      question: 'What could we do better?',
      answers: [
        { id: 'speed', label: 'Speed' },
        { id: 'temp', label: 'Food temperature' },
      ],
    },
  ],
  order: { slug: 'ord000000042', number: 42 },
  dishes: [
    { itemId: 'e5000000-0000-4000-8000-000000000001', itemTitle: 'Tomato soup', score: 1 },
    { itemId: 'e5000000-0000-4000-8000-000000000002', itemTitle: 'Flat white', score: 5 },
  ],
  customer: { id: IDS.guest, name: 'Maria Lopez', email: 'maria@example.com' },
  audio: { src: '/media/ratings/voice.wav', durationMs: 12_000 },
  image: { src: '/media/ratings/photo.png', width: 800, height: 600 },
  verification: 'email',
  verified: true,
  verifyEmail: 'maria@example.com',
});
const other = makeReview({ comment: 'Great terrace.' });
/** A review outside the list's page (a notification's link). */
const hidden = makeReview({ comment: 'Found through the notification.' });

function answer({ list = [full, other], unread = 2 }: { list?: TReview[]; unread?: number } = {}) {
  const state = { list: [...list], unread };
  const mock = mockFetch({
    'GET /api/v1/profile': { body: MANAGER },
    'GET /api/v1/structure': { body: makeCompany() },
    'GET /api/v1/profile/menu': { body: { items: [] } },
    'GET /api/v1/locations/all': { body: locations },
    'GET /api/v1/metrics': { body: metrics },
    'GET /api/v1/reviews': (call) => {
      const query = new URL(call.url, 'http://x').searchParams;
      // The lookup of a review by address reads every review, confirmed or not.
      const items = query.get('verification') === 'all' ? [...state.list, hidden] : state.list;
      return {
        body: { items, total: items.length, unread: state.unread, page: 1, pageSize: 20 },
      };
    },
    [`PATCH /api/v1/review/${full.id}/view`]: { body: { ok: true } },
    'GET /api/v1/interactions': { body: makeTimeline(full) },
  });
  return { ...mock, state };
}

const listQueries = (calls: RecordedCall[]) =>
  calls.filter((c) => c.method === 'GET' && c.url.includes('/reviews?')).map((c) => c.url.split('?')[1]);

async function detail() {
  return within(await screen.findByRole('article', {}, { timeout: 5000 }));
}

describe('A review, opened', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens the review the address names, whole: comment, answers, dishes, order, recording and photo', async () => {
    answer();
    renderAt(reviewsRoutes, `/user/app/reviews?review=${full.id}`);
    const review = await detail();
    expect(review.getByRole('heading', { name: 'How was your visit?' })).toHaveFocus();
    expect(review.getAllByRole('img', { name: '2 of 5 stars' }).length).toBeGreaterThan(0);
    expect(
      review.getByText(/Waited forty minutes for a cold soup\.\s+The waiter was kind though\./),
    ).toBeVisible();
    expect(review.getByText('What could we do better?')).toBeVisible();
    expect(review.getByText('Food temperature')).toBeVisible();
    const dishes = within(review.getByRole('heading', { name: 'Dishes' }).closest('section') as HTMLElement);
    expect(dishes.getByText('Tomato soup').closest('li')).toContainElement(
      dishes.getByRole('img', { name: '1 of 5 stars' }),
    );
    expect(dishes.getByText('Flat white').closest('li')).toContainElement(
      dishes.getByRole('img', { name: '5 of 5 stars' }),
    );
    expect(review.getByRole('link', { name: 'Order #42' })).toHaveAttribute(
      'href',
      '/user/app/orders/ord000000042',
    );
    expect(review.getByText('E-mail confirmed')).toBeVisible();

    const player = review.getByLabelText("The guest's recorded comment, 0:12");
    expect(player.tagName).toBe('AUDIO');
    expect(player).toHaveAttribute('src', '/media/ratings/voice.wav');
    expect(player).toHaveAttribute('controls');

    const user = userEvent.setup();
    const thumb = review.getByRole('button', { name: "Enlarge the guest's photo" });
    expect(within(thumb).getByRole('img', { name: 'Photo the guest attached' })).toHaveAttribute(
      'src',
      '/media/ratings/photo.png',
    );
    await user.click(thumb);
    const viewer = await screen.findByRole('dialog', { name: "The guest's photo" });
    expect(within(viewer).getByRole('img', { name: 'Photo the guest attached' })).toHaveAttribute(
      'src',
      '/media/ratings/photo.png',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('marks the review viewed with one button, and the list shows it read', async () => {
    const { calls } = answer();
    renderAt(reviewsRoutes, `/user/app/reviews?review=${full.id}`);
    const review = await detail();
    expect(review.getByText('Not viewed yet')).toBeVisible();
    const list = screen.getByRole('list', { name: 'Reviews' });
    const row = within(list).getAllByRole('listitem')[0] as HTMLElement;
    expect(row).toHaveTextContent('Unread');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Unread: 2');
    // Opening alone does not mark it: the manager says when it is dealt with.
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);

    await userEvent.setup().click(review.getByRole('button', { name: 'Mark as viewed' }));
    expect(await review.findByText(/^Viewed /)).toBeVisible();
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.url)).toEqual([
      `/api/v1/review/${full.id}/view`,
    ]);
    expect(review.queryByRole('button', { name: 'Mark as viewed' })).not.toBeInTheDocument();
    expect(row).not.toHaveTextContent('Unread');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Unread: 1');
  });

  it("shows the guest's visits: ratings and orders, newest first", async () => {
    const { calls } = answer();
    renderAt(reviewsRoutes, `/user/app/reviews?review=${full.id}`);
    const review = await detail();
    const timeline = within(
      (await review.findByRole('heading', { name: "This guest's visits" })).closest('section') as HTMLElement,
    );
    const entries = await timeline.findAllByRole('listitem');
    expect(entries).toHaveLength(3);
    expect(entries[0]).toHaveTextContent('This review');
    expect(entries[1]).toHaveTextContent('Order #42');
    expect(entries[1]).toHaveTextContent('Served');
    expect(entries[1]).toHaveTextContent('€12.50');
    expect(within(entries[2] as HTMLElement).getByRole('img', { name: 'NPS 9 of 10' })).toBeInTheDocument();
    expect(timeline.getByRole('link', { name: 'Rated Would you recommend us?' })).toHaveAttribute(
      'href',
      '/user/app/reviews?review=d4000000-0000-4000-8000-999999999999',
    );
    expect(calls.find((c) => c.url.includes('/interactions'))?.url).toBe(
      `/api/v1/interactions?customerId=${IDS.guest}`,
    );
  });

  it('opens a review from the list and goes back to the list', async () => {
    const { calls } = answer();
    const { router } = renderAt(reviewsRoutes, '/user/app/reviews?unread=1');
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Reviews' }, { timeout: 5000 });
    await user.click(within(list).getByText('Great terrace.'));
    const review = await detail();
    expect(review.getByText('Great terrace.')).toBeVisible();
    expect(router.state.location.search).toBe(`?unread=1&review=${other.id}`);
    // A review without a known guest has no timeline to read.
    expect(calls.some((c) => c.url.includes('/interactions'))).toBe(false);
    expect(review.getByText('Anonymous guest')).toBeVisible();

    await user.click(review.getByRole('button', { name: 'Back to reviews' }));
    await waitFor(() => expect(router.state.location.search).toBe('?unread=1'));
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('finds a review a notification links to when the page of the list does not hold it', async () => {
    const { calls } = answer();
    renderAt(reviewsRoutes, `/user/app/reviews?review=${hidden.id}`);
    const review = await detail();
    expect(review.getByText('Found through the notification.')).toBeVisible();
    expect(listQueries(calls)).toContain('verification=all&page=1&pageSize=100');
  });

  it('says so when the review named is nowhere', async () => {
    answer();
    renderAt(reviewsRoutes, '/user/app/reviews?review=d4000000-0000-4000-8000-000000000404');
    expect(
      await screen.findByRole('heading', { name: 'This review is not here' }, { timeout: 5000 }),
    ).toBeVisible();
  });
});
