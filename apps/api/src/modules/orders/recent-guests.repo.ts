import { and, desc, eq, gte, isNotNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { customers, orders, users } from '../../db/schema';

/**
 * The guests who ordered at a company since a moment and left an e-mail address (typed with the
 * order, or their guest account's), each address once, the most recent guest first. Cancelled
 * orders do not count: the guest never had the visit.
 */
export async function recentGuestContacts(db: DbOrTx, structureId: string, since: Date, limit: number) {
  const email = sql<string>`lower(coalesce(${customers.email}, ${users.email}))`;
  return db
    .select({
      email,
      name: sql<string | null>`max(coalesce(${customers.name}, ${users.name}))`,
      customerId: sql<string>`(array_agg(${customers.id} order by ${orders.createdAt} desc))[1]`,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .leftJoin(users, eq(users.id, customers.userId))
    .where(
      and(
        eq(orders.structureId, structureId),
        gte(orders.createdAt, since),
        ne(orders.status, 'cancelled'),
        isNotNull(sql`coalesce(${customers.email}, ${users.email})`),
      ),
    )
    .groupBy(email)
    .orderBy(desc(sql`max(${orders.createdAt})`))
    .limit(limit);
}
