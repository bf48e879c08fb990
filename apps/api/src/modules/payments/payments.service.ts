import type {
  TCheckout,
  TPaymentProvider,
  TPaymentStatus,
  TPayResult,
  TTestPayment,
} from '@guestloop/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import type { SecretBox } from '../../lib/secret-box';
import type { PaymentAdapter, PaymentAdapters, ProviderPayment } from '../../providers/payments';
import { settleOrderBonus } from '../bonuses';
import { recordEvent } from '../events';
import * as orders from '../orders';
import { toOrder } from '../orders';
import { refundPayment } from './payment-refunds.service';
import { enabledSettings } from './payment-settings.service';
import * as repo from './payments.repo';

export interface PaymentContext {
  db: Db;
  box: SecretBox;
  adapters: PaymentAdapters;
  publicUrl: string;
  log: FastifyBaseLogger;
}

export const conflict = (reason: string, message: string, more: Record<string, unknown> = {}) =>
  new AppError(409, 'CONFLICT', message, { reason, ...more });

/** Why a provider's paid report does not pay its order; what it took is given back. */
type Refusal = 'amount-mismatch' | 'already-paid' | 'order-changed';

const REFUSALS: Record<Refusal, string> = {
  'amount-mismatch': 'The payment report does not match what was asked',
  'already-paid': 'The order is already paid',
  'order-changed': "The order's total changed after this payment started",
};

type Settled =
  | { kind: 'applied' }
  | { kind: 'refused'; reason: Refusal; payment: repo.PaymentRow }
  | { kind: 'refund-due'; payment: repo.PaymentRow };

function refusalOf(
  payment: repo.PaymentRow,
  order: orders.OrderRow,
  reported: ProviderPayment,
): Refusal | null {
  if (reported.amount !== payment.amount || reported.currency?.toUpperCase() !== payment.currency)
    return 'amount-mismatch';
  if (order.paid) return 'already-paid';
  // A tip or bonus changed after checkout: what was paid is no longer the order's total.
  if (order.total !== payment.amount || order.currency !== payment.currency) return 'order-changed';
  return null;
}

/** Stored states beyond the wire's: a payment given back (or still to be) did not pay the order. */
const wireStatus = (stored: string): TPaymentStatus =>
  stored === 'paid' || stored === 'pending' ? stored : 'failed';

export function adapterFor(ctx: PaymentContext, provider: TPaymentProvider): PaymentAdapter {
  const adapter = ctx.adapters[provider];
  if (!adapter) throw notFound('Payment provider');
  return adapter;
}

export const checkoutOrder = (order: orders.OrderRow) => ({
  slug: order.slug,
  number: order.number,
  total: order.total,
  currency: order.currency,
});

/** Where a provider sends the guest back and posts its notices, for one order. */
export function checkoutUrls(ctx: PaymentContext, provider: TPaymentProvider, order: orders.OrderRow) {
  const base = `${ctx.publicUrl}/user/online-menu/${order.menuSlug}/${order.slug}`;
  const api = `${ctx.publicUrl}/api/v1`;
  return {
    successUrl:
      provider === 'stripe' ? `${base}/stripe/capture?session_id={externalId}` : `${base}/pay-result`,
    cancelUrl: `${base}/checkout`,
    notifyUrl: `${api}/my-pos/menu/notify/${order.menuSlug}`,
    formPageUrl: `${api}/my-pos/menu/pay/{externalId}`,
  };
}

/** Starts paying an order online: the order must be unpaid and the provider enabled on its menu. */
export async function checkout(
  ctx: PaymentContext,
  provider: TPaymentProvider,
  orderSlug: string,
): Promise<TCheckout> {
  const order = await orders.findBySlug(ctx.db, orderSlug);
  if (!order?.menuId || order.status === 'cancelled') throw notFound('Order');
  if (order.paid) throw conflict('already-paid', REFUSALS['already-paid']);
  const settings = await enabledSettings(ctx.db, ctx.box, order.menuId, provider);
  if (!settings) throw notFound('Payment provider');
  const started = await adapterFor(ctx, provider)
    .checkout({ order: checkoutOrder(order), ...checkoutUrls(ctx, provider, order), settings })
    .catch((error: unknown) => {
      ctx.log.error({ err: error, provider }, 'payment checkout failed');
      throw new AppError(502, 'SERVICE_UNAVAILABLE', 'The payment service did not answer; try again');
    });
  const recorded = await ctx.db.transaction(async (tx) => {
    // Paid while the provider was asked (another payment, or staff): this one must not start.
    const current = await orders.findOrderById(tx, order.id, true);
    if (!current || current.paid) return false;
    await repo.insertPayment(tx, {
      structureId: order.structureId,
      orderId: order.id,
      provider,
      externalId: started.externalId,
      amount: order.total,
      currency: order.currency,
    });
    return true;
  });
  if (!recorded) throw conflict('already-paid', REFUSALS['already-paid']);
  return started;
}

/** Keeps the reference a paid report names (a later refund needs it), the first time one comes. */
async function keptReference(tx: Tx, payment: repo.PaymentRow, reported: ProviderPayment) {
  if (reported.status !== 'paid' || !reported.reference || payment.providerRef) return payment;
  await repo.keepProviderRef(tx, payment.id, reported.reference);
  return { ...payment, providerRef: reported.reference };
}

/**
 * Applies what a provider reported for one of its payments. Idempotent: a payment already paid
 * is left as it is (a replayed callback changes nothing). Payments of one order settle one at a
 * time (the order's row is locked) and only an unpaid order is marked paid, so a second payment
 * never pays it again. A paid report that cannot pay the order (another amount or currency than
 * asked, the order paid already, its total changed) is refused with 409, kept in payment_events,
 * and what it took is given back (`refundPayment`).
 */
export async function settle(
  ctx: PaymentContext,
  provider: TPaymentProvider,
  externalId: string,
  reported: ProviderPayment,
  eventId = `${externalId}:${reported.status}`,
): Promise<TPayResult> {
  const event = { provider, eventId, payload: reported };
  const settled = await ctx.db.transaction(async (tx): Promise<Settled> => {
    const locked = await repo.lockPayment(tx, provider, externalId);
    if (!locked) throw notFound('Payment');
    const payment = await keptReference(tx, locked, reported);
    if (payment.status === 'refund-needed') {
      // The service took it back itself (myPOS reverses a notice the shop did not accept).
      if (reported.status === 'failed') await repo.setPaymentStatus(tx, payment.id, 'refunded');
      return reported.status === 'failed' ? { kind: 'applied' } : { kind: 'refund-due', payment };
    }
    if (payment.status === 'paid' || payment.status === 'refunded' || reported.status === 'pending')
      return { kind: 'applied' };
    if (reported.status === 'failed') {
      await repo.setPaymentStatus(tx, payment.id, 'failed');
      return { kind: 'applied' };
    }
    const order = await orders.findOrderById(tx, payment.orderId, true);
    if (!order) throw notFound('Payment');
    const reason = refusalOf(payment, order, reported);
    const paidOrder = reason ? null : await repo.markOrderPaid(tx, order.id, provider);
    if (!paidOrder) {
      // Flagged in this transaction, so the money is never forgotten if giving it back fails.
      await repo.setPaymentStatus(tx, payment.id, 'refund-needed');
      const refusal = reason ?? 'already-paid';
      await repo.recordEvent(tx, { ...event, paymentId: payment.id, accepted: false, reason: refusal });
      return { kind: 'refused', reason: refusal, payment };
    }
    await repo.setPaymentStatus(tx, payment.id, 'paid');
    await settleOrderBonus(tx, paidOrder);
    await recordEvent(tx, paidOrder.structureId, 'order.updated', { order: toOrder(paidOrder) });
    await repo.recordEvent(tx, { ...event, paymentId: payment.id, accepted: true, reason: null });
    return { kind: 'applied' };
  });
  if (settled.kind !== 'applied') {
    const refund = await refundPayment(ctx, settled.payment);
    if (settled.kind === 'refused') {
      ctx.log.warn({ provider, externalId, reported, reason: settled.reason, refund }, 'payment refused');
      throw conflict(settled.reason, REFUSALS[settled.reason], { refund });
    }
  }
  const payment = await repo.findPayment(ctx.db, provider, externalId);
  const order = payment ? await orders.findOrderById(ctx.db, payment.orderId) : null;
  if (!payment || !order) throw notFound('Payment');
  return { orderSlug: order.slug, status: wireStatus(payment.status), paid: order.paid, provider };
}

/** POST /menu/pay-result {orderSlug}: how the order's latest payment stands. */
export async function payResult(db: Db, orderSlug: string): Promise<TPayResult> {
  const order = await orders.findBySlug(db, orderSlug);
  if (!order) throw notFound('Order');
  const payment = await repo.latestPaymentOfOrder(db, order.id);
  return {
    orderSlug,
    status: order.paid ? 'paid' : payment ? wireStatus(payment.status) : 'pending',
    paid: order.paid,
    provider: (payment?.provider as TPaymentProvider | undefined) ?? null,
  };
}

/** The test checkout page: what is being paid. */
export async function testPayment(db: Db, externalId: string): Promise<TTestPayment> {
  const payment = await repo.findPayment(db, 'test', externalId);
  const order = payment ? await orders.findOrderById(db, payment.orderId) : null;
  if (!payment || !order) throw notFound('Payment');
  return {
    externalId,
    orderSlug: order.slug,
    menuSlug: order.menuSlug,
    amount: payment.amount,
    currency: payment.currency,
    status: wireStatus(payment.status),
  };
}

/** The tester's answer on the test checkout page, settled like a provider's callback. */
export async function completeTestPayment(ctx: PaymentContext, externalId: string, approve: boolean) {
  const payment = await repo.findPayment(ctx.db, 'test', externalId);
  if (!payment) throw notFound('Payment');
  const reported: ProviderPayment = approve
    ? { status: 'paid', amount: payment.amount, currency: payment.currency }
    : { status: 'failed', amount: null, currency: null };
  return settle(ctx, 'test', externalId, reported);
}

/**
 * Asks a provider how one of its payments stands, then settles it (the guest is back from its
 * page). With `orderSlug`, the payment must belong to that order.
 */
export async function refreshPayment(
  ctx: PaymentContext,
  provider: TPaymentProvider,
  externalId: string,
  orderSlug?: string,
) {
  const payment = await repo.findPayment(ctx.db, provider, externalId);
  const order = payment ? await orders.findOrderById(ctx.db, payment.orderId) : null;
  if (!order?.menuId || !payment || (orderSlug !== undefined && order.slug !== orderSlug))
    throw notFound('Payment');
  const settings = await enabledSettings(ctx.db, ctx.box, order.menuId, provider);
  if (!settings) throw notFound('Payment provider');
  const reported = await adapterFor(ctx, provider)
    .status(externalId, settings)
    .catch((error: unknown) => {
      ctx.log.error({ err: error, provider }, 'payment status check failed');
      throw new AppError(502, 'SERVICE_UNAVAILABLE', 'The payment service did not answer; try again');
    });
  return settle(ctx, provider, externalId, reported);
}
