import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { menuPaymentSettings, onlineMenus, paymentEvents, payments } from '../../db/schema';

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

/**
 * Keeps a provider's callback; false when this event was already received (a replay). Called
 * outside the settling transaction for refused events, so the record stays when it rolls back.
 */
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
