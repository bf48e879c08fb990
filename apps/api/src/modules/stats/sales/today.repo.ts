import { ACTIVE_WAITER_CALL_STATUSES } from '@guestloop/contracts';
import { and, count, eq, gte, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { metrics, ratings, waiterCalls } from '../../../db/schema';

/** The dashboard home's live counts, read from the raw rows through their company indexes. */

/** A rating counts once nothing was asked of the guest, or they confirmed it. */
const counts = or(eq(ratings.verification, 'none'), isNotNull(ratings.verifiedAt));

/** Calls waiting for their answer now. */
export async function openCalls(db: DbOrTx, structureId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(waiterCalls)
    .where(
      and(
        eq(waiterCalls.structureId, structureId),
        inArray(waiterCalls.status, [...ACTIVE_WAITER_CALL_STATUSES]),
      ),
    );
  return Number(row?.n ?? 0);
}

/** Reviews nobody has opened yet, whenever given (the reviews inbox's unread count). */
export async function unreadReviews(db: DbOrTx, structureId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(ratings)
    .where(and(eq(ratings.structureId, structureId), isNull(ratings.viewedAt), counts));
  return Number(row?.n ?? 0);
}

/** Ratings that count given on a local day, per metric type. */
export async function ratingsOfDay(db: DbOrTx, structureId: string, day: string, tz: string) {
  const rows = await db
    .select({
      type: metrics.type,
      ratings: count(),
      average: sql<string>`avg(${ratings.score})::float8`,
    })
    .from(ratings)
    .innerJoin(metrics, eq(metrics.id, ratings.metricId))
    .where(
      and(
        eq(ratings.structureId, structureId),
        gte(ratings.createdAt, sql`(${day}::date)::timestamp at time zone ${tz}`),
        lt(ratings.createdAt, sql`(${day}::date + 1)::timestamp at time zone ${tz}`),
        counts,
      ),
    )
    .groupBy(metrics.type)
    .orderBy(metrics.type);
  return rows.map((row) => ({ type: row.type, ratings: Number(row.ratings), average: Number(row.average) }));
}
