import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { menuPaymentSettings, onlineMenus, orders, paymentEvents, payments } from '../../db/schema';

/** All SQL of payments and payment settings. Staff functions are scoped by `structureId`. */

export type PaymentRow = typeof payments.$inferSelect;
export type SettingsRow = typeof menuPaymentSettings.$inferSelect;

export async function menuBySlug(db: DbOrTx, slug: string) {
  const [row] = await db
    .select({ id: onlineMenus.id, structureId: onlineMenus.structureId, isActive: onlineMenus.isActive })
    .from(onlineMenus)
    .where(eq(onlineMenus.slug, slug));
  return row ?? null;
}

export async function companyMenu(db: DbOrTx, structureId: string, slug: string) {
  const menu = await menuBySlug(db, slug);
  return menu && menu.structureId === structureId ? menu : null;
}

export async function settingsOfMenu(db: DbOrTx, menuId: string): Promise<SettingsRow[]> {
  return db.select().from(menuPaymentSettings).where(eq(menuPaymentSettings.menuId, menuId));
}

export async function upsertSettings(db: DbOrTx, values: Omit<SettingsRow, 'updatedAt'>) {
  await db
    .insert(menuPaymentSettings)
    .values({ ...values, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: [menuPaymentSettings.menuId, menuPaymentSettings.provider],
      set: { enabled: values.enabled, config: values.config, secrets: values.secrets, updatedAt: new Date() },
    });
}

export async function insertPayment(
  db: DbOrTx,
  values: Pick<PaymentRow, 'structureId' | 'orderId' | 'provider' | 'externalId' | 'amount' | 'currency'>,
) {
  const [row] = await db.insert(payments).values(values).returning();
  if (!row) throw new Error('insert payment returned nothing');
  return row;
}

/** A payment by the provider's id, locked until the transaction ends (settling is one at a time). */
export async function lockPayment(db: DbOrTx, provider: string, externalId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.externalId, externalId)))
    .for('update');
  return row ?? null;
}

export async function findPayment(db: DbOrTx, provider: string, externalId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.externalId, externalId)));
  return row ?? null;
}

export async function setPaymentStatus(db: DbOrTx, id: string, status: string) {
  await db.update(payments).set({ status, updatedAt: new Date() }).where(eq(payments.id, id));
}

/** Keeps the provider's reference of the money a payment took (what a refund names). */
export async function keepProviderRef(db: DbOrTx, id: string, providerRef: string) {
  await db.update(payments).set({ providerRef }).where(eq(payments.id, id));
}

/** One of the company's payments by our id. */
export async function companyPayment(db: DbOrTx, structureId: string, id: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.structureId, structureId), eq(payments.id, id)));
  return row ?? null;
}

/** The company's payments still to give back, newest first, with their order and menu. */
export async function paymentsToRefund(db: DbOrTx, structureId: string) {
  return db
    .select({
      id: payments.id,
      provider: payments.provider,
      amount: payments.amount,
      currency: payments.currency,
      flaggedAt: payments.updatedAt,
      orderNumber: orders.number,
      orderSlug: orders.slug,
      menuSlug: orders.menuSlug,
      menuTitle: onlineMenus.title,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .leftJoin(onlineMenus, eq(onlineMenus.id, orders.menuId))
    .where(and(eq(payments.structureId, structureId), eq(payments.status, 'refund-needed')))
    .orderBy(desc(payments.updatedAt), desc(payments.id));
}

/** Moves a payment on only from the status it was seen in; false when something else moved it. */
export async function changePaymentStatus(db: DbOrTx, id: string, from: string, to: string) {
  const rows = await db
    .update(payments)
    .set({ status: to, updatedAt: new Date() })
    .where(and(eq(payments.id, id), eq(payments.status, from)))
    .returning({ id: payments.id });
  return rows.length > 0;
}

/**
 * Marks an order paid by a payment, only while it is unpaid: null when it is paid already, so
 * two payments settling at once can never both pay (and be counted for) one order.
 */
export async function markOrderPaid(db: DbOrTx, orderId: string, paymentMethod: string) {
  const [row] = await db
    .update(orders)
    .set({ paid: true, paidAt: new Date(), paymentMethod, updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.paid, false)))
    .returning();
  return row ?? null;
}

export async function latestPaymentOfOrder(db: DbOrTx, orderId: string, provider?: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orderId),
        provider === undefined ? undefined : eq(payments.provider, provider),
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row ?? null;
}

/** Keeps a provider's callback, accepted or refused; false when this event was already received (a replay). */
export async function recordEvent(
  db: DbOrTx,
  values: {
    provider: string;
    eventId: string;
    paymentId: string | null;
    accepted: boolean;
    reason: string | null;
    payload: unknown;
  },
): Promise<boolean> {
  const rows = await db
    .insert(paymentEvents)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return rows.length > 0;
}
