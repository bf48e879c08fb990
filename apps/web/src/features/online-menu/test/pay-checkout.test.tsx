import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { apiError } from '@/test/fixtures';
import { leaveForProvider } from '../components/pay-leave';
import { addPayWords, MENU_ROUTE, makeOrder, ORDER_SLUG, preloadPayPages } from './pay-fixture';
import { renderMenuApp, resetStore } from './render-menu';

vi.mock('../components/pay-leave', () => ({ leaveForProvider: vi.fn() }));

const CHECKOUT = `/user/online-menu/linden-cafe/${ORDER_SLUG}/checkout`;
const routes = (providers: string[], extra = {}) => ({
  ...MENU_ROUTE,
  [`GET /api/v1/order/${ORDER_SLUG}`]: { body: makeOrder() },
  'GET /api/v1/payment/menu/linden-cafe/payment-info': { body: { providers } },
  'GET /api/v1/online-menu/customer/bonus/linden-cafe': apiError(401, 'UNAUTHENTICATED'),
  ...extra,
});

describe('checkout page', () => {
  beforeAll(preloadPayPages, 30_000);
  beforeEach(() => {
    resetStore();
    addPayWords();
    vi.mocked(leaveForProvider).mockClear();
  });

  it('shows the order with its tip and only the providers the menu enables', async () => {
    mockFetch(routes(['paypal', 'test']));
    renderMenuApp(CHECKOUT);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pay for your order' })).toBeInTheDocument();
    expect(screen.getByText('Order #42 · Table 3')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Your order' });
    expect(within(summary).getByText('Large · Oat milk')).toBeInTheDocument();
    expect(within(summary).getByText('€1.50')).toBeInTheDocument();
    expect(screen.getAllByText('€11.50').length).toBeGreaterThan(0);
    const methods = await screen.findByRole('region', { name: 'Choose how to pay' });
    const buttons = within(methods).getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('data-provider'))).toEqual(['paypal', 'test']);
    expect(within(methods).queryByText('Card')).not.toBeInTheDocument();
  });

  it('starts the chosen checkout and sends the guest to the provider', async () => {
    const { calls } = mockFetch(
      routes(['stripe', 'paypal'], {
        'POST /api/v1/paypal/menu/checkout': {
          body: { redirectUrl: 'https://www.sandbox.paypal.com/checkoutnow?token=PP-1', externalId: 'PP-1' },
        },
      }),
    );
    const user = userEvent.setup();
    renderMenuApp(CHECKOUT);
    await user.click(await screen.findByRole('button', { name: /PayPal/ }));
    await waitFor(() =>
      expect(leaveForProvider).toHaveBeenCalledWith({
        kind: 'redirect',
        url: 'https://www.sandbox.paypal.com/checkoutnow?token=PP-1',
      }),
    );
    expect(calls.find((c) => c.url.endsWith('/paypal/menu/checkout'))?.body).toEqual({
      orderSlug: ORDER_SLUG,
    });
  });

  it('opens the test provider page inside the app', async () => {
    mockFetch(
      routes(['test'], {
        'POST /api/v1/test/menu/checkout': {
          body: {
            redirectUrl: '/user/online-menu/test/checkout?payment=test_abcdefgh&back=x',
            externalId: 'test_abcdefgh',
          },
        },
      }),
    );
    const user = userEvent.setup();
    const { router } = renderMenuApp(CHECKOUT);
    await user.click(await screen.findByRole('button', { name: /Test payment/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/online-menu/test/checkout'));
    expect(router.state.location.search).toContain('payment=test_abcdefgh');
    expect(leaveForProvider).not.toHaveBeenCalled();
  });

  it('says the payment did not start when the quiet checkout call fails, and reads the ways to pay again', async () => {
    const { calls } = mockFetch(
      routes(['test'], {
        'POST /api/v1/test/menu/checkout': apiError(502, 'SERVICE_UNAVAILABLE'),
      }),
    );
    const user = userEvent.setup();
    renderMenuApp(CHECKOUT);
    await user.click(await screen.findByRole('button', { name: /Test payment/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "The payment didn't start, and nothing was charged. Try again, or choose another way to pay.",
    );
    expect(screen.getByRole('button', { name: /Test payment/ })).toBeEnabled();
    await waitFor(() =>
      expect(calls.filter((c) => c.url.endsWith('/payment-info')).length).toBeGreaterThanOrEqual(2),
    );
    expect(leaveForProvider).not.toHaveBeenCalled();
  });

  it('says when the order was paid meanwhile and links to it', async () => {
    let orderReads = 0;
    mockFetch(
      routes(['test'], {
        [`GET /api/v1/order/${ORDER_SLUG}`]: () => {
          orderReads += 1;
          return { body: makeOrder({ paid: orderReads > 1 }) };
        },
        'POST /api/v1/test/menu/checkout': {
          status: 409,
          body: { statusCode: 409, code: 'CONFLICT', message: 'paid', details: { reason: 'already-paid' } },
        },
      }),
    );
    const user = userEvent.setup();
    renderMenuApp(CHECKOUT);
    await user.click(await screen.findByRole('button', { name: /Test payment/ }));
    expect(await screen.findByRole('heading', { name: 'This order is already paid' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View my order' })).toHaveAttribute(
      'href',
      `/user/online-menu/linden-cafe/${ORDER_SLUG}/order`,
    );
  });

  it('offers to try again when the ways to pay cannot be loaded', async () => {
    let failing = true;
    mockFetch(
      routes(['paypal'], {
        'GET /api/v1/payment/menu/linden-cafe/payment-info': () =>
          failing ? apiError(500, 'INTERNAL_ERROR') : { body: { providers: ['paypal'] } },
      }),
    );
    const user = userEvent.setup();
    renderMenuApp(CHECKOUT);
    expect(await screen.findByRole('alert')).toHaveTextContent(/Something went wrong/);
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: /PayPal/ })).toBeEnabled();
  });

  it('sends an order that is already paid to its order page', async () => {
    mockFetch(routes(['test'], { [`GET /api/v1/order/${ORDER_SLUG}`]: { body: makeOrder({ paid: true }) } }));
    const { router } = renderMenuApp(CHECKOUT);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/user/online-menu/linden-cafe/${ORDER_SLUG}/order`),
    );
  });

  it('spends the bonus on the order and shows the new total', async () => {
    const { calls } = mockFetch(
      routes(['test'], {
        'GET /api/v1/online-menu/customer/bonus/linden-cafe': { body: { ratePercent: 5, balance: 300 } },
        'POST /api/v1/online-menu/customer/take-bonus': { body: makeOrder({ bonusSpent: 300, total: 850 }) },
      }),
    );
    const user = userEvent.setup();
    renderMenuApp(CHECKOUT);
    expect(await screen.findByText('€3.00 available to spend')).toBeInTheDocument();
    expect(screen.getByText('Paying this order earns you €0.50 in bonus (5%).')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use €3.00 of bonus' }));
    expect(await screen.findByText('-€3.00')).toBeInTheDocument();
    expect(screen.getAllByText('€8.50').length).toBeGreaterThan(0);
    expect(calls.find((c) => c.url.endsWith('/take-bonus'))?.body).toEqual({ orderSlug: ORDER_SLUG });
    expect(screen.getByRole('button', { name: /Stop using bonus/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says when the menu takes no online payment', async () => {
    mockFetch(routes([]));
    renderMenuApp(CHECKOUT);
    expect(
      await screen.findByRole('heading', { name: "Online payment isn't available here" }),
    ).toBeInTheDocument();
  });
});
