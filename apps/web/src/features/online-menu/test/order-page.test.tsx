import type { TOrder } from '@guestloop/contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '@/lib/store';
import { mockFetch } from '@/test/fetch-mock';
import {
  addOrderWords,
  FakeEventSource,
  MENU,
  makeOrder,
  ORDER,
  SLUG,
  TABLE,
  TABLE_ID,
} from './order-fixture';
import { renderMenuApp, resetStore } from './render-menu';

const PAGE = `/user/online-menu/${SLUG}/${ORDER}/order`;
const ORDER_URL = `GET /api/v1/order/${ORDER}`;

function rememberTableOrder() {
  useAppStore.setState({
    orders: {
      [ORDER]: {
        slug: ORDER,
        menuSlug: SLUG,
        number: 7,
        type: 'table',
        table: { locationSlug: 'old-town', groupSlug: 'hall', tableSlug: '3' },
        placedAt: '2025-05-01T12:00:00.000Z',
      },
    },
  });
}

/** The order was placed from this device (its guest identity may tip and pay). */
function rememberOrder() {
  useAppStore.setState({
    orders: {
      [ORDER]: {
        slug: ORDER,
        menuSlug: SLUG,
        number: 7,
        type: 'table',
        table: null,
        placedAt: '2025-05-01T12:00:00.000Z',
      },
    },
  });
}

const unauthenticated = {
  status: 401,
  body: { statusCode: 401, code: 'UNAUTHENTICATED', message: 'No session' },
};

const waiterRoutes = (enabled: boolean) => ({
  'GET /api/v1/horeca/public/groups/old-town/hall/3': { body: TABLE },
  [`GET /api/v1/waiter-call/${TABLE_ID}/enabled`]: { body: { enabled } },
  [`GET /api/v1/waiter-call/${TABLE_ID}/status`]: { body: { open: null } },
});

describe('order page', { timeout: 15_000 }, () => {
  beforeEach(() => {
    resetStore();
    addOrderWords();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    FakeEventSource.opened = [];
  });

  it('shows the number, lines, totals and status, and follows a new status from the live stream', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    mockFetch({ ...MENU, [ORDER_URL]: { body: makeOrder() } });
    renderMenuApp(PAGE);

    expect(await screen.findByRole('heading', { level: 1, name: 'Order #7' })).toBeInTheDocument();
    expect(screen.getByText('Not paid yet')).toBeInTheDocument();
    expect(screen.getByText('Large · Oat milk, Extra shot')).toBeInTheDocument();
    expect(screen.getAllByText('€15.60').length).toBeGreaterThan(0);
    const steps = screen.getByRole('list', { name: 'Order progress' });
    expect(within(steps).getByText('Received').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText(/We've received your order/)).toHaveAttribute('aria-live', 'polite');

    expect(FakeEventSource.last?.url).toBe(`/api/v1/order/${ORDER}/live`);
    act(() => FakeEventSource.last?.emit('open'));
    act(() => FakeEventSource.last?.emit('order.updated', { order: makeOrder({ status: 'preparing' }) }));
    expect(await screen.findByText('The kitchen is preparing your order.')).toBeInTheDocument();
    expect(within(steps).getByText('Preparing').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText('Live')).toBeInTheDocument();
  });

  it('polls the order every 4 s when there is no live stream', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let status: TOrder['status'] = 'accepted';
    mockFetch({ ...MENU, [ORDER_URL]: () => ({ body: makeOrder({ status }) }) });
    renderMenuApp(PAGE);
    expect(await screen.findByText('Your order has been accepted.')).toBeInTheDocument();
    status = 'ready';
    await act(() => vi.advanceTimersByTimeAsync(4_100));
    expect(await screen.findByText('Your order is ready and on its way to your table.')).toBeInTheDocument();
  });

  it('adds a 10 % tip and asks for the bill in cash with a receipt', async () => {
    rememberOrder();
    const { calls } = mockFetch({
      ...MENU,
      [ORDER_URL]: { body: makeOrder() },
      [`POST /api/v1/order/${ORDER}/tips`]: { body: makeOrder({ tips: 156, total: 1716 }) },
      'POST /api/v1/ask-cash': {
        body: makeOrder({
          tips: 156,
          total: 1716,
          cashRequestedAt: '2025-05-01T12:30:00.000Z',
          cashAmount: 2000,
          paymentMethod: 'cash',
          needReceipt: true,
        }),
      },
    });
    const user = userEvent.setup();
    renderMenuApp(PAGE);

    await user.click(await screen.findByRole('button', { name: /10%/ }));
    expect(await screen.findByText('Thank you! Tip of €1.56 added.')).toBeInTheDocument();
    expect(calls.find((c) => c.url.endsWith('/tips'))?.body).toEqual({
      amount: 156,
      needReceipt: false,
      isPrepaid: false,
    });
    expect(screen.getByRole('button', { name: /10%/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByText('€17.16').length).toBeGreaterThan(0);

    await user.type(screen.getByLabelText("I'll pay with (optional)"), '10');
    await user.click(screen.getByRole('button', { name: 'Ask for the bill' }));
    expect(await screen.findByText(/at least €17.16/)).toBeInTheDocument();
    await user.clear(screen.getByLabelText("I'll pay with (optional)"));
    await user.type(screen.getByLabelText("I'll pay with (optional)"), '20');
    await user.click(screen.getByLabelText('I need a receipt'));
    await user.click(screen.getByRole('button', { name: 'Ask for the bill' }));
    expect(await screen.findByRole('heading', { name: 'The bill is on its way' })).toBeInTheDocument();
    expect(calls.find((c) => c.url.endsWith('/ask-cash'))?.body).toEqual({
      orderSlug: ORDER,
      amount: 2000,
      needReceipt: true,
      paymentMethod: 'cash',
    });
  });

  it('offers online payment when the menu has providers, and shows a paid order as paid', async () => {
    rememberOrder();
    mockFetch({
      ...MENU,
      [ORDER_URL]: { body: makeOrder() },
      [`GET /api/v1/payment/menu/${SLUG}/payment-info`]: { body: { providers: ['test'] } },
    });
    const view = renderMenuApp(PAGE);
    expect(await screen.findByRole('link', { name: /Pay online/ })).toHaveAttribute(
      'href',
      `/user/online-menu/${SLUG}/${ORDER}/checkout`,
    );
    view.unmount();

    mockFetch({ ...MENU, [ORDER_URL]: { body: makeOrder({ paid: true, tips: 200, total: 1760 }) } });
    renderMenuApp(PAGE);
    expect(await screen.findByRole('heading', { name: 'Paid — thank you!' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Add a tip' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Pay online/ })).not.toBeInTheDocument();
  });

  it('shows someone else who has the link the order but no tip or pay buttons, and says why', async () => {
    mockFetch({
      ...MENU,
      [ORDER_URL]: { body: makeOrder() },
      [`GET /api/v1/payment/menu/${SLUG}/payment-info`]: { body: { providers: ['test'] } },
      'POST /api/v1/customer/orders': unauthenticated,
    });
    renderMenuApp(PAGE);
    expect(
      await screen.findByText('Only the guest who placed this order can pay or add a tip from this page.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Order #7' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Add a tip' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Pay online/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ask for the bill' })).not.toBeInTheDocument();
  });

  it('lets the signed-in guest tip and pay an order placed on another device', async () => {
    const order = makeOrder();
    mockFetch({
      ...MENU,
      [ORDER_URL]: { body: order },
      [`GET /api/v1/payment/menu/${SLUG}/payment-info`]: { body: { providers: ['test'] } },
      'POST /api/v1/customer/orders': { body: { items: [order], total: 1, page: 1, pageSize: 20 } },
    });
    renderMenuApp(PAGE);
    expect(await screen.findByRole('group', { name: 'Add a tip' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Pay online/ })).toBeInTheDocument();
    expect(screen.queryByText(/Only the guest who placed this order/)).not.toBeInTheDocument();
  });

  it('calls a waiter, follows the call until handled, and says when the table has called too often', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    rememberTableOrder();
    let presses = 0;
    const call = {
      id: '00000000-0000-4000-8000-0000000000b1',
      tableId: TABLE_ID,
      tableLabel: 'Hall · 3',
      kind: 'waiter',
      payWith: null,
      status: 'open',
      createdAt: '2025-05-01T12:10:00.000Z',
      handledAt: null,
    };
    mockFetch({
      ...MENU,
      [ORDER_URL]: { body: makeOrder() },
      ...waiterRoutes(true),
      [`POST /api/v1/waiter-call/${TABLE_ID}/create`]: () => {
        presses += 1;
        if (presses > 1)
          return { status: 429, body: { statusCode: 429, code: 'RATE_LIMITED', message: 'Slow down' } };
        return { body: call };
      },
    });
    const user = userEvent.setup();
    renderMenuApp(PAGE);

    await user.click(await screen.findByRole('button', { name: 'Call a waiter' }));
    expect(await screen.findByRole('heading', { name: 'Call sent' })).toBeInTheDocument();
    act(() =>
      FakeEventSource.last?.emit('waiter-call.updated', {
        call: { ...call, status: 'handled', handledAt: '2025-05-01T12:12:00.000Z' },
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Your call was answered' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Call again' }));
    expect(await screen.findByText(/You've called several times/)).toBeInTheDocument();
    expect(presses).toBe(2);
  });

  it('hides the waiter call when the venue switched calls off', async () => {
    rememberTableOrder();
    mockFetch({ ...MENU, [ORDER_URL]: { body: makeOrder() }, ...waiterRoutes(false) });
    renderMenuApp(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #7' })).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('button', { name: 'Call a waiter' })).not.toBeInTheDocument();
  });

  it('says so when the order does not exist', async () => {
    mockFetch({
      ...MENU,
      [ORDER_URL]: { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'Order not found' } },
    });
    renderMenuApp(PAGE);
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
  });
});
