import { type TPayResult, ZPayResult } from '@guestloop/contracts';
import { api } from '@/lib/api-client';

/**
 * POST /menu/pay-result: how the order's latest payment stands. A myPOS payment still pending
 * is asked of myPOS itself (POST /my-pos/menu/order-status), in case its notice has not come.
 */
export async function getPayResult(orderSlug: string, signal?: AbortSignal): Promise<TPayResult> {
  const result = await api.post('/menu/pay-result', { orderSlug }, { schema: ZPayResult, signal });
  if (result.provider !== 'mypos' || result.status !== 'pending') return result;
  return api.post('/my-pos/menu/order-status', { orderSlug }, { schema: ZPayResult, signal });
}

/** POST /paypal/menu/capture: back from PayPal (`?token=` is PayPal's order id), take the money. */
export function capturePaypal(orderId: string): Promise<TPayResult> {
  return api.post('/paypal/menu/capture', { orderId }, { schema: ZPayResult });
}

/** POST /stripe/menu/pay-status: back from Stripe, ask how the Checkout Session stands. */
export function stripePayStatus(orderSlug: string, sessionId: string): Promise<TPayResult> {
  return api.post('/stripe/menu/pay-status', { orderSlug, sessionId }, { schema: ZPayResult });
}
