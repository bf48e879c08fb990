import { type TPayResult, ZPayResult } from '@guestloop/contracts';
import { api } from '@/lib/api-client';

// Payment calls are quiet (SPEC point 8): each answers false when it failed, never an error.

/**
 * POST /menu/pay-result: how the order's latest payment stands. A myPOS payment still pending
 * is asked of myPOS itself (POST /my-pos/menu/order-status), in case its notice has not come;
 * if myPOS cannot be asked, the payment is still pending as far as anyone knows.
 */
export async function getPayResult(orderSlug: string, signal?: AbortSignal): Promise<TPayResult | false> {
  const result = await api.post(
    '/menu/pay-result',
    { orderSlug },
    { schema: ZPayResult, signal, quiet: true },
  );
  if (result === false || result.provider !== 'mypos' || result.status !== 'pending') return result;
  const asked = await api.post(
    '/my-pos/menu/order-status',
    { orderSlug },
    { schema: ZPayResult, signal, quiet: true },
  );
  return asked === false ? result : asked;
}

/** POST /paypal/menu/capture: back from PayPal (`?token=` is PayPal's order id), take the money. */
export function capturePaypal(orderId: string): Promise<TPayResult | false> {
  return api.post('/paypal/menu/capture', { orderId }, { schema: ZPayResult, quiet: true });
}

/** POST /stripe/menu/pay-status: back from Stripe, ask how the Checkout Session stands. */
export function stripePayStatus(orderSlug: string, sessionId: string): Promise<TPayResult | false> {
  return api.post('/stripe/menu/pay-status', { orderSlug, sessionId }, { schema: ZPayResult, quiet: true });
}
