import { and, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { onlineMenus, orderCounters, orders, structures } from '../../db/schema';

/** All SQL of orders. Staff functions are scoped by the caller's company (`structureId`). */

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'number' | 'createdAt' | 'updatedAt'>;

export const IDEMPOTENCY_CONSTRAINT = 'orders_idempotency_uq';

/**
 * The menu a guest orders from, by its public slug; only what ordering needs, with the time zone
 * of its company (serving hours are judged on the venue's clock).
 */
export async function findOrderableMenu(db: DbOrTx, slug: string) {
  const [row] = await db
    .select({
      id: onlineMenus.id,
      structureId: onlineMenus.structureId,
      locationId: onlineMenus.locationId,
      slug: onlineMenus.slug,
      currency: onlineMenus.currency,
      isActive: onlineMenus.isActive,
      version: onlineMenus.version,
      timeZone: structures.timeZone,
    })
    .from(onlineMenus)
    .innerJoin(structures, eq(structures.id, onlineMenus.structureId))
    .where(eq(onlineMenus.slug, slug));
  return row ?? null;
}

export type OrderableMenu = NonNullable<Awaited<ReturnType<typeof findOrderableMenu>>>;

export async function findByIdempotencyKey(db: DbOrTx, customerId: string, key: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.idempotencyKey, key)));
  return row ?? null;
}

/** The company's next order number; the row lock serialises concurrent orders of one company. */
export async function nextOrderNumber(db: DbOrTx, structureId: string): Promise<number> {
  const [row] = await db
    .insert(orderCounters)
    .values({ structureId, lastNumber: 1 })
    .onConflictDoUpdate({
      target: orderCounters.structureId,
      set: { lastNumber: sql`${orderCounters.lastNumber} + 1` },
    })
    .returning({ number: orderCounters.lastNumber });
  if (!row) throw new Error('order counter returned nothing');
  return row.number;
}

export async function insertOrder(db: DbOrTx, values: NewOrder & { number: number }): Promise<OrderRow> {
  const [row] = await db.insert(orders).values(values).returning();
  if (!row) throw new Error('insert order returned nothing');
  return row;
}

/** An order by its public slug (guests know only that). */
export async function findBySlug(db: DbOrTx, slug: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.slug, slug));
  return row ?? null;
}

export async function findCompanyOrder(db: DbOrTx, structureId: string, slug: string, lock = false) {
  const query = db
    .select()
    .from(orders)
    .where(and(eq(orders.structureId, structureId), eq(orders.slug, slug)));
  const [row] = await (lock ? query.for('update') : query);
  return row ?? null;
}

export async function updateOrder(db: DbOrTx, id: string, values: Partial<OrderRow>): Promise<OrderRow> {
  const [row] = await db
    .update(orders)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(orders.id, id))
    .returning();
  if (!row) throw new Error('update order returned nothing');
  return row;
}

export interface OrderFilter {
  menuSlug?: string | undefined;
  statuses?: string[] | undefined;
  paid?: boolean | undefined;
  number?: number | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

function filterWhere(structureId: string, filter: OrderFilter) {
  return and(
    eq(orders.structureId, structureId),
    filter.menuSlug ? eq(orders.menuSlug, filter.menuSlug) : undefined,
    filter.statuses ? inArray(orders.status, filter.statuses) : undefined,
    filter.paid === undefined ? undefined : eq(orders.paid, filter.paid),
    filter.number ? eq(orders.number, filter.number) : undefined,
    filter.from ? gte(orders.createdAt, filter.from) : undefined,
    filter.to ? lt(orders.createdAt, filter.to) : undefined,
  );
}

/** One page of the company's orders, newest first, and how many match in all. */
export async function listOrders(
  db: DbOrTx,
  structureId: string,
  filter: OrderFilter,
  page: number,
  pageSize: number,
) {
  const where = filterWhere(structureId, filter);
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.number))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await db.select({ n: count() }).from(orders).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findOrderById(db: DbOrTx, id: string, lock = false): Promise<OrderRow | null> {
  const query = db.select().from(orders).where(eq(orders.id, id));
  const [row] = await (lock ? query.for('update') : query);
  return row ?? null;
}

/** A guest's orders, newest first, and how many in all. */
export async function listByCustomer(
  db: DbOrTx,
  customerId: string,
  menuSlug: string | undefined,
  page: number,
  pageSize: number,
) {
  const where = and(eq(orders.customerId, customerId), menuSlug ? eq(orders.menuSlug, menuSlug) : undefined);
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await db.select({ n: count() }).from(orders).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

/**
 * Moves the orders with these slugs to the guest, only those that `ownerIds` already own: a slug
 * alone never moves someone else's order.
 */
export async function claimBySlugs(db: DbOrTx, customerId: string, ownerIds: string[], slugs: string[]) {
  await db
    .update(orders)
    .set({ customerId })
    .where(and(inArray(orders.slug, slugs), inArray(orders.customerId, ownerIds)));
}

/** A guest's latest orders, newest first; at one company when `structureId` is given. */
export async function recentOrders(
  db: DbOrTx,
  customerId: string,
  structureId: string | null,
  limit: number,
) {
  return db
    .select()
    .from(orders)
    .where(
      and(eq(orders.customerId, customerId), structureId ? eq(orders.structureId, structureId) : undefined),
    )
    .orderBy(desc(orders.createdAt))
    .limit(limit);
}
