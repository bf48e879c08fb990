import type { TPaymentProvider, TPaymentRefund, TPaymentsToRefund } from '@guestloop/contracts';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import * as orders from '../orders';
import { enabledSettings } from './payment-settings.service';
import * as repo from './payments.repo';
import type { PaymentContext } from './payments.service';

/**
 * Gives back a payment that did not pay its order (status 'refund-needed'), through the
 * provider's refund call: 'refunded' once the provider took the refund. Where that cannot
 * happen — the provider has no refund call of ours, its settings are gone, or it refused or did
 * not answer — the payment stays 'refund-needed': staff see it in their list of payments to give
 * back, where they can try again or say they gave it back by hand, and the next report of that
 * payment tries again too.
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
    await adapter.refund(
      {
        externalId: payment.externalId,
        reference: payment.providerRef,
        amount: payment.amount,
        currency: payment.currency,
      },
      settings,
    );
  } catch (error) {
    ctx.log.error({ ...about, err: error }, 'refunding a payment failed; it is left for staff');
    return 'refund-needed';
  }
  await repo.changePaymentStatus(ctx.db, payment.id, 'refund-needed', 'refunded');
  return 'refunded';
}

const notOwed = () =>
  new AppError(409, 'CONFLICT', 'The payment is not waiting to be given back', {
    reason: 'not-refund-needed',
  });

/** GET /online-menu/payments/refunds: the company's payments still to give back. */
export async function paymentsToRefund(db: Db, structureId: string): Promise<TPaymentsToRefund> {
  const rows = await repo.paymentsToRefund(db, structureId);
  return {
    items: rows.map((row) => ({
      ...row,
      provider: row.provider as TPaymentProvider,
      flaggedAt: row.flaggedAt.toISOString(),
    })),
  };
}

async function owedPayment(db: Db, structureId: string, id: string) {
  const payment = await repo.companyPayment(db, structureId, id);
  if (!payment) throw notFound('Payment');
  if (payment.status !== 'refund-needed') throw notOwed();
  return payment;
}

/** POST /online-menu/payments/{id}/retry-refund: asks the provider to give it back once more. */
export async function retryRefund(
  ctx: PaymentContext,
  structureId: string,
  id: string,
): Promise<TPaymentRefund> {
  await refundPayment(ctx, await owedPayment(ctx.db, structureId, id));
  // Read again: a report of the payment may have settled it meanwhile.
  const after = await repo.companyPayment(ctx.db, structureId, id);
  return { id, status: after?.status === 'refunded' ? 'refunded' : 'refund-needed' };
}

/** POST /online-menu/payments/{id}/mark-refunded: staff gave the money back outside the product. */
export async function markRefunded(
  ctx: PaymentContext,
  structureId: string,
  id: string,
  userId: string,
): Promise<TPaymentRefund> {
  const payment = await owedPayment(ctx.db, structureId, id);
  if (!(await repo.changePaymentStatus(ctx.db, payment.id, 'refund-needed', 'refunded'))) throw notOwed();
  ctx.log.info({ paymentId: id, userId, amount: payment.amount }, 'staff gave a payment back by hand');
  return { id, status: 'refunded' };
}
