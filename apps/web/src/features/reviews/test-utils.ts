import type { TInteractionList, TReview } from '@guestloop/contracts';
import { makeUser } from '@/test/fixtures';
import { addEnglishPack } from '@/test/render';
import enOrders from '../../../../api/src/modules/i18n/locales/en/orders.json';
import enReviews from '../../../../api/src/modules/i18n/locales/en/reviews.json';

addEnglishPack('reviews', enReviews);
addEnglishPack('orders', enOrders);

export { withOffsetParent } from '@/test/dom';
export { renderAt } from '@/test/render';

export const MANAGER = makeUser({ permissions: ['reviews.manage', 'orders.view'] });

export const IDS = {
  location: 'a1000000-0000-4000-8000-000000000001',
  terrace: 'a1000000-0000-4000-8000-000000000002',
  stars: 'b2000000-0000-4000-8000-000000000001',
  nps: 'b2000000-0000-4000-8000-000000000002',
  guest: 'c3000000-0000-4000-8000-000000000001',
} as const;

let counter = 0;

/** A review of Linden Café's "How was your visit?" stars metric, unread, left a few minutes ago. */
export function makeReview(overrides: Partial<TReview> = {}): TReview {
  counter += 1;
  return {
    id: `d4000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    metric: { id: IDS.stars, slug: 'visit-stars', title: 'How was your visit?', type: 'stars' },
    locationId: IDS.location,
    locationName: 'Linden Café',
    subLocationName: null,
    tableLabel: 'Hall · 3',
    order: null,
    dishes: [],
    customer: null,
    source: 'guest',
    authorName: null,
    score: 4,
    outcome: 'good',
    comment: 'Lovely coffee and a warm welcome.',
    answers: [],
    language: 'en',
    commentLanguage: null,
    audio: null,
    image: null,
    verification: 'none',
    verified: true,
    verifyEmail: null,
    viewedAt: null,
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    ...overrides,
  };
}

export const locations = {
  items: [
    { id: IDS.location, parentId: null, name: 'Linden Café', slug: 'linden', address: null, imageUrl: null },
    { id: IDS.terrace, parentId: null, name: 'Rooftop bar', slug: 'rooftop', address: null, imageUrl: null },
  ],
};

const metric = (id: string, title: string, type: 'stars' | 'nps', locationName: string) => ({
  id,
  slug: `${type}-metric`,
  type,
  language: 'en',
  title,
  locationId: IDS.location,
  locationName,
  imageUrl: null,
  isActive: true,
  content: {
    subTitle: '',
    structureTitle: '',
    commentPlaceholder: '',
    questions: [],
    settings: { begin: '', welcomePage: '', after: '', expire: '', policy: { text: '', url: null } },
    outcomes: Object.fromEntries(
      ['bad', 'neutral', 'good'].map((o) => [
        o,
        { thanksText: '', verifyUserText: '', verifyUserSubText: '', ownSite: null },
      ]),
    ),
    verificationMethods: [],
    subLocationIds: [],
    reviewLinks: [],
    sticker: null,
  },
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
});

export const metrics = {
  items: [
    metric(IDS.stars, 'How was your visit?', 'stars', 'Linden Café'),
    metric(IDS.nps, 'Would you recommend us?', 'nps', 'Rooftop bar'),
  ],
};

export function makeTimeline(current: TReview): TInteractionList {
  return {
    customer: { id: IDS.guest, name: 'Maria Lopez', email: 'maria@example.com' },
    items: [
      {
        kind: 'rating',
        at: current.createdAt,
        rating: {
          id: current.id,
          metricTitle: current.metric.title,
          metricType: current.metric.type,
          score: current.score,
          outcome: current.outcome,
          comment: current.comment,
          hasAudio: current.audio !== null,
          hasImage: current.image !== null,
        },
      },
      {
        kind: 'order',
        at: new Date(Date.now() - 60 * 60_000).toISOString(),
        order: {
          slug: 'ord000000042',
          number: 42,
          status: 'served',
          total: 1250,
          currency: 'EUR',
          tableLabel: 'Hall · 3',
        },
      },
      {
        kind: 'rating',
        at: new Date(Date.now() - 30 * 86_400_000).toISOString(),
        rating: {
          id: 'd4000000-0000-4000-8000-999999999999',
          metricTitle: 'Would you recommend us?',
          metricType: 'nps',
          score: 9,
          outcome: 'good',
          comment: 'Best brunch in town',
          hasAudio: false,
          hasImage: false,
        },
      },
    ],
  };
}
