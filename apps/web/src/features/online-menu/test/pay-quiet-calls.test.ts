import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { apiError } from '@/test/fixtures';
import { startCheckout } from '../api/pay-checkout';
import { getPaymentInfo } from '../api/pay-info';
import { capturePaypal, getPayResult, stripePayStatus } from '../api/pay-result';
import { ORDER_SLUG, payResult } from './pay-fixture';

describe('payment calls are quiet (SPEC point 8)', () => {
  it('answer false instead of raising when the server refuses or fails', async () => {
    mockFetch({
      'GET /api/v1/payment/menu/linden-cafe/payment-info': apiError(500, 'INTERNAL_ERROR'),
      'POST /api/v1/stripe/menu/checkout': apiError(502, 'SERVICE_UNAVAILABLE'),
      'POST /api/v1/menu/pay-result': apiError(404, 'NOT_FOUND'),
      'POST /api/v1/paypal/menu/capture': apiError(409, 'CONFLICT'),
      'POST /api/v1/stripe/menu/pay-status': apiError(429, 'RATE_LIMITED'),
    });
    await expect(getPaymentInfo('linden-cafe')).resolves.toBe(false);
    await expect(startCheckout('/stripe/menu/checkout', ORDER_SLUG)).resolves.toBe(false);
    await expect(getPayResult(ORDER_SLUG)).resolves.toBe(false);
    await expect(capturePaypal('PP-1')).resolves.toBe(false);
    await expect(stripePayStatus(ORDER_SLUG, 'cs_1')).resolves.toBe(false);
  });

  it('answer false when the network is down', async () => {
    mockFetch({
      'GET /api/v1/payment/menu/linden-cafe/payment-info': () => Promise.reject(new TypeError('offline')),
    });
    await expect(getPaymentInfo('linden-cafe')).resolves.toBe(false);
  });

  it('keep a pending myPOS payment pending when myPOS itself cannot be asked', async () => {
    mockFetch({
      'POST /api/v1/menu/pay-result': payResult('pending', 'mypos'),
      'POST /api/v1/my-pos/menu/order-status': apiError(502, 'SERVICE_UNAVAILABLE'),
    });
    await expect(getPayResult(ORDER_SLUG)).resolves.toMatchObject({ status: 'pending', provider: 'mypos' });
  });
});
