import type { TPaymentProvider } from '@guestloop/contracts';
import * as orders from '../orders';
import { enabledSettings } from './payment-settings.service';
import * as repo from './payments.repo';
import type { PaymentContext } from './payments.service';

/**
 * Gives back a payment that did not pay its order (status 'refund-needed'), through the
 * provider's refund call: 'refunded' once the provider took the refund. Where that cannot
 * happen — the provider has no refund call of ours (myPOS), its settings are gone, or it refused
 * or did not answer — the payment stays 'refund-needed' for staff to give back by hand, and the
 * next report of that payment tries again (the providers see one refund per payment).
 */
export async function refundPayment(
  ctx: PaymentContext,
  payment: repo.PaymentRow,
): Promise<'refunded' | 'refund-needed'> {
  const provider = payment.provider as TPaymentProvider;
  const adapter = ctx.adapters[provider];
  const order = await orders.findOrderById(ctx.db, payment.orderId);
  const settings =
    adapter?.refund && order?.menuId ? await enabledSettings(ctx.db, ctx.box, order.menuId, provider) : null;
  const about = {
    provider,
    externalId: payment.externalId,
    orderId: payment.orderId,
    amount: payment.amount,
  };
  if (!adapter?.refund || !settings || !payment.externalId) {
    ctx.log.error(about, 'a payment that did not pay its order must be refunded by staff');
    return 'refund-needed';
  }
  try {
    await adapter.refund(payment.externalId, settings);
  } catch (error) {
    ctx.log.error({ ...about, err: error }, 'refunding a payment failed; it is left for staff');
    return 'refund-needed';
  }
  await repo.changePaymentStatus(ctx.db, payment.id, 'refund-needed', 'refunded');
  return 'refunded';
}
