import { AI_TOPICS, type TPermission, type TReviewTopic, type TReviewTopics } from '@guestloop/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { makeUser } from '@/test/fixtures';
import { statisticsRoutes } from '../routes';
import { IDS, ratingRoutes, renderAt, WEEK, WEEK_URL } from '../test-utils';

vi.mock('primereact/chart', () => ({ Chart: () => <canvas /> }));

const RUDE = 'c5000000-0000-4000-8000-000000000001';
const LOVELY = 'c5000000-0000-4000-8000-000000000002';

const example = (ratingId: string, comment: string, sentiment: 'positive' | 'negative', language = 'en') => ({
  ratingId,
  comment,
  language: language as 'en',
  sentiment,
  metricType: 'stars' as const,
  score: sentiment === 'positive' ? 5 : 1,
  outcome: sentiment === 'positive' ? ('good' as const) : ('bad' as const),
  createdAt: '2026-03-06T19:30:00.000Z',
});

function topicsAnswer(pending = 0): TReviewTopics {
  const named: Partial<Record<string, TReviewTopic>> = {
    service: {
      topic: 'service',
      mentions: 3,
      positive: 1,
      neutral: 0,
      negative: 2,
      examples: [
        example(LOVELY, 'Lovely breakfast, friendly staff', 'positive'),
        example(RUDE, 'Esperamos 40 minutos y el camarero fue grosero', 'negative', 'es'),
      ],
    },
    waiting: {
      topic: 'waiting',
      mentions: 2,
      positive: 0,
      neutral: 0,
      negative: 2,
      examples: [example(RUDE, 'Esperamos 40 minutos y el camarero fue grosero', 'negative', 'es')],
    },
  };
  const topics = AI_TOPICS.map(
    (topic) => named[topic] ?? { topic, mentions: 0, positive: 0, neutral: 0, negative: 0, examples: [] },
  ).sort((a, b) => b.mentions - a.mentions);
  return { comments: 4, pending, topics };
}

function answer(
  body: TReviewTopics = topicsAnswer(),
  permissions: TPermission[] = ['statistics.view', 'reviews.manage'],
) {
  return mockFetch({
    ...ratingRoutes(),
    'GET /api/v1/profile': { body: makeUser({ permissions }) },
    'POST /api/v1/stat/data/review-topics': { body },
  });
}

const panel = () => screen.findByRole('region', { name: "Topics in guests' comments" }, { timeout: 10_000 });

describe('Statistics: what guests talk about', { timeout: 30_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('draws the topics by mood, with their numbers as a table, for the filters of the address', async () => {
    const { calls } = answer();
    renderAt(statisticsRoutes, `/user/app/statistics/topics?${WEEK_URL}&location=${IDS.linden}`);
    const chart = await panel();
    expect(
      within(chart).getByRole('img', { name: 'Service is named most, in 3 comments.' }),
    ).toBeInTheDocument();
    const service = within(chart).getByRole('rowheader', { name: 'Service' }).closest('tr')!;
    expect(service).toHaveTextContent('Service3201');
    expect(within(chart).getByRole('rowheader', { name: 'Price' }).closest('tr')).toHaveTextContent(
      'Price0000',
    );
    expect(screen.getByText(/a hint to check against the reviews, not a verdict/)).toBeInTheDocument();
    expect(screen.getByText('Comments read by machine: 4.')).toBeVisible();
    const body = calls.find((c) => c.url === '/api/v1/stat/data/review-topics')?.body;
    expect(body).toMatchObject({ ...WEEK, locationIds: [IDS.linden] });
    expect(screen.getByRole('link', { name: 'Topics' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the latest comments of each topic named, each opening its review', async () => {
    answer();
    renderAt(statisticsRoutes, `/user/app/statistics/topics?${WEEK_URL}`);
    const examples = within(await screen.findByRole('region', { name: 'Latest comments by topic' }));
    const service = within(examples.getByRole('article', { name: 'Service' }));
    expect(service.getByText('Comments: 3 · positive 1, neutral 0, negative 2')).toBeVisible();
    const items = service.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[1]).toHaveTextContent('Negative');
    expect(
      within(items[1] as HTMLElement).getByText('Esperamos 40 minutos y el camarero fue grosero'),
    ).toHaveAttribute('lang', 'es');
    expect(within(items[1] as HTMLElement).getByRole('link', { name: 'Open the review' })).toHaveAttribute(
      'href',
      `/user/app/reviews?review=${RUDE}`,
    );
    // Topics nobody named are in the table, not among the examples.
    expect(examples.queryByRole('article', { name: 'Price' })).not.toBeInTheDocument();
    expect(examples.getAllByRole('article')).toHaveLength(2);
  });

  it('offers no link to reviews to a member who cannot open them, and says what is still to read', async () => {
    answer(topicsAnswer(120), ['statistics.view']);
    renderAt(statisticsRoutes, `/user/app/statistics/topics?${WEEK_URL}`);
    await panel();
    expect(screen.queryByRole('link', { name: 'Open the review' })).not.toBeInTheDocument();
    expect(screen.getByText(/120 more are read the next time this view opens\./)).toBeVisible();
  });

  it('says when the period has no comments that name a topic', async () => {
    const empty = topicsAnswer();
    answer({
      comments: 0,
      pending: 0,
      topics: empty.topics.map((t) => ({
        ...t,
        mentions: 0,
        positive: 0,
        negative: 0,
        neutral: 0,
        examples: [],
      })),
    });
    renderAt(statisticsRoutes, `/user/app/statistics/topics?${WEEK_URL}`);
    expect(await screen.findByRole('heading', { name: 'No topics in this period' })).toBeVisible();
  });

  it('is one of the section’s views, keeping the filters', async () => {
    answer();
    renderAt(statisticsRoutes, `/user/app/statistics?${WEEK_URL}`);
    const tab = await screen.findByRole('link', { name: 'Topics' }, { timeout: 10_000 });
    expect(tab).toHaveAttribute('href', `/user/app/statistics/topics?${WEEK_URL}`);
    await userEvent.setup().click(tab);
    expect(await panel()).toBeVisible();
  });
});
