import type { TCheckout, TPaymentProvider, TPayResult, TTestPayment } from '@guestloop/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import type { SecretBox } from '../../lib/secret-box';
import type { PaymentAdapter, PaymentAdapters, ProviderPayment } from '../../providers/payments';
import { settleOrderBonus } from '../bonuses/bonuses.service';
import { publish } from '../live/live.service';
import * as orders from '../orders/orders.repo';
import { toOrder } from '../orders/orders.service';
import { enabledSettings } from './payment-settings.service';
import * as repo from './payments.repo';

export interface PaymentContext {
  db: Db;
  box: SecretBox;
  adapters: PaymentAdapters;
  publicUrl: string;
  log: FastifyBaseLogger;
}

export const conflict = (reason: string, message: string) =>
  new AppError(409, 'CONFLICT', message, { reason });

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
  if (order.paid) throw conflict('already-paid', 'The order is already paid');
  const settings = await enabledSettings(ctx.db, ctx.box, order.menuId, provider);
  if (!settings) throw notFound('Payment provider');
  const started = await adapterFor(ctx, provider)
    .checkout({ order: checkoutOrder(order), ...checkoutUrls(ctx, provider, order), settings })
    .catch((error: unknown) => {
      ctx.log.error({ err: error, provider }, 'payment checkout failed');
      throw new AppError(502, 'SERVICE_UNAVAILABLE', 'The payment service did not answer; try again');
    });
  await repo.insertPayment(ctx.db, {
    structureId: order.structureId,
    orderId: order.id,
    provider,
    externalId: started.externalId,
    amount: order.total,
    currency: order.currency,
  });
  return started;
}

/**
 * Applies what a provider reported for one of its payments. Idempotent: a payment already paid
 * is left as it is (a replayed callback changes nothing). A paid report whose amount or currency
 * differs from what was asked is refused, kept in payment_events and logged.
 */
export async function settle(
  ctx: PaymentContext,
  provider: TPaymentProvider,
  externalId: string,
  reported: ProviderPayment,
  eventId = `${externalId}:${reported.status}`,
): Promise<TPayResult> {
  const refusal = await ctx.db.transaction(async (tx) => {
    const payment = await repo.lockPayment(tx, provider, externalId);
    if (!payment) return { reason: 'unknown-payment' as const, paymentId: null };
    if (payment.status === 'paid' || reported.status === 'pending') return null;
    if (reported.status === 'failed') {
      await repo.setPaymentStatus(tx, payment.id, 'failed');
      return null;
    }
    const matches =
      reported.amount === payment.amount && reported.currency?.toUpperCase() === payment.currency;
    if (!matches) return { reason: 'amount-mismatch' as const, paymentId: payment.id };
    // A tip or bonus changed after checkout: what was paid is no longer the order's total.
    const current = await orders.findOrderById(tx, payment.orderId, true);
    if (!current || current.total !== payment.amount || current.currency !== payment.currency) {
      return { reason: 'order-changed' as const, paymentId: payment.id };
    }
    await repo.setPaymentStatus(tx, payment.id, 'paid');
    const order = await orders.updateOrder(tx, payment.orderId, {
      paid: true,
      paidAt: new Date(),
      paymentMethod: provider,
    });
    await settleOrderBonus(tx, order);
    await publish(tx, order.structureId, 'order.updated', { order: toOrder(order) });
    await repo.recordEvent(tx, {
      provider,
      eventId,
      paymentId: payment.id,
      accepted: true,
      reason: null,
      payload: reported,
    });
    return null;
  });
  if (refusal) {
    if (refusal.reason === 'unknown-payment') throw notFound('Payment');
    await repo.recordEvent(ctx.db, { provider, eventId, ...refusal, accepted: false, payload: reported });
    ctx.log.warn({ provider, externalId, reported, reason: refusal.reason }, 'payment callback refused');
    throw conflict(refusal.reason, 'The payment report does not match the order');
  }
  const payment = await repo.findPayment(ctx.db, provider, externalId);
  const order = payment ? await orders.findOrderById(ctx.db, payment.orderId) : null;
  if (!payment || !order) throw notFound('Payment');
  return {
    orderSlug: order.slug,
    status: payment.status as TPayResult['status'],
    paid: order.paid,
    provider,
  };
}

/** POST /menu/pay-result {orderSlug}: how the order's latest payment stands. */
export async function payResult(db: Db, orderSlug: string): Promise<TPayResult> {
  const order = await orders.findBySlug(db, orderSlug);
  if (!order) throw notFound('Order');
  const payment = await repo.latestPaymentOfOrder(db, order.id);
  return {
    orderSlug,
    status: order.paid ? 'paid' : ((payment?.status as TPayResult['status'] | undefined) ?? 'pending'),
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
    status: payment.status as TTestPayment['status'],
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
