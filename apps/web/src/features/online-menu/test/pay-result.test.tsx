import { screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { apiError } from '@/test/fixtures';
import { GIVE_UP_AFTER_MS, POLL_INTERVAL_MS } from '../components/pay-use-confirmation';
import { addPayWords, MENU_ROUTE, makeOrder, ORDER_SLUG, payResult, preloadPayPages } from './pay-fixture';
import { renderMenuApp, resetStore } from './render-menu';

const BASE = `/user/online-menu/linden-cafe/${ORDER_SLUG}`;
const ORDER = { [`GET /api/v1/order/${ORDER_SLUG}`]: { body: makeOrder({ paid: true }) } };

describe('payment result', () => {
  beforeAll(preloadPayPages, 30_000);
  beforeEach(() => {
    resetStore();
    addPayWords();
  });

  it('polls until the payment is paid, then thanks the guest and links to the order', async () => {
    let asked = 0;
    const { calls } = mockFetch({
      ...MENU_ROUTE,
      ...ORDER,
      'POST /api/v1/menu/pay-result': () => {
        asked += 1;
        return payResult(asked < 2 ? 'pending' : 'paid');
      },
    });
    renderMenuApp(`${BASE}/pay-result`);
    expect(await screen.findByRole('heading', { name: 'Confirming your payment…' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Payment received' }, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Thank you! €11.50 paid for order #42.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View my order' })).toHaveAttribute('href', `${BASE}/order`);
    expect(screen.getByText(/Opening your order in \d s/)).toBeInTheDocument();
    expect(calls.find((c) => c.url.endsWith('/menu/pay-result'))?.body).toEqual({
      orderSlug: ORDER_SLUG,
    });
  });

  it('captures a PayPal payment first when PayPal sent the guest back', async () => {
    const { calls } = mockFetch({
      ...MENU_ROUTE,
      ...ORDER,
      'POST /api/v1/paypal/menu/capture': payResult('paid', 'paypal'),
    });
    renderMenuApp(`${BASE}/pay-result?token=PP-ORDER-9&PayerID=X`);
    expect(await screen.findByRole('heading', { name: 'Payment received' })).toBeInTheDocument();
    const captures = calls.filter((c) => c.url.endsWith('/paypal/menu/capture'));
    expect(captures).toHaveLength(1);
    expect(captures[0]?.body).toEqual({ orderId: 'PP-ORDER-9' });
  });

  it('asks myPOS itself about a myPOS payment that is still pending', async () => {
    const { calls } = mockFetch({
      ...MENU_ROUTE,
      ...ORDER,
      'POST /api/v1/menu/pay-result': payResult('pending', 'mypos'),
      'POST /api/v1/my-pos/menu/order-status': payResult('paid', 'mypos'),
    });
    renderMenuApp(`${BASE}/pay-result`);
    expect(await screen.findByRole('heading', { name: 'Payment received' })).toBeInTheDocument();
    expect(calls.find((c) => c.url.endsWith('/my-pos/menu/order-status'))?.body).toEqual({
      orderSlug: ORDER_SLUG,
    });
  });

  it('offers to pay again when the payment failed', async () => {
    mockFetch({ ...MENU_ROUTE, ...ORDER, 'POST /api/v1/menu/pay-result': payResult('failed') });
    renderMenuApp(`${BASE}/pay-result`);
    expect(await screen.findByRole('heading', { name: "The payment didn't go through" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try paying again' })).toHaveAttribute(
      'href',
      `${BASE}/checkout`,
    );
  });

  it('asks Stripe about the session when back from Stripe Checkout', async () => {
    const { calls } = mockFetch({
      ...MENU_ROUTE,
      ...ORDER,
      'POST /api/v1/stripe/menu/pay-status': payResult('paid', 'stripe'),
    });
    renderMenuApp(`${BASE}/stripe/capture?session_id=cs_test_123`);
    expect(await screen.findByRole('heading', { name: 'Payment received' })).toBeInTheDocument();
    expect(calls.find((c) => c.url.endsWith('/stripe/menu/pay-status'))?.body).toEqual({
      orderSlug: ORDER_SLUG,
      sessionId: 'cs_test_123',
    });
  });

  it('asks how the payment stands when the quiet confirmation fails: a refused payment did not go through', async () => {
    const { calls } = mockFetch({
      ...MENU_ROUTE,
      ...ORDER,
      'POST /api/v1/stripe/menu/pay-status': {
        status: 409,
        body: { statusCode: 409, code: 'CONFLICT', message: 'x', details: { reason: 'order-changed' } },
      },
      'POST /api/v1/menu/pay-result': payResult('failed', 'stripe'),
    });
    renderMenuApp(`${BASE}/stripe/capture?session_id=cs_test_123`);
    expect(await screen.findByRole('heading', { name: "The payment didn't go through" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try paying again' })).toHaveAttribute(
      'href',
      `${BASE}/checkout`,
    );
    expect(calls.filter((c) => c.url.endsWith('/stripe/menu/pay-status'))).toHaveLength(1);
  });

  it('confirms a payment the provider settled itself when the capture call fails', async () => {
    mockFetch({
      ...MENU_ROUTE,
      ...ORDER,
      'POST /api/v1/paypal/menu/capture': apiError(502, 'SERVICE_UNAVAILABLE'),
      'POST /api/v1/menu/pay-result': payResult('paid', 'paypal'),
    });
    renderMenuApp(`${BASE}/pay-result?token=PP-1`);
    expect(await screen.findByRole('heading', { name: 'Payment received' })).toBeInTheDocument();
  });

  it('keeps checking while the payment calls fail, then says it is still waiting', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let asked = 0;
    mockFetch({
      ...MENU_ROUTE,
      ...ORDER,
      'POST /api/v1/menu/pay-result': () => {
        asked += 1;
        return apiError(503, 'SERVICE_UNAVAILABLE');
      },
    });
    renderMenuApp(`${BASE}/pay-result`);
    expect(await screen.findByRole('heading', { name: 'Confirming your payment…' })).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 2 + 100);
    expect(asked).toBeGreaterThanOrEqual(2);
    expect(screen.getByRole('heading', { name: 'Confirming your payment…' })).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(GIVE_UP_AFTER_MS);
    expect(
      await screen.findByRole('heading', { name: 'Still waiting for confirmation' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check again' })).toBeInTheDocument();
  });
});
