import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { makeUser, SETTINGS } from '@/test/fixtures';
import { addEnglishPack } from '@/test/render';
import enSignIn from '../../../../../api/src/modules/i18n/locales/en/guest-sign-in.json';
import { addOrderWords, MENU, makeOrder, ORDER, SLUG } from './order-fixture';
import { renderMenuApp, resetStore } from './render-menu';

const ORDER_URL = `GET /api/v1/order/${ORDER}`;
const unauthenticated = {
  status: 401,
  body: { statusCode: 401, code: 'UNAUTHENTICATED', message: 'Sign in' },
};

describe('pickup and delivery pages', { timeout: 15_000 }, () => {
  beforeEach(() => {
    resetStore();
    addOrderWords();
    addEnglishPack('guest-sign-in', enSignIn);
  });

  it('shows the number to give at the counter, where to collect and the hours', async () => {
    const wished = new Date(Date.now() + 30 * 60_000);
    mockFetch({
      ...MENU,
      [ORDER_URL]: {
        body: makeOrder({
          type: 'pickup',
          tableLabel: null,
          status: 'ready',
          wishedAt: wished.toISOString(),
        }),
      },
    });
    renderMenuApp(`/user/online-menu/${SLUG}/${ORDER}/pickup`);
    expect(await screen.findByText('Your order number', {}, { timeout: 4_000 })).toBeInTheDocument();
    expect(screen.getByText('7', { selector: '.gm-ticket__number' })).toBeInTheDocument();
    expect(screen.getByText('Your order is ready! Show number 7 at the counter.')).toBeInTheDocument();
    // The slot the guest chose, on the venue's clock (the menu's is UTC).
    const slot = new Intl.DateTimeFormat('en-GB', { timeStyle: 'short', timeZone: 'UTC' }).format(wished);
    expect(screen.getByText(new RegExp(`^Ready for pickup at (\\w+, )?${slot}$`))).toBeInTheDocument();
    expect(screen.getByText('12 Linden Square')).toBeInTheDocument();
    expect(screen.getByText('Daily 8–22')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Get directions/ })).toHaveAttribute(
      'href',
      expect.stringContaining('12%20Linden%20Square'),
    );
  });

  it('asks a signed-out guest to sign in in place, then saves the delivery address', async () => {
    let signedIn = false;
    const delivery = makeOrder({ type: 'delivery', tableLabel: null });
    const { calls } = mockFetch({
      ...MENU,
      [ORDER_URL]: { body: delivery },
      'GET /api/v1/app/settings': { body: SETTINGS },
      'GET /api/v1/profile': () => (signedIn ? { body: makeUser() } : unauthenticated),
      'POST /api/v1/customer/sign-in/code': { body: { ok: true } },
      'POST /api/v1/customer/sign-in/verify': () => {
        signedIn = true;
        return { body: makeUser({ guestAccount: true, structure: null, role: null }) };
      },
      'GET /api/v1/customer/delivery-info': { body: { deliveryInfo: null } },
      'POST /api/v1/delivery-info': ({ body }) => ({
        body: { ...delivery, deliveryInfo: body as Record<string, unknown> },
      }),
    });
    const user = userEvent.setup();
    renderMenuApp(`/user/online-menu/${SLUG}/${ORDER}/delivery`);

    expect(
      await screen.findByRole('heading', { name: 'Sign in to continue' }, { timeout: 4_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /create|register/i })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'mia@example.com');
    await user.click(screen.getByRole('button', { name: 'Email me a code' }));
    await user.type(await screen.findByLabelText('Code from the email'), '123456');

    expect(await screen.findByRole('heading', { name: 'Where should we deliver?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(screen.getByText('Please enter the street address.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'Mia');
    await user.type(screen.getByLabelText('Phone number'), '+44 20 7946 0018');
    await user.type(screen.getByLabelText('Street and house number'), '5 Elm Road');
    await user.type(screen.getByLabelText('Notes for the courier (optional)'), 'Ring twice');
    await user.click(screen.getByRole('button', { name: 'Save address' }));

    expect(await screen.findByText(/Address saved/)).toBeInTheDocument();
    expect(calls.find((c) => c.url.endsWith('/delivery-info') && c.method === 'POST')?.body).toEqual({
      orderSlug: ORDER,
      name: 'Mia',
      phone: '+44 20 7946 0018',
      address: '5 Elm Road',
      city: null,
      postcode: null,
      notes: 'Ring twice',
    });
  });
});
