import type { TOrder } from '@guestloop/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '@/lib/store';
import { mockFetch, type RecordedCall } from '@/test/fetch-mock';
import { makeUser, unauthenticated } from '@/test/fixtures';
import { ACTIVE_ORDER_POLL_MS } from '../components/use-active-orders';
import type { RememberedOrder } from '../state/order-slice';
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

const MENU_PAGE = `/user/online-menu/${SLUG}`;
const ORDER_URL = `GET /api/v1/order/${ORDER}`;
const VIEWS = { [`POST /api/v1/online-menu/${SLUG}/add-menu-view`]: { status: 204 } };
const NOT_SIGNED_IN = { 'GET /api/v1/profile': unauthenticated };
const SIGNED_IN = {
  'GET /api/v1/profile': { body: makeUser({ guestAccount: true, structure: null, role: null }) },
};
/** Asked the session (GET /profile): the moment the pill's queries have all started. */
const askedSession = (calls: RecordedCall[]) => calls.some((c) => c.url.endsWith('/api/v1/profile'));
const ownOrderCalls = (calls: RecordedCall[]) => calls.filter((c) => c.url.endsWith('/customer/orders'));
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

function rememberOrder(overrides: Partial<RememberedOrder> = {}) {
  useAppStore.setState({
    orders: {
      [ORDER]: {
        slug: ORDER,
        menuSlug: SLUG,
        number: 7,
        type: 'table',
        table: { locationSlug: 'old-town', groupSlug: 'hall', tableSlug: '3' },
        placedAt: hoursAgo(0.2),
        ...overrides,
      },
    },
  });
}

const openOrder = (overrides: Partial<TOrder> = {}) => makeOrder({ createdAt: hoursAgo(0.2), ...overrides });
const yourOrders = () => screen.findByRole('navigation', { name: 'Your orders' });

describe("the guest's open order on the menu", () => {
  beforeEach(() => {
    resetStore();
    addOrderWords();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("shows this device's open order with its number and status, and opens its page", async () => {
    rememberOrder();
    mockFetch({
      ...MENU,
      ...VIEWS,
      ...NOT_SIGNED_IN,
      [ORDER_URL]: { body: openOrder({ status: 'preparing' }) },
    });
    const user = userEvent.setup();
    renderMenuApp(MENU_PAGE);

    const pill = within(await yourOrders()).getByRole('link', { name: 'Order #7 Preparing' });
    expect(pill).toHaveAttribute('href', `/user/online-menu/${SLUG}/${ORDER}/order`);
    await user.click(pill);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #7' })).toBeInTheDocument();
  });

  it('is gone once the order is finished, and the device stops asking about it', async () => {
    rememberOrder();
    const { calls } = mockFetch({
      ...MENU,
      ...VIEWS,
      ...NOT_SIGNED_IN,
      [ORDER_URL]: { body: openOrder({ status: 'closed', paid: true }) },
    });
    const view = renderMenuApp(MENU_PAGE);
    await screen.findByRole('heading', { level: 1, name: 'Linden Café' });
    await waitFor(() => expect(useAppStore.getState().orders[ORDER]?.settled).toBe(true));
    expect(screen.queryByRole('navigation', { name: 'Your orders' })).not.toBeInTheDocument();
    view.unmount();

    const asked = calls.filter((c) => c.url.endsWith(`/order/${ORDER}`)).length;
    renderMenuApp(MENU_PAGE);
    await screen.findByRole('heading', { level: 1, name: 'Linden Café' });
    await waitFor(() => expect(askedSession(calls)).toBe(true));
    expect(calls.filter((c) => c.url.endsWith(`/order/${ORDER}`)).length).toBe(asked);
  });

  it("leaves out yesterday's orders a venue never closed", async () => {
    rememberOrder({ placedAt: hoursAgo(30) });
    const { calls } = mockFetch({ ...MENU, ...VIEWS, ...NOT_SIGNED_IN, [ORDER_URL]: { body: openOrder() } });
    renderMenuApp(MENU_PAGE);
    await screen.findByRole('heading', { level: 1, name: 'Linden Café' });
    await waitFor(() => expect(askedSession(calls)).toBe(true));
    expect(calls.some((c) => c.url.endsWith(`/order/${ORDER}`))).toBe(false);
    expect(screen.queryByRole('navigation', { name: 'Your orders' })).not.toBeInTheDocument();
  });

  it("shows a signed-in guest's open order placed on another device", async () => {
    const other = openOrder({ slug: 'w8x2c5v9b3n6', number: 12, status: 'ready', type: 'pickup' });
    mockFetch({
      ...MENU,
      ...VIEWS,
      ...SIGNED_IN,
      'POST /api/v1/customer/orders': { body: { items: [other], total: 1, page: 1, pageSize: 20 } },
    });
    renderMenuApp(MENU_PAGE);
    const pill = within(await yourOrders()).getByRole('link', { name: 'Order #12 Ready' });
    expect(pill).toHaveAttribute('href', `/user/online-menu/${SLUG}/w8x2c5v9b3n6/order`);
  });

  it('never asks for the account orders of a guest who is not signed in, however long the menu is open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = mockFetch({ ...MENU, ...VIEWS, ...NOT_SIGNED_IN });
    renderMenuApp(MENU_PAGE);
    await screen.findByRole('heading', { level: 1, name: 'Linden Café' });

    await act(() => vi.advanceTimersByTimeAsync(ACTIVE_ORDER_POLL_MS * 3 + 1_000));
    expect(ownOrderCalls(calls)).toHaveLength(0);
    expect(askedSession(calls)).toBe(true);
    expect(screen.queryByRole('navigation', { name: 'Your orders' })).not.toBeInTheDocument();
  });

  it('stops asking for the account orders once the session has ended', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = mockFetch({
      ...MENU,
      ...VIEWS,
      ...SIGNED_IN,
      'POST /api/v1/customer/orders': unauthenticated,
    });
    renderMenuApp(MENU_PAGE);
    await screen.findByRole('heading', { level: 1, name: 'Linden Café' });
    await waitFor(() => expect(ownOrderCalls(calls)).toHaveLength(1));

    await act(() => vi.advanceTimersByTimeAsync(ACTIVE_ORDER_POLL_MS * 3 + 1_000));
    expect(ownOrderCalls(calls)).toHaveLength(1);
  });

  it('shows the order a signed-out guest has just placed as soon as they are back on the menu', async () => {
    const placed = openOrder({ status: 'accepted' });
    const { calls } = mockFetch({
      ...MENU,
      ...VIEWS,
      ...IDENTITY,
      ...NOT_SIGNED_IN,
      'GET /api/v1/horeca/public/groups/old-town/hall/3': { body: TABLE },
      'POST /api/v1/order/create': { body: placed },
      [ORDER_URL]: { body: placed },
    });
    useAppStore.getState().rememberTable(SLUG, REMEMBERED_TABLE);
    useAppStore.getState().addToCart(SLUG, {
      itemId: '00000000-0000-4000-8000-000000000004',
      optionIndex: null,
      addons: [],
      quantity: 1,
      note: '',
      unitPrice: 400,
      title: 'Lemonade',
      optionName: null,
      addonNames: [],
    });
    const user = userEvent.setup();
    const { router } = renderMenuApp(`${MENU_PAGE}/cart`);

    await user.click(await screen.findByRole('button', { name: /Place order/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #7' })).toBeInTheDocument();
    await act(() => router.navigate(MENU_PAGE));

    expect(within(await yourOrders()).getByRole('link', { name: 'Order #7 Accepted' })).toHaveAttribute(
      'href',
      `/user/online-menu/${SLUG}/${ORDER}/order`,
    );
    expect(ownOrderCalls(calls)).toHaveLength(0);
  });

  it('offers the profile and bonuses from the header of every menu page', async () => {
    mockFetch({ ...MENU, ...VIEWS, ...NOT_SIGNED_IN });
    renderMenuApp(MENU_PAGE);
    const banner = (await screen.findAllByRole('banner'))[0] as HTMLElement;
    expect(within(banner).getByRole('link', { name: 'Your profile and bonuses' })).toHaveAttribute(
      'href',
      `/user/online-menu/${SLUG}/profile`,
    );
  });
});
