import type { TCompanyHeadline, TStatToday } from '@guestloop/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { COMPANY, makeCompany, makeUser } from '@/test/fixtures';
import { consoleRoutes } from '../routes';
import { ADMIN, renderAt } from '../test-utils';

const LOCATION = 'a1000000-0000-4000-8000-000000000001';
const MENU = { id: 'e5000000-0000-4000-8000-000000000001', slug: 'linden-cafe', title: 'Linden Café' };

const menu = (overrides: object) => ({
  ...MENU,
  subTitle: null,
  language: 'en',
  currency: 'EUR',
  locationId: LOCATION,
  isActive: true,
  logo: null,
  version: 1,
  updatedAt: '2026-03-01T10:00:00.000Z',
  categoriesCount: 3,
  itemsCount: 24,
  ...overrides,
});

const GROUP = 'f6000000-0000-4000-8000-000000000009';
const table = {
  id: 'f6000000-0000-4000-8000-000000000001',
  groupId: GROUP,
  name: '1',
  slug: 't1',
  seats: 4,
  position: 0,
};

/** The café's stars metric as GET /metrics lists it. */
const metric = {
  id: 'b2000000-0000-4000-8000-000000000001',
  slug: 'visit-stars',
  type: 'stars',
  language: 'en',
  title: 'How was your visit?',
  locationId: LOCATION,
  locationName: 'Linden Café',
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
};

/** A company with a live menu and tables, test payments only, nobody invited, and a rating metric. */
function setUpCompany(overrides: Record<string, object> = {}) {
  return mockFetch({
    'GET /api/v1/profile': { body: ADMIN },
    'GET /api/v1/structure': { body: makeCompany() },
    'GET /api/v1/online-menus': { body: { items: [menu({})] } },
    'GET /api/v1/locations/all': {
      body: {
        items: [
          {
            id: LOCATION,
            parentId: null,
            name: 'Linden Café',
            slug: 'linden',
            address: null,
            imageUrl: null,
          },
        ],
      },
    },
    [`GET /api/v1/horeca/groups/${LOCATION}`]: {
      body: {
        location: { id: LOCATION, name: 'Linden Café', slug: 'linden' },
        groups: [
          { id: GROUP, locationId: LOCATION, name: 'Hall', slug: 'hall', position: 0, tables: [table] },
        ],
      },
    },
    [`GET /api/v1/payment/menu/${MENU.slug}/payment-info-all`]: {
      body: {
        items: [
          { provider: 'test', enabled: true, config: {}, hasSecret: false, secretKeys: [] },
          { provider: 'stripe', enabled: false, config: {}, hasSecret: false, secretKeys: [] },
        ],
      },
    },
    'GET /api/v1/users': { body: { items: [], total: 1, page: 1, pageSize: 1 } },
    'GET /api/v1/invites': { body: { items: [] } },
    'GET /api/v1/metrics': { body: { items: [metric] } },
    'GET /api/v1/stat/today': { body: TODAY },
    [`GET /api/v1/stat/data/${COMPANY.id}/company`]: { body: HEADLINE },
    ...overrides,
  });
}

const TODAY: TStatToday = {
  day: '2026-03-12',
  orders: 12,
  cancelled: 1,
  money: [{ currency: 'EUR', sales: 11, revenue: 34_560, tips: 1_200, averageTicket: 3_142 }],
  openCalls: 2,
  newReviews: 3,
  ratings: 6,
  scores: [{ type: 'stars', ratings: 6, average: 4.5 }],
};

const stretch = (count: number, average: number | null, badUnread: number) => ({
  from: '2026-03-12',
  to: '2026-03-12',
  count,
  average,
  bad: badUnread,
  badUnread,
});
const HEADLINE: TCompanyHeadline = {
  timeZone: 'UTC',
  scale: { type: 'stars', min: 1, max: 5 },
  today: stretch(6, 4.5, 1),
  week: stretch(30, 4.4, 2),
  month: stretch(120, 4.3, 5),
};

describe('dashboard home of a company', { timeout: 30_000 }, () => {
  it('ticks the go-live steps from the company data, each linking to where it is done', async () => {
    setUpCompany();
    renderAt(consoleRoutes, '/user/app');
    const list = await screen.findByRole('region', { name: 'Go live' }, { timeout: 10_000 });
    expect(await within(list).findByText('3 of 5 ready')).toBeInTheDocument();
    const step = (name: string) => within(list).getByText(name).closest('li')!;

    expect(step('Publish a menu')).toHaveTextContent('Publish a menu — done');
    expect(step('Add tables and their QR codes')).toHaveTextContent('— done');
    expect(step('Create a rating page')).toHaveTextContent('— done');
    const payments = step('Set up payments');
    expect(payments).toHaveTextContent('— to do');
    expect(payments).toHaveTextContent('Only test payments are on, so nothing is charged.');
    expect(within(payments).getByRole('link', { name: 'Do it now' })).toHaveAttribute(
      'href',
      '/user/app/payments',
    );
    const team = step('Invite your team');
    expect(team).toHaveTextContent('— to do');
    expect(within(team).getByRole('link', { name: 'Do it now' })).toHaveAttribute('href', '/user/app/users');
    expect(within(step('Publish a menu')).getByRole('link', { name: 'Open' })).toHaveAttribute(
      'href',
      '/user/app/menus',
    );
  });

  it('counts an invitation and a real payment provider as done', async () => {
    setUpCompany({
      'GET /api/v1/invites': {
        body: {
          items: [
            {
              id: 'c3000000-0000-4000-8000-000000000001',
              email: 'marta@example.com',
              role: { slug: 'waiter', name: 'Waiter' },
              invitedBy: null,
              createdAt: '2026-03-01T10:00:00.000Z',
              expiresAt: '2026-03-08T10:00:00.000Z',
              expired: false,
            },
          ],
        },
      },
      [`GET /api/v1/payment/menu/${MENU.slug}/payment-info-all`]: {
        body: {
          items: [
            { provider: 'stripe', enabled: true, config: {}, hasSecret: true, secretKeys: ['secretKey'] },
          ],
        },
      },
    });
    renderAt(consoleRoutes, '/user/app');
    const list = await screen.findByRole('region', { name: 'Go live' }, { timeout: 10_000 });
    expect(
      await within(list).findByText('Everything is ready: guests can order, pay and rate.'),
    ).toBeInTheDocument();
  });

  it('leaves a menu without dishes, or switched off, unticked', async () => {
    setUpCompany({
      'GET /api/v1/online-menus': {
        body: {
          items: [
            menu({ itemsCount: 0 }),
            menu({ id: 'e5000000-0000-4000-8000-000000000002', slug: 'bar', isActive: false }),
          ],
        },
      },
    });
    renderAt(consoleRoutes, '/user/app');
    const list = await screen.findByRole('region', { name: 'Go live' }, { timeout: 10_000 });
    const item = (await within(list).findByText('Add dishes to a menu and switch it on.')).closest('li')!;
    expect(item).toHaveTextContent('Publish a menu — to do');
  });

  it("shows today's orders, revenue, open calls, new reviews and average score, each leading on", async () => {
    setUpCompany();
    renderAt(consoleRoutes, '/user/app');
    const today = await screen.findByRole('region', { name: 'Today' }, { timeout: 10_000 });
    const card = async (label: string) => (await within(today).findByText(label)).closest('a')!;
    expect(await card('Orders')).toHaveTextContent('12');
    expect(await card('Revenue')).toHaveTextContent('€345.60');
    expect(await card('Revenue')).toHaveAttribute('href', '/user/app/statistics/sales?period=today');
    expect(await card('Open waiter calls')).toHaveTextContent('2');
    const reviews = await card('New reviews');
    expect(reviews).toHaveTextContent('3Bad, unread: 1');
    expect(reviews).toHaveAttribute('href', '/user/app/reviews?unread=1');
    expect(await within(today).findByText('4.5 of 5')).toBeInTheDocument();
    expect(within(today).getByText('Ratings today: 6')).toBeInTheDocument();
  });

  it("keeps the day's figures for members who may see statistics, and getting started for a user without a company", async () => {
    setUpCompany({
      'GET /api/v1/profile': {
        body: makeUser({ structure: null, registrationComplete: false, permissions: [] }),
      },
    });
    renderAt(consoleRoutes, '/user/app');
    expect(
      await screen.findByRole('region', { name: 'Getting started' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Today' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Go live' })).not.toBeInTheDocument();
  });
});
