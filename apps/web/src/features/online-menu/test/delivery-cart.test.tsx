import type { TOrderingSettings, TPublicMenu } from '@guestloop/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAppStore } from '@/lib/store';
import { type MockReply, mockFetch, type RecordedCall } from '@/test/fetch-mock';
import { apiError, makeUser, SETTINGS, unauthenticated } from '@/test/fixtures';
import { addEnglishPack } from '@/test/render';
import enSignIn from '../../../../../api/src/modules/i18n/locales/en/guest-sign-in.json';
import { makeMenu } from './menu-fixture';
import { addOrderWords, IDENTITY, makeOrder, ORDER, SLUG } from './order-fixture';
import { renderMenuApp, resetStore } from './render-menu';

/**
 * The cart asks for what the way of ordering needs before the order exists: a delivery's address,
 * phone and time (and the guest's sign-in by code, in place), a pickup's time; it shows the
 * delivery fee and minimum in the total, and says a refusal of the venue on the field it concerns.
 */

const CART = `/user/online-menu/${SLUG}/cart`;
const MENU_URL = `GET /api/v1/online-menu/public/${SLUG}`;
const GUEST = makeUser({ email: 'mia@example.com', guestAccount: true, structure: null, role: null });
const LEMONADE_LINE = {
  itemId: '00000000-0000-4000-8000-000000000004',
  optionIndex: null,
  addons: [],
  quantity: 3,
  note: '',
  unitPrice: 400,
  title: 'Lemonade',
  optionName: null,
  addonNames: [],
};

function menuWith(ordering: Partial<TOrderingSettings> = {}): TPublicMenu {
  const menu = makeMenu();
  return makeMenu({
    settings: { ...menu.settings, ordering: { ...menu.settings.ordering, delivery: true, ...ordering } },
  });
}

const creates = (calls: RecordedCall[]) =>
  calls.filter((c) => c.method === 'POST' && c.url.endsWith('/order/create'));

/** The API of a guest who may sign in with code 123456; the order call answers `create`. */
function guestApi(options: {
  menu: TPublicMenu;
  signedIn?: boolean;
  saved?: Record<string, unknown> | null;
  create?: (call: RecordedCall) => MockReply;
}) {
  let signedIn = options.signedIn ?? false;
  return mockFetch({
    [MENU_URL]: { body: options.menu },
    ...IDENTITY,
    'PUT /api/v1/customer': { body: IDENTITY['POST /api/v1/customer/create/online-menu/linden-cafe'].body },
    'GET /api/v1/app/settings': { body: SETTINGS },
    'GET /api/v1/profile': () => (signedIn ? { body: GUEST } : unauthenticated),
    'POST /api/v1/customer/sign-in/code': { body: { ok: true } },
    'POST /api/v1/customer/sign-in/verify': () => {
      signedIn = true;
      return { body: GUEST };
    },
    'GET /api/v1/customer/delivery-info': { body: { deliveryInfo: options.saved ?? null } },
    'POST /api/v1/customer/delivery-info': ({ body }) => ({ body: { deliveryInfo: body } }),
    'POST /api/v1/order/create':
      options.create ??
      (({ body }) => {
        const sent = body as { delivery?: Record<string, unknown> };
        return {
          body: makeOrder({
            type: 'delivery',
            tableLabel: null,
            subtotal: 1200,
            deliveryAmount: 250,
            total: 1450,
            deliveryInfo: sent.delivery ?? null,
          }),
        };
      }),
    [`GET /api/v1/order/${ORDER}`]: { body: makeOrder({ type: 'delivery', tableLabel: null }) },
  });
}

function fillCart() {
  useAppStore.getState().addToCart(SLUG, LEMONADE_LINE);
}

async function chooseDelivery(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('radio', { name: /Delivery/ }));
}

describe('a delivery from the cart', { timeout: 20_000 }, () => {
  beforeEach(() => {
    resetStore();
    addOrderWords();
    addEnglishPack('guest-sign-in', enSignIn);
  });

  it('asks for address, phone and time first, signs the guest in by code in place and keeps what was typed', async () => {
    const { calls } = guestApi({ menu: menuWith({ deliveryFee: 250 }) });
    fillCart();
    const user = userEvent.setup();
    const { router } = renderMenuApp(CART);
    await chooseDelivery(user);

    // The fee is in the total before anything is placed.
    const totals = screen.getByText('Delivery fee').closest('dl') as HTMLElement;
    expect(within(totals).getByText('€2.50')).toBeInTheDocument();
    expect(within(totals).getByText('€14.50')).toBeInTheDocument();
    expect(screen.queryByText(/right after placing the order/)).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Name'), 'Mia');
    await user.type(screen.getByLabelText('Phone number'), '+44 20 7946 0018');
    await user.type(screen.getByLabelText('Street and house number'), '5 Elm Road');
    await user.type(screen.getByLabelText('Notes for the courier (optional)'), 'Ring twice');
    const when = screen.getByLabelText('Delivery time');
    await user.selectOptions(when, within(when).getAllByRole('option')[2] as HTMLElement);
    const wished = (when as HTMLSelectElement).value;
    expect(wished).toMatch(/^\d{4}-\d\d-\d\dT/);

    // Signed out: the sign-in card stands where the button was; nothing is ordered yet.
    const card = await screen.findByRole('region', { name: 'Sign in to order delivery' });
    expect(screen.queryByRole('button', { name: /Place order/ })).not.toBeInTheDocument();
    await user.type(within(card).getByLabelText('Email'), 'mia@example.com');
    await user.click(within(card).getByRole('button', { name: 'Email me a code' }));
    await user.type(await within(card).findByLabelText('Code from the email'), '123456');

    expect(await screen.findByText(/Signed in as mia@example.com/)).toBeInTheDocument();
    expect(screen.getByLabelText('Street and house number')).toHaveValue('5 Elm Road');
    expect(screen.getByLabelText('Name')).toHaveValue('Mia');
    expect(screen.getByLabelText('Delivery time')).toHaveValue(wished);
    expect(creates(calls)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: /Place order/ }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/user/online-menu/${SLUG}/${ORDER}/order`),
    );
    expect(creates(calls)[0]?.body).toMatchObject({
      type: 'delivery',
      table: null,
      delivery: {
        name: 'Mia',
        phone: '+44 20 7946 0018',
        address: '5 Elm Road',
        city: null,
        postcode: null,
        notes: 'Ring twice',
        area: null,
        time: wished,
      },
    });
    // Kept for the guest's next delivery.
    await waitFor(() =>
      expect(
        calls.find((c) => c.method === 'POST' && c.url.endsWith('/customer/delivery-info'))?.body,
      ).toEqual({
        name: 'Mia',
        phone: '+44 20 7946 0018',
        address: '5 Elm Road',
        city: null,
        postcode: null,
        notes: 'Ring twice',
      }),
    );
  });

  it("fills a signed-in guest's saved details without overwriting what they typed", async () => {
    useAppStore.getState().saveOrderDraft(SLUG, { phone: '+1 555 0100' });
    guestApi({
      menu: menuWith(),
      signedIn: true,
      saved: {
        name: 'Mia',
        phone: '+44 20 7946 0018',
        address: '5 Elm Road',
        city: 'Leeds',
        postcode: null,
        notes: null,
      },
    });
    fillCart();
    const user = userEvent.setup();
    renderMenuApp(CART);
    await chooseDelivery(user);

    expect(await screen.findByLabelText('Street and house number')).toHaveValue('5 Elm Road');
    expect(screen.getByLabelText('City (optional)')).toHaveValue('Leeds');
    expect(screen.getByLabelText('Name')).toHaveValue('Mia');
    expect(screen.getByLabelText('Phone number')).toHaveValue('+1 555 0100');
    expect(screen.getByText(/We filled in your saved delivery details/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Sign in to order delivery' })).not.toBeInTheDocument();
  });

  it('shows the minimum with what is missing and does not order below it', async () => {
    const { calls } = guestApi({ menu: menuWith({ deliveryMinimum: 2000 }), signedIn: true });
    fillCart();
    const user = userEvent.setup();
    renderMenuApp(CART);
    await chooseDelivery(user);

    expect(
      await screen.findByText(/Minimum for delivery: €20.00 · Add €8.00 more to order delivery./),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'Mia');
    await user.type(screen.getByLabelText('Phone number'), '+44 20 7946 0018');
    await user.type(screen.getByLabelText('Street and house number'), '5 Elm Road');
    await user.click(await screen.findByRole('button', { name: /Place order/ }));

    expect(screen.getByRole('alert')).toHaveTextContent('Add €8.00 more');
    expect(creates(calls)).toHaveLength(0);
    expect(useAppStore.getState().carts[SLUG]).toHaveLength(1);
  });

  it("offers the venue's areas and says on the area when the venue does not deliver there", async () => {
    const areas = ['Old Town', 'Riverside'];
    const { calls } = guestApi({
      menu: menuWith({ deliveryAreas: areas }),
      signedIn: true,
      create: () => ({
        ...apiError(409, 'OUTSIDE_DELIVERY_AREA', 'The venue does not deliver there'),
        body: {
          ...apiError(409, 'OUTSIDE_DELIVERY_AREA', 'The venue does not deliver there').body,
          details: { areas },
        },
      }),
    });
    fillCart();
    const user = userEvent.setup();
    renderMenuApp(CART);
    await chooseDelivery(user);
    await user.type(screen.getByLabelText('Name'), 'Mia');
    await user.type(screen.getByLabelText('Phone number'), '+44 20 7946 0018');
    await user.type(screen.getByLabelText('Street and house number'), '5 Elm Road');

    await user.click(await screen.findByRole('button', { name: /Place order/ }));
    expect(screen.getByText('Please choose your delivery area.')).toBeInTheDocument();
    expect(screen.getByLabelText('Delivery area')).toHaveFocus();
    expect(creates(calls)).toHaveLength(0);

    await user.selectOptions(screen.getByLabelText('Delivery area'), 'Riverside');
    await user.click(screen.getByRole('button', { name: /Place order/ }));
    const area = screen.getByLabelText('Delivery area');
    await waitFor(() => expect(area).toHaveAccessibleDescription(/doesn't deliver to this area/));
    expect(creates(calls)[0]?.body).toMatchObject({ delivery: { area: 'Riverside' } });
    expect(useAppStore.getState().carts[SLUG]).toHaveLength(1);

    // Choosing another area answers the refusal.
    await user.selectOptions(area, 'Old Town');
    expect(area).not.toHaveAccessibleDescription(/doesn't deliver/);
  });
});

describe('a pickup from the cart', { timeout: 20_000 }, () => {
  beforeEach(() => {
    resetStore();
    addOrderWords();
  });

  it('sends the pickup time chosen and says on it when that time is gone', async () => {
    const { calls } = guestApi({
      menu: menuWith(),
      create: () => ({
        ...apiError(409, 'PICKUP_SLOT_UNAVAILABLE', 'This pickup time is not available'),
        body: {
          ...apiError(409, 'PICKUP_SLOT_UNAVAILABLE', 'gone').body,
          details: { slots: [] },
        },
      }),
    });
    useAppStore.getState().saveOrderDraft(SLUG, { name: 'Mia', phone: '+44 20 7946 0018' });
    fillCart();
    const user = userEvent.setup();
    renderMenuApp(CART);

    const time = await screen.findByLabelText('Pickup time');
    expect(within(time).getAllByRole('option')[0]).toHaveTextContent(/^As soon as possible \(around .+\)$/);
    const slot = within(time).getAllByRole('option')[3] as HTMLOptionElement;
    await user.selectOptions(time, slot);
    await user.click(screen.getByRole('button', { name: /Place order/ }));

    await waitFor(() => expect(time).toHaveAccessibleDescription(/This pickup time is no longer available/));
    expect(creates(calls)[0]?.body).toMatchObject({ type: 'pickup', pickupAt: slot.value });
    expect(useAppStore.getState().carts[SLUG]).toHaveLength(1);
  });

  it('says under the ways to order when the venue has just switched one off, and reads the menu again', async () => {
    let menu = menuWith();
    const { calls } = mockFetch({
      [MENU_URL]: () => ({ body: menu }),
      ...IDENTITY,
      'PUT /api/v1/customer': { body: IDENTITY['POST /api/v1/customer/create/online-menu/linden-cafe'].body },
      'POST /api/v1/order/create': () => {
        menu = menuWith({ pickup: false });
        return {
          ...apiError(409, 'ORDER_MODE_OFF', 'off'),
          body: {
            ...apiError(409, 'ORDER_MODE_OFF', 'off').body,
            details: { mode: 'pickup', modes: ['table', 'delivery'] },
          },
        };
      },
    });
    useAppStore.getState().saveOrderDraft(SLUG, { name: 'Mia', phone: '+44 20 7946 0018' });
    fillCart();
    const user = userEvent.setup();
    renderMenuApp(CART);
    await user.click(await screen.findByRole('button', { name: /Place order/ }));

    expect(await screen.findByText(/doesn't take this kind of order right now/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('radio', { name: /Pickup/ })).not.toBeInTheDocument());
    expect(screen.getByRole('radio', { name: /Delivery/ })).toBeChecked();
    expect(creates(calls)).toHaveLength(1);
    expect(useAppStore.getState().carts[SLUG]).toHaveLength(1);
  });

  it('shows the pause the venue has just started in place of the checkout, keeping the cart', async () => {
    let menu = menuWith();
    mockFetch({
      [MENU_URL]: () => ({ body: menu }),
      ...IDENTITY,
      'PUT /api/v1/customer': { body: IDENTITY['POST /api/v1/customer/create/online-menu/linden-cafe'].body },
      'POST /api/v1/order/create': () => {
        const until = new Date(Date.now() + 3_600_000).toISOString();
        menu = {
          ...menu,
          settings: { ...menu.settings, pause: { paused: true, until, note: 'Oven repair' } },
        };
        return {
          ...apiError(409, 'ORDERING_PAUSED', 'paused'),
          body: { ...apiError(409, 'ORDERING_PAUSED', 'paused').body, details: { until } },
        };
      },
    });
    useAppStore.getState().saveOrderDraft(SLUG, { name: 'Mia', phone: '+44 20 7946 0018' });
    fillCart();
    const user = userEvent.setup();
    renderMenuApp(CART);
    await user.click(await screen.findByRole('button', { name: /Place order/ }));

    expect(await screen.findByText(/^Ordering is paused — back at /)).toBeInTheDocument();
    expect(screen.getByText('Oven repair')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Place order/ })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Lemonade' })).toBeInTheDocument();
    expect(useAppStore.getState().carts[SLUG]).toHaveLength(1);
  });
});

describe('a delivery minimum raised while the guest was ordering', { timeout: 20_000 }, () => {
  beforeEach(() => {
    resetStore();
    addOrderWords();
  });

  it("says on the minimum how much is missing, from the venue's answer", async () => {
    let menu = menuWith();
    mockFetch({
      [MENU_URL]: () => ({ body: menu }),
      ...IDENTITY,
      'PUT /api/v1/customer': { body: IDENTITY['POST /api/v1/customer/create/online-menu/linden-cafe'].body },
      'GET /api/v1/profile': { body: GUEST },
      'GET /api/v1/customer/delivery-info': { body: { deliveryInfo: null } },
      'POST /api/v1/order/create': () => {
        menu = menuWith({ deliveryMinimum: 1500 });
        return {
          ...apiError(409, 'BELOW_DELIVERY_MINIMUM', 'below'),
          body: {
            ...apiError(409, 'BELOW_DELIVERY_MINIMUM', 'below').body,
            details: { minimum: 1500, subtotal: 1200 },
          },
        };
      },
    });
    useAppStore.getState().saveOrderDraft(SLUG, {
      mode: 'delivery',
      name: 'Mia',
      phone: '+44 20 7946 0018',
      address: '5 Elm Road',
    });
    fillCart();
    const user = userEvent.setup();
    renderMenuApp(CART);
    await user.click(await screen.findByRole('button', { name: /Place order/ }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Minimum for delivery: €15.00 · Add €3.00 more to order delivery.',
    );
    expect(useAppStore.getState().carts[SLUG]).toHaveLength(1);
  });
});
