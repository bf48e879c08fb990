import type {
  TLocationSummary,
  TMetric,
  TMetricType,
  TQrSticker,
  TShareMethod,
  TShareTask,
  TShareTaskDetail,
} from '@guestloop/contracts';
import { makeUser } from '@/test/fixtures';
import { addEnglishPack } from '@/test/render';
import enMetrics from '../../../../api/src/modules/i18n/locales/en/metrics.json';
import enRating from '../../../../api/src/modules/i18n/locales/en/rating.json';

addEnglishPack('metrics', enMetrics);
addEnglishPack('rating', enRating);

export { renderAt } from '@/test/render';

export const MANAGER = makeUser({
  role: { slug: 'manager', name: 'Manager' },
  permissions: ['metrics.manage', 'reviews.manage', 'tables.manage'],
});

export const IDS = {
  metric: 'a1111111-1111-4111-8111-111111111111',
  other: 'b2222222-2222-4222-8222-222222222222',
  hall: 'c3333333-3333-4333-8333-333333333333',
  terrace: 'd4444444-4444-4444-8444-444444444444',
  rooftop: 'e5555555-5555-4555-8555-555555555555',
  group: 'f6666666-6666-4666-8666-666666666666',
  table: 'a7777777-7777-4777-8777-777777777777',
  method: 'a8888888-8888-4888-8888-888888888888',
  task: 'a9999999-9999-4999-8999-999999999999',
} as const;

const AT = '2026-03-01T10:00:00.000Z';

export function location(id: string, name: string, parentId: string | null = null): TLocationSummary {
  return { id, parentId, name, slug: name.toLowerCase().replace(/\W+/g, '-'), address: null, imageUrl: null };
}

/** The Main hall with its Terrace, and a Rooftop bar elsewhere. */
export const LOCATIONS = {
  items: [
    location(IDS.hall, 'Main hall'),
    location(IDS.terrace, 'Terrace', IDS.hall),
    location(IDS.rooftop, 'Rooftop bar'),
  ],
};

const texts = (thanks: string) => ({
  thanksText: thanks,
  verifyUserText: 'Confirm your e-mail',
  verifyUserSubText: 'We will send you a code.',
  ownSite: null,
});

export function metric(overrides: Partial<TMetric> = {}, type: TMetricType = 'stars'): TMetric {
  return {
    id: IDS.metric,
    slug: 'lobby-stars',
    type,
    language: 'en',
    title: 'How was your visit?',
    locationId: IDS.hall,
    locationName: 'Main hall',
    imageUrl: null,
    isActive: true,
    content: {
      subTitle: 'Tap a star to rate us.',
      structureTitle: 'Where did you sit?',
      commentPlaceholder: 'Tell us more (optional)',
      questions: [
        {
          id: 'q1',
          title: 'What stood out?',
          subTitle: '',
          data: { placeholder: '', comment: '', options: { multiple: true, required: false } },
          answers: [
            { id: 'service', label: 'Service' },
            { id: 'food', label: 'Food' },
          ],
        },
      ],
      settings: {
        begin: 'It takes less than a minute.',
        welcomePage: 'Thank you for visiting us!',
        after: 'See you soon!',
        expire: 'This page is closed.',
        policy: { text: 'We use your answers only to improve.', url: null },
      },
      outcomes: {
        bad: texts('We are sorry your visit fell short.'),
        neutral: texts('Thank you, we will do better.'),
        good: texts('We are glad you enjoyed it!'),
      },
      verificationMethods: [],
      subLocationIds: [],
      reviewLinks: [{ service: 'google', url: 'https://g.page/r/blue-door/review' }],
      sticker: null,
    },
    createdAt: AT,
    updatedAt: AT,
    ratingsCount: 12,
    ...overrides,
  };
}

export function sticker(overrides: Partial<TQrSticker> = {}): TQrSticker {
  return {
    metricId: IDS.metric,
    metricSlug: 'lobby-stars',
    metricType: 'stars',
    language: 'en',
    title: 'How was your visit?',
    settings: { callToAction: 'Rate your visit', accentColor: '#0e7c66' },
    isDefault: true,
    companyName: 'Blue Door Café',
    logoUrl: null,
    locationName: 'Main hall',
    url: 'https://guestloop.test/user/p/rate/lobby-stars',
    svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>',
    groups: [{ id: IDS.group, name: 'Hall', tables: 2 }],
    ...overrides,
  };
}

export function task(overrides: Partial<TShareTask> = {}): TShareTask {
  return {
    id: IDS.task,
    shareMethodId: IDS.method,
    shareMethodTitle: 'Weekend guests',
    status: 'running',
    total: 3,
    queued: 1,
    sent: 1,
    failed: 0,
    createdAt: AT,
    finishedAt: null,
    ...overrides,
  };
}

export function taskDetail(overrides: Partial<TShareTaskDetail> = {}): TShareTaskDetail {
  return {
    ...task(),
    recipients: [
      { email: 'cara@example.com', name: 'Cara', status: 'sent', error: null, sentAt: AT },
      { email: 'dan@example.com', name: null, status: 'queued', error: null, sentAt: null },
      { email: 'eve@example.com', name: null, status: 'pending', error: null, sentAt: null },
    ],
    ...overrides,
  };
}

export function shareMethod(overrides: Partial<TShareMethod> = {}): TShareMethod {
  return {
    id: IDS.method,
    metricId: IDS.metric,
    kind: 'email',
    title: 'Weekend guests',
    data: {
      subject: 'How was your visit?',
      message: 'Tell us in one tap.',
      audience: { source: 'recent-customers', days: 7 },
    },
    lastTask: null,
    createdAt: AT,
    updatedAt: AT,
    ...overrides,
  };
}

/** Chooses an option of a PrimeReact dropdown as a keyboard user would, once it can be used. */
export async function pick(
  user: { keyboard: (keys: string) => Promise<void>; click: (element: Element) => Promise<void> },
  field: HTMLElement,
  option: string | RegExp,
) {
  const { screen, waitFor, within } = await import('@testing-library/react');
  await waitFor(() => {
    if (field.closest('.p-disabled')) throw new Error('The list is still loading');
  });
  field.focus();
  await user.keyboard('{ArrowDown}');
  // The open list, not the hidden select that names the value already chosen.
  await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
}
