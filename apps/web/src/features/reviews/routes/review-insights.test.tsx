import type { TRatingAnalysis, TReview, TTranslated } from '@guestloop/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, type RecordedCall } from '@/test/fetch-mock';
import { makeCompany } from '@/test/fixtures';
import { reviewsRoutes } from '../routes';
import { locations, MANAGER, makeReview, metrics, renderAt, withOffsetParent } from '../test-utils';

withOffsetParent();

const SPANISH = 'Esperamos 40 minutos y el camarero fue grosero';
const ENGLISH = 'We waited 40 minutes and the waiter was rude';

const spanish = makeReview({ score: 2, outcome: 'bad', comment: SPANISH, language: 'es' });
const polish = makeReview({ score: 5, outcome: 'good', comment: 'Pyszne śniadanie', language: 'pl' });
const english = makeReview({ comment: 'Great terrace.' });
const REVIEWS: TReview[] = [spanish, polish, english];

const READING: TRatingAnalysis = {
  sentiment: 'negative',
  score: -0.83,
  topics: [
    { topic: 'service', sentiment: 'negative', mentions: ['camarero', 'grosero'] },
    { topic: 'waiting', sentiment: 'negative', mentions: ['esperamos', '40 minutos'] },
  ],
  language: 'es',
  summary: null,
  engine: 'local',
};

/** A translation service with Spanish and no Polish; `hold` keeps the list's call waiting. */
function answer({ hold = false, summary = null as string | null, reviews = REVIEWS } = {}) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const translate = (item: { text: string; from: string }): TTranslated =>
    item.from === 'es' ? { text: ENGLISH, state: 'machine' } : { text: item.text, state: 'original' };
  const mock = mockFetch({
    'GET /api/v1/profile': { body: MANAGER },
    'GET /api/v1/structure': { body: makeCompany() },
    'GET /api/v1/profile/menu': { body: { items: [] } },
    'GET /api/v1/locations/all': { body: locations },
    'GET /api/v1/metrics': { body: metrics },
    'GET /api/v1/reviews': {
      body: { items: reviews, total: reviews.length, unread: 3, page: 1, pageSize: 20 },
    },
    'POST /api/v1/translate/multiple': async (call) => {
      if (hold) await held;
      return { body: (call.body as { text: string; from: string }[]).map(translate) };
    },
    'POST /api/v1/translate': (call) => ({ body: translate(call.body as { text: string; from: string }) }),
    [`GET /api/v1/rate/${spanish.id}/ai/analysis`]: { body: { ...READING, summary } },
    [`GET /api/v1/rate/${polish.id}/ai/analysis`]: {
      body: {
        ...READING,
        sentiment: 'positive',
        topics: [{ topic: 'food', sentiment: 'positive', mentions: [] }],
      },
    },
  });
  return { ...mock, release };
}

const posts = (calls: RecordedCall[], path: string) =>
  calls.filter((c) => c.method === 'POST' && c.url === `/api/v1${path}`);

async function detail() {
  return within(await screen.findByRole('article', {}, { timeout: 5000 }));
}

describe("Reviews in the manager's language, with their machine reading", { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the list at once, then each comment in the reader’s language, in one call', async () => {
    const { calls, release } = answer({ hold: true });
    renderAt(reviewsRoutes, '/user/app/reviews');
    const list = await screen.findByRole('list', { name: 'Reviews' }, { timeout: 5000 });
    // The list does not wait for the translations: the comments show as written meanwhile.
    expect(within(list).getByText(SPANISH)).toBeVisible();
    await waitFor(() => expect(posts(calls, '/translate/multiple')).toHaveLength(1));
    expect(posts(calls, '/translate/multiple')[0]?.body).toEqual([
      { text: SPANISH, from: 'es', to: 'en' },
      { text: 'Pyszne śniadanie', from: 'pl', to: 'en' },
    ]);
    release();
    expect(await within(list).findByText(ENGLISH)).toBeVisible();
    expect(within(list).getByText('Translated from Spanish')).toBeVisible();
    // No engine for Polish: shown as written, not marked translated.
    expect(within(list).getByText('Pyszne śniadanie')).toBeVisible();
    expect(within(list).getAllByText(/^Translated from/)).toHaveLength(1);
  });

  it('opens a review in translation, shows the original on request, and reads it as a hint', async () => {
    const { calls } = answer();
    renderAt(reviewsRoutes, `/user/app/reviews?review=${spanish.id}`);
    const review = await detail();
    expect(await review.findByText(ENGLISH)).toBeVisible();
    expect(review.getByText('Translated from Spanish')).toBeVisible();

    const user = userEvent.setup();
    await user.click(review.getByRole('button', { name: 'Show original' }));
    expect(review.getByText(SPANISH)).toHaveAttribute('lang', 'es');
    expect(review.getByText('As written, in Spanish')).toBeVisible();
    await user.click(review.getByRole('button', { name: 'Show translation' }));
    expect(review.getByText(ENGLISH)).toBeVisible();

    const reading = within(
      (await review.findByRole('heading', { name: /Machine reading/ })).closest('section') as HTMLElement,
    );
    expect(reading.getByText('Hint')).toBeVisible();
    expect(await reading.findByText('Negative')).toBeVisible();
    expect(reading.getByText('Service: Negative')).toBeInTheDocument();
    expect(reading.getByText('Waiting: Negative')).toBeInTheDocument();
    expect(reading.getByText('Spanish')).toBeVisible();
    expect(reading.getByText(/a hint to check against the guest's words, not a verdict/)).toBeVisible();
    expect(calls.filter((c) => c.url.endsWith('/ai/analysis')).map((c) => c.headers.language)).toEqual([
      'en',
    ]);
  });

  it("says when no engine translates the guest's language, and shows a model's summary", async () => {
    answer({ summary: 'A long wait and a rude waiter.' });
    renderAt(reviewsRoutes, `/user/app/reviews?review=${polish.id}`);
    const review = await detail();
    expect(
      await review.findByText('Shown as written: no translation from Polish is available.'),
    ).toBeVisible();
    expect(review.queryByRole('button', { name: 'Show original' })).not.toBeInTheDocument();
    expect(await review.findByText('Food: Positive')).toBeInTheDocument();

    await userEvent.setup().click(within(screen.getByRole('list', { name: 'Reviews' })).getByText(ENGLISH));
    const spanishReview = await detail();
    expect(await spanishReview.findByText('A long wait and a rude waiter.')).toBeVisible();
  });

  it('asks for nothing when the comments are in the reader’s language', async () => {
    const { calls } = answer();
    renderAt(reviewsRoutes, `/user/app/reviews?review=${english.id}`);
    const review = await detail();
    expect(review.getByText('Great terrace.')).toBeVisible();
    expect(review.queryByText(/Translated from/)).not.toBeInTheDocument();
    await waitFor(() => expect(posts(calls, '/translate/multiple')).toHaveLength(1));
    expect(posts(calls, '/translate')).toHaveLength(0);
    // Only the other reviews' comments are asked for.
    expect(posts(calls, '/translate/multiple')[0]?.body).toHaveLength(2);
  });

  it('tags each comment with the language it is written in, as its reading found it', async () => {
    // A Russian guest wrote on the English page; the comment's reading found Russian.
    const russian = makeReview({ comment: 'Мы ждали час', language: 'en', commentLanguage: 'ru' });
    const silent = makeReview({ comment: null, language: 'de' });
    const { calls } = answer({ reviews: [spanish, russian, silent] });
    renderAt(reviewsRoutes, '/user/app/reviews');
    const list = await screen.findByRole('list', { name: 'Reviews' }, { timeout: 5000 });
    const [first, second, third] = within(list)
      .getAllByRole('listitem')
      .map((row) => within(row));
    expect(first!.getByText('ES')).toBeVisible();
    expect(first!.getByRole('link', { name: /Written in Spanish/ })).toBeVisible();
    expect(second!.getByText('RU')).toBeVisible();
    expect(second!.getByText('RU').parentElement).toHaveAttribute('title', 'Written in Russian');
    expect(second!.getByRole('link', { name: /Written in Russian/ })).toBeVisible();
    expect(second!.getByText('Мы ждали час')).toHaveAttribute('lang', 'ru');
    // No comment, no language to tell.
    expect(third!.queryByText(/Written in/)).not.toBeInTheDocument();
    // The comment is translated from the language it is written in, not from the page's.
    await waitFor(() => expect(posts(calls, '/translate/multiple')).toHaveLength(1));
    expect(posts(calls, '/translate/multiple')[0]?.body).toEqual([
      { text: SPANISH, from: 'es', to: 'en' },
      { text: 'Мы ждали час', from: 'ru', to: 'en' },
    ]);
  });
});
