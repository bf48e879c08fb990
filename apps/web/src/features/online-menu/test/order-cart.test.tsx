import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAppStore } from '@/lib/store';
import { type MockReply, mockFetch, type RecordedCall } from '@/test/fetch-mock';
import { makeMenu } from './menu-fixture';
import {
  addOrderWords,
  IDENTITY,
  MENU,
  makeOrder,
  ORDER,
  REMEMBERED_TABLE,
  SLUG,
  TABLE,
} from './order-fixture';
import { renderMenuApp, resetStore } from './render-menu';

const CART = `/user/online-menu/${SLUG}/cart`;
const LATTE_LINE = {
  itemId: '00000000-0000-4000-8000-000000000001',
  optionIndex: 1,
  addons: [[1], [0]],
  quantity: 2,
  note: 'Extra hot',
  unitPrice: 580,
  title: 'Latte',
  optionName: 'Large',
  addonNames: ['Oat milk', 'Extra shot'],
};
const LEMONADE_LINE = {
  itemId: '00000000-0000-4000-8000-000000000004',
  optionIndex: null,
  addons: [],
  quantity: 1,
  note: '',
  unitPrice: 400,
  title: 'Lemonade',
  optionName: null,
  addonNames: [],
};
const ORDER_PAGE_ROUTES = {
  [`GET /api/v1/order/${ORDER}`]: { body: makeOrder() },
  'GET /api/v1/horeca/public/groups/old-town/hall/3': { body: TABLE },
};

const creates = (calls: RecordedCall[]) =>
  calls.filter((c) => c.method === 'POST' && c.url.endsWith('/order/create'));

function fillCart() {
  useAppStore.getState().addToCart(SLUG, LATTE_LINE);
  useAppStore.getState().addToCart(SLUG, LEMONADE_LINE);
}

describe('cart → order', { timeout: 15_000 }, () => {
  beforeEach(() => {
    resetStore();
    addOrderWords();
  });

  it('places a table order once, however often it is tapped, and opens the order page', async () => {
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { calls } = mockFetch({
      ...MENU,
      ...IDENTITY,
      ...ORDER_PAGE_ROUTES,
      'POST /api/v1/order/create': async (): Promise<MockReply> => {
        await answered;
        return { body: makeOrder() };
      },
    });
    useAppStore.getState().rememberTable(SLUG, REMEMBERED_TABLE);
    fillCart();
    const user = userEvent.setup();
    const { router } = renderMenuApp(CART);

    const atTable = await screen.findByRole('radio', { name: /At my table/ });
    expect(atTable).toBeChecked();
    expect(screen.queryByLabelText('Phone number')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Note for the order (optional)'), 'Birthday candle, please');
    const place = screen.getByRole('button', { name: /Place order/ });
    await user.click(place);
    await user.click(place);
    await waitFor(() => expect(creates(calls)).toHaveLength(1));
    release();

    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/user/online-menu/${SLUG}/${ORDER}/order`),
    );
    const body = creates(calls)[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      menuSlug: SLUG,
      type: 'table',
      table: { locationSlug: 'old-town', groupSlug: 'hall', tableSlug: '3' },
      note: 'Birthday candle, please',
      lines: [
        {
          itemId: LATTE_LINE.itemId,
          optionIndex: 1,
          addons: [
            { group: 0, options: [1] },
            { group: 1, options: [0] },
          ],
          quantity: 2,
          note: 'Extra hot',
        },
        { itemId: LEMONADE_LINE.itemId, optionIndex: null, addons: [], quantity: 1, note: null },
      ],
    });
    expect(String(body.idempotencyKey).length).toBeGreaterThanOrEqual(8);
    expect(useAppStore.getState().carts[SLUG]).toBeUndefined();
    expect(useAppStore.getState().orders[ORDER]).toMatchObject({ number: 7, table: { tableSlug: '3' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #7' })).toBeInTheDocument();
  });

  it('asks a pickup guest for name and phone, then keeps the key for a retry after a network error', async () => {
    let attempt = 0;
    const { calls } = mockFetch({
      ...MENU,
      ...IDENTITY,
      ...ORDER_PAGE_ROUTES,
      'PUT /api/v1/customer': {
        body: { ...IDENTITY['POST /api/v1/customer/create/online-menu/linden-cafe'].body },
      },
      'POST /api/v1/order/create': () => {
        attempt += 1;
        if (attempt === 1) throw new TypeError('Failed to fetch');
        return { body: makeOrder({ type: 'pickup', tableLabel: null }) };
      },
    });
    fillCart();
    const user = userEvent.setup();
    const { router } = renderMenuApp(CART);

    expect(await screen.findByRole('radio', { name: /Pickup/ })).toBeChecked();
    expect(screen.queryByRole('radio', { name: /At my table/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Place order/ }));
    expect(screen.getByText('Please enter your name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your phone number.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    await user.type(screen.getByLabelText('Name'), 'Mia');
    await user.type(screen.getByLabelText('Phone number'), 'call me');
    await user.click(screen.getByRole('button', { name: /Place order/ }));
    expect(screen.getByText(/doesn't look like a phone number/)).toBeInTheDocument();
    expect(creates(calls)).toHaveLength(0);

    await user.clear(screen.getByLabelText('Phone number'));
    await user.type(screen.getByLabelText('Phone number'), '+44 20 7946 0018');
    await user.click(screen.getByRole('button', { name: /Place order/ }));
    expect(await screen.findByText(/couldn't reach the restaurant/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Place order/ }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/user/online-menu/${SLUG}/${ORDER}/order`),
    );

    const [first, second] = creates(calls).map((c) => c.body as { idempotencyKey: string; type: string });
    expect(first?.type).toBe('pickup');
    expect(second?.idempotencyKey).toBe(first?.idempotencyKey);
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ name: 'Mia', phone: '+44 20 7946 0018' });
  });

  it('marks lines the server cannot serve and removes them on request', async () => {
    mockFetch({
      ...MENU,
      ...IDENTITY,
      'POST /api/v1/order/create': {
        status: 409,
        body: {
          statusCode: 409,
          code: 'CONFLICT',
          message: 'Some items cannot be ordered now',
          details: {
            reason: 'items-unavailable',
            lines: [{ index: 1, itemId: LEMONADE_LINE.itemId, why: 'sold-out' }],
          },
        },
      },
    });
    useAppStore.getState().rememberTable(SLUG, REMEMBERED_TABLE);
    fillCart();
    const user = userEvent.setup();
    renderMenuApp(CART);
    await user.click(await screen.findByRole('button', { name: /Place order/ }));

    expect(await screen.findByText(/Some items can't be ordered right now/)).toBeInTheDocument();
    const lemonade = screen.getByRole('heading', { name: 'Lemonade' }).closest('li') as HTMLElement;
    expect(within(lemonade).getByText('Sold out')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove unavailable items' }));
    expect(screen.queryByRole('heading', { name: 'Lemonade' })).not.toBeInTheDocument();
    expect(useAppStore.getState().carts[SLUG]).toHaveLength(1);
  });

  it('shows a changed total from the current menu and orders only once the guest confirms it', async () => {
    const cheaper = makeMenu();
    const lemonade = cheaper.categories[0]?.subCategories[0]?.items[0];
    if (lemonade) lemonade.price = 450;
    const { calls } = mockFetch({
      'GET /api/v1/online-menu/public/linden-cafe': { body: cheaper },
      ...IDENTITY,
      ...ORDER_PAGE_ROUTES,
      'POST /api/v1/order/create': { body: makeOrder({ subtotal: 1610, total: 1610 }) },
    });
    useAppStore.getState().rememberTable(SLUG, REMEMBERED_TABLE);
    fillCart();
    const user = userEvent.setup();
    const { router } = renderMenuApp(CART);
    await user.click(await screen.findByRole('button', { name: /Place order/ }));

    const notice = await screen.findByText(/The new total is €16.10 \(it was €15.60\)/);
    expect(notice).toBeInTheDocument();
    expect(creates(calls)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: /Confirm and place order/ }));
    await waitFor(() => expect(router.state.location.pathname).toContain(`/${ORDER}/order`));
    expect(creates(calls)).toHaveLength(1);
  });
});
