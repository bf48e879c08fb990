import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { apiError } from '@/test/fixtures';
import { addPayWords, MENU_ROUTE, makeOrder, ORDER_SLUG, payResult, preloadPayPages } from './pay-fixture';
import { renderMenuApp, resetStore } from './render-menu';

const EXTERNAL_ID = 'test_Zx81kQpL0aVbN3cD';
const PAYMENT = {
  externalId: EXTERNAL_ID,
  orderSlug: ORDER_SLUG,
  menuSlug: 'linden-cafe',
  amount: 1150,
  currency: 'EUR',
  status: 'pending',
};
const routes = (payment = PAYMENT) => ({
  ...MENU_ROUTE,
  [`GET /api/v1/order/${ORDER_SLUG}`]: { body: makeOrder() },
  [`GET /api/v1/test/menu/payment/${EXTERNAL_ID}`]: { body: payment },
  'POST /api/v1/test/menu/complete': payResult('paid'),
  'POST /api/v1/menu/pay-result': payResult('paid'),
});
const PAGE = `/user/online-menu/test/checkout?payment=${EXTERNAL_ID}&back=x`;

describe('test checkout page', () => {
  beforeAll(preloadPayPages, 30_000);
  beforeEach(() => {
    resetStore();
    addPayWords();
  });

  it('shows the merchant, amount and order, clearly as a test', async () => {
    mockFetch(routes());
    renderMenuApp(PAGE);
    expect(await screen.findByRole('heading', { name: 'Linden Café' })).toBeInTheDocument();
    expect(screen.getByText('€11.50')).toBeInTheDocument();
    expect(await screen.findByText('#42')).toBeInTheDocument();
    expect(screen.getByText('Test mode · no real money moves')).toBeInTheDocument();
  });

  it.each([
    ['Approve payment', true],
    ['Decline payment', false],
  ])('%s answers the payment and goes to the order’s payment result', async (button, approve) => {
    const { calls } = mockFetch(routes());
    const user = userEvent.setup();
    const { router } = renderMenuApp(PAGE);
    await user.click(await screen.findByRole('button', { name: button }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/user/online-menu/linden-cafe/${ORDER_SLUG}/pay-result`),
    );
    expect(calls.find((c) => c.url.endsWith('/test/menu/complete'))?.body).toEqual({
      externalId: EXTERNAL_ID,
      approve,
    });
  });

  it('accepts the payment id as externalId too', async () => {
    mockFetch(routes());
    renderMenuApp(`/user/online-menu/test/checkout?externalId=${EXTERNAL_ID}`);
    expect(await screen.findByRole('button', { name: 'Approve payment' })).toBeInTheDocument();
  });

  it('does not offer to answer a payment already answered', async () => {
    mockFetch(routes({ ...PAYMENT, status: 'paid' }));
    renderMenuApp(PAGE);
    expect(await screen.findByText('This test payment is already approved.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve payment' })).not.toBeInTheDocument();
  });

  it('says when the payment is unknown', async () => {
    mockFetch({ ...routes(), [`GET /api/v1/test/menu/payment/${EXTERNAL_ID}`]: apiError(404, 'NOT_FOUND') });
    renderMenuApp(PAGE);
    expect(
      await screen.findByRole('heading', { name: "We couldn't find this test payment" }),
    ).toBeInTheDocument();
  });
});
