import type { TOrderRating } from '@guestloop/contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { addEnglishPack } from '@/test/render';
import enRating from '../../../../../api/src/modules/i18n/locales/en/rating.json';
import { addOrderWords, FakeEventSource, MENU, makeOrder, ORDER, SLUG } from './order-fixture';
import { renderMenuApp, resetStore } from './render-menu';

const PAGE = `/user/online-menu/${SLUG}/${ORDER}/order`;
const RATING_URL = `GET /api/v1/order/${ORDER}/rating`;
const METRIC_SLUG = 'stars-default1';
const RATING_ID = '00000000-0000-4000-8000-00000000a777';

const canRate: TOrderRating = {
  canRate: true,
  metricSlug: METRIC_SLUG,
  dishes: [
    { lineIndex: 0, itemId: '00000000-0000-4000-8000-000000000001', title: 'Latte' },
    { lineIndex: 1, itemId: '00000000-0000-4000-8000-000000000004', title: 'Lemonade' },
  ],
  rated: null,
};

const metric = {
  id: '00000000-0000-4000-8000-00000000b777',
  slug: METRIC_SLUG,
  type: 'stars',
  language: 'en',
  title: 'How was your visit?',
  imageUrl: null,
  company: { name: 'Linden Café', logoUrl: null },
  location: { id: '00000000-0000-4000-8000-00000000c777', name: 'Old Town' },
  reviewLinks: [{ service: 'google', name: 'Google', url: 'https://g.page/r/linden/review' }],
  subLocations: [],
  table: null,
  content: {
    subTitle: '',
    structureTitle: 'Linden Café',
    commentPlaceholder: '',
    questions: [],
    settings: { begin: '', welcomePage: '', after: '', expire: '', policy: { text: '', url: null } },
    outcomes: Object.fromEntries(
      ['bad', 'neutral', 'good'].map((o) => [
        o,
        { thanksText: 'Thanks', verifyUserText: '', verifyUserSubText: '', ownSite: null },
      ]),
    ),
    verificationMethods: [],
  },
};

describe('order page rating card', { timeout: 20_000 }, () => {
  beforeEach(() => {
    resetStore();
    addOrderWords();
    addEnglishPack('rating', enRating);
  });
  afterEach(() => {
    FakeEventSource.opened = [];
  });

  it('still comes when the live stream brings the order while the card is being asked for', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const served = makeOrder({ status: 'served' });
    let answer: (reply: { body: TOrderRating }) => void = () => {};
    mockFetch({
      ...MENU,
      [`GET /api/v1/order/${ORDER}`]: { body: served },
      [RATING_URL]: () => new Promise((resolve) => (answer = resolve)),
    });
    renderMenuApp(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #7' })).toBeInTheDocument();
    await vi.waitFor(() => expect(FakeEventSource.last).toBeDefined());
    act(() => FakeEventSource.last?.emit('order.updated', { order: served }));
    await act(async () => answer({ body: canRate }));
    expect(await screen.findByRole('heading', { name: 'How was your visit?' })).toBeInTheDocument();
  });

  it('is not offered before the order is served, and nothing is asked', async () => {
    const { calls } = mockFetch({ ...MENU, [`GET /api/v1/order/${ORDER}`]: { body: makeOrder() } });
    renderMenuApp(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #7' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /How was your visit/ })).not.toBeInTheDocument();
    expect(calls.some((c) => c.url.endsWith('/rating'))).toBe(false);
  });

  it('rates the visit and two dishes with one tap each, then thanks and offers the review sites', async () => {
    let rated = false;
    const { calls } = mockFetch({
      ...MENU,
      [`GET /api/v1/order/${ORDER}`]: { body: makeOrder({ status: 'served' }) },
      [RATING_URL]: () => ({
        body: rated
          ? {
              ...canRate,
              canRate: false,
              metricSlug: null,
              rated: {
                id: RATING_ID,
                score: 2,
                outcome: 'bad',
                dishes: [
                  { lineIndex: 0, score: 1 },
                  { lineIndex: 1, score: 4 },
                ],
                createdAt: '2025-05-01T13:00:00.000Z',
              },
            }
          : canRate,
      }),
      'POST /api/v1/rate': () => {
        rated = true;
        return { body: { id: RATING_ID, outcome: 'bad', needsVerification: false, attachToken: 't' } };
      },
      [`GET /api/v1/metric/by-slug/${METRIC_SLUG}`]: { body: metric },
    });
    renderMenuApp(PAGE);
    const card = (await screen.findByRole('heading', { name: 'How was your visit?' })).closest('form');
    if (!card) throw new Error('no rating card');
    const form = within(card);

    await userEvent.click(form.getByRole('button', { name: 'Send rating' }));
    expect(form.getByText('Tap a star for your visit first.')).toBeInTheDocument();

    const visit = form.getByRole('group', { name: 'Your visit' });
    await userEvent.click(within(visit).getByRole('button', { name: '2 of 5 stars' }));
    await userEvent.click(
      within(form.getByRole('group', { name: 'Rate Latte' })).getByRole('button', { name: '1 of 5 stars' }),
    );
    await userEvent.click(
      within(form.getByRole('group', { name: 'Rate Lemonade' })).getByRole('button', {
        name: '4 of 5 stars',
      }),
    );
    await userEvent.type(
      form.getByRole('textbox', { name: 'Anything to add? (optional)' }),
      'Latte was cold',
    );
    await userEvent.click(form.getByRole('button', { name: 'Send rating' }));

    expect(await screen.findByRole('heading', { name: 'Thank you for your rating!' })).toBeInTheDocument();
    expect(screen.getByText('You gave your visit 2 of 5 stars.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Google/ })).toHaveAttribute(
      'href',
      'https://g.page/r/linden/review',
    );
    expect(calls.find((c) => c.method === 'POST' && c.url === '/api/v1/rate')?.body).toEqual({
      slug: METRIC_SLUG,
      score: 2,
      comment: 'Latte was cold',
      orderSlug: ORDER,
      dishes: [
        { lineIndex: 0, score: 1 },
        { lineIndex: 1, score: 4 },
      ],
    });
  });

  it('stays away when the order is not the guest’s to rate', async () => {
    mockFetch({
      ...MENU,
      [`GET /api/v1/order/${ORDER}`]: { body: makeOrder({ status: 'closed', paid: true }) },
      [RATING_URL]: { status: 403, body: { statusCode: 403, code: 'FORBIDDEN', message: 'x' } },
    });
    renderMenuApp(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #7' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'How was your visit?' })).not.toBeInTheDocument();
  });
});
