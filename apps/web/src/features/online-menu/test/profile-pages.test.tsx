import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { makeUser, unauthenticated } from '@/test/fixtures';
import { addPayWords, MENU_ROUTE, makeOrder, preloadPayPages } from './pay-fixture';
import { renderMenuApp, resetStore } from './render-menu';

const CUSTOMER = {
  id: '00000000-0000-4000-8000-0000000000e1',
  browserHash: 'h'.repeat(32),
  name: 'Anna',
  phone: null,
  email: null,
};
const ORDERS = {
  items: [
    makeOrder({ number: 42, paid: true, status: 'served' }),
    makeOrder({
      id: '00000000-0000-4000-8000-0000000000f2',
      slug: 'othermenu001',
      number: 7,
      menuSlug: 'elsewhere',
    }),
  ],
  total: 2,
  page: 1,
  pageSize: 50,
};
const signedIn = (extra = {}) => ({
  ...MENU_ROUTE,
  'GET /api/v1/profile': { body: makeUser() },
  'GET /api/v1/customer': { body: CUSTOMER },
  // As the server answers: only the asked menu's orders.
  'POST /api/v1/customer/orders': ({ body }: { body: unknown }) => {
    const menu = (body as { menu?: string }).menu;
    const items = ORDERS.items.filter((order) => !menu || order.menuSlug === menu);
    return { body: { ...ORDERS, items, total: items.length } };
  },
  'GET /api/v1/online-menu/customer/bonus/linden-cafe': { body: { ratePercent: 5, balance: 420 } },
  ...extra,
});

describe('profile pages', () => {
  beforeAll(preloadPayPages, 30_000);
  beforeEach(() => {
    resetStore();
    addPayWords();
  });

  it('offers the sign-in card when nobody is signed in', async () => {
    mockFetch({ ...MENU_ROUTE, 'GET /api/v1/profile': unauthenticated });
    renderMenuApp('/user/online-menu/linden-cafe/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your profile' })).toBeInTheDocument();
    // The card brings its own words (a namespace loaded on demand): it shows a moment after the page.
    expect(await screen.findByRole('heading', { name: 'Sign in to see your profile' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
  });

  it('shows the account, bonus, this menu’s orders and saves the guest’s details', async () => {
    const { calls } = mockFetch(
      signedIn({ 'PUT /api/v1/customer': { body: { ...CUSTOMER, phone: '+371 2000 0000' } } }),
    );
    const user = userEvent.setup();
    renderMenuApp('/user/online-menu/linden-cafe/profile');
    expect(await screen.findByText('anna@example.com')).toBeInTheDocument();
    expect(await screen.findByText('Balance: €4.20')).toBeInTheDocument();
    const orders = screen.getByRole('region', { name: 'Your orders here' });
    const link = await within(orders).findByRole('link', { name: /Order #42/ });
    expect(link).toHaveAttribute('href', '/user/online-menu/linden-cafe/k7m2p9q4r8t3/order');
    expect(within(orders).queryByText(/Order #7/)).not.toBeInTheDocument();
    expect(calls.find((c) => c.url.endsWith('/customer/orders'))?.body).toMatchObject({
      menu: 'linden-cafe',
    });

    const phone = await screen.findByLabelText('Phone');
    expect(screen.getByLabelText('Name')).toHaveValue('Anna');
    await user.type(phone, '+371 2000 0000');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      name: 'Anna',
      phone: '+371 2000 0000',
      email: null,
    });
  });

  it('checks the e-mail before saving', async () => {
    const { calls } = mockFetch(signedIn());
    const user = userEvent.setup();
    renderMenuApp('/user/online-menu/linden-cafe/profile');
    await user.type(await screen.findByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('signs out back to the sign-in card', async () => {
    const { calls } = mockFetch(signedIn({ 'POST /api/v1/logout': { body: { ok: true } } }));
    const user = userEvent.setup();
    renderMenuApp('/user/online-menu/linden-cafe/profile');
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in to see your profile' })).toBeInTheDocument();
    expect(calls.some((c) => c.url.endsWith('/logout'))).toBe(true);
  });

  it('shows the bonus balance with the earn rate explained', async () => {
    mockFetch(signedIn());
    renderMenuApp('/user/online-menu/linden-cafe/profile/bonuses');
    expect(await screen.findByText('€4.20')).toBeInTheDocument();
    expect(screen.getByText('Your bonus at Linden Café')).toBeInTheDocument();
    expect(screen.getByText('You get 5% of every paid order back as bonus.')).toBeInTheDocument();
    expect(screen.getByText('For example, an order of €20.00 earns €1.00.')).toBeInTheDocument();
  });

  it('offers the sign-in card on the bonuses page too', async () => {
    mockFetch({ ...MENU_ROUTE, 'GET /api/v1/profile': unauthenticated });
    renderMenuApp('/user/online-menu/linden-cafe/profile/bonuses');
    expect(await screen.findByRole('heading', { name: 'Sign in to see your profile' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('How you earn')).not.toBeInTheDocument());
  });
});
