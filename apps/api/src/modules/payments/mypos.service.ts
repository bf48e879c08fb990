import type { TPayResult } from '@guestloop/contracts';
import { AppError, notFound } from '../../lib/errors';
import type { WalletKind } from '../../providers/payments';
import { myposPurchaseForm, newMyposOrderId, readMyposNotice } from '../../providers/payments/mypos';
import * as orders from '../orders';
import { enabledSettings } from './payment-settings.service';
import * as repo from './payments.repo';
import {
  adapterFor,
  checkoutOrder,
  checkoutUrls,
  conflict,
  type PaymentContext,
  refreshPayment,
  settle,
} from './payments.service';

/** myPOS (SPEC point 7 "Payments", /my-pos/menu/…): its form page, wallets, status and notices. */

const unavailable = () =>
  new AppError(502, 'SERVICE_UNAVAILABLE', 'The payment service did not answer; try again');

/**
 * The signed IPCPurchase form of a payment still to be made, for the page that posts it to
 * myPOS. It asks for the payment's amount (what settling compares with), not a later total.
 */
export async function purchaseForm(ctx: PaymentContext, apiUrl: string, externalId: string) {
  const payment = await repo.findPayment(ctx.db, 'mypos', externalId);
  const order = payment ? await orders.findOrderById(ctx.db, payment.orderId) : null;
  if (!payment || !order?.menuId || payment.status !== 'pending' || order.paid) throw notFound('Payment');
  const settings = await enabledSettings(ctx.db, ctx.box, order.menuId, 'mypos');
  if (!settings) throw notFound('Payment provider');
  return myposPurchaseForm(apiUrl, {
    externalId,
    order: { ...checkoutOrder(order), total: payment.amount, currency: payment.currency },
    ...checkoutUrls(ctx, 'mypos', order),
    settings,
  });
}

/**
 * POST /my-pos/menu/google-pay and /apple-pay: pays the order at once with the wallet's token.
 * The payment row is written before myPOS is asked, so an answer is never without its payment.
 */
export async function walletPay(
  ctx: PaymentContext,
  kind: WalletKind,
  orderSlug: string,
  token: string,
): Promise<TPayResult> {
  const order = await orders.findBySlug(ctx.db, orderSlug);
  if (!order?.menuId || order.status === 'cancelled') throw notFound('Order');
  if (order.paid) throw conflict('already-paid', 'The order is already paid');
  const settings = await enabledSettings(ctx.db, ctx.box, order.menuId, 'mypos');
  const adapter = adapterFor(ctx, 'mypos');
  if (!settings || !adapter.walletPay) throw notFound('Payment provider');
  const externalId = newMyposOrderId(order.slug);
  await repo.insertPayment(ctx.db, {
    structureId: order.structureId,
    orderId: order.id,
    provider: 'mypos',
    externalId,
    amount: order.total,
    currency: order.currency,
  });
  const reported = await adapter
    .walletPay({ kind, externalId, order: checkoutOrder(order), token, settings })
    .catch((error: unknown) => {
      ctx.log.error({ err: error, provider: 'mypos', kind }, 'wallet payment failed');
      throw unavailable();
    });
  return settle(ctx, 'mypos', externalId, reported, `${kind}:${externalId}`);
}

/** POST /my-pos/menu/order-status {orderSlug}: asks myPOS about the order's latest myPOS payment. */
export async function orderStatus(ctx: PaymentContext, orderSlug: string): Promise<TPayResult> {
  const order = await orders.findBySlug(ctx.db, orderSlug);
  const payment = order ? await repo.latestPaymentOfOrder(ctx.db, order.id, 'mypos') : null;
  if (!payment?.externalId) throw notFound('Payment');
  return refreshPayment(ctx, 'mypos', payment.externalId, orderSlug);
}

/**
 * A notice myPOS posted to the menu's URL_Notify. The signature is checked with the menu's
 * myPOS certificate; a successful payment settles (idempotent, amount and currency checked).
 */
export async function receiveNotice(ctx: PaymentContext, menuSlug: string, rawBody: string) {
  const menu = await repo.menuBySlug(ctx.db, menuSlug);
  const settings = menu ? await enabledSettings(ctx.db, ctx.box, menu.id, 'mypos') : null;
  if (!menu || !settings) throw notFound('myPOS settings');
  let notice: ReturnType<typeof readMyposNotice> = null;
  try {
    notice = readMyposNotice(rawBody, settings);
  } catch (error) {
    ctx.log.error({ err: error, menuSlug }, 'myPOS settings cannot check a notice');
  }
  if (!notice) {
    ctx.log.warn({ menuSlug }, 'myPOS notice with a bad signature');
    throw new AppError(400, 'VALIDATION_FAILED', 'Bad signature', [
      { path: 'body.Signature', code: 'invalid', message: 'invalid' },
    ]);
  }
  if (notice.method !== 'IPCPurchaseNotify' && notice.method !== 'IPCPurchaseRollback') return;
  const payment = await repo.findPayment(ctx.db, 'mypos', notice.orderId);
  const order = payment ? await orders.findOrderById(ctx.db, payment.orderId) : null;
  if (!order || order.menuId !== menu.id) throw notFound('Payment');
  if (notice.method === 'IPCPurchaseRollback' && payment?.status === 'paid') {
    ctx.log.warn({ orderSlug: order.slug, orderId: notice.orderId }, 'myPOS rolled back a paid payment');
  }
  await settle(ctx, 'mypos', notice.orderId, notice.payment, `${notice.method}:${notice.transactionRef}`);
}
