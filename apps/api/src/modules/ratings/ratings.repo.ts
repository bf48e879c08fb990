import {
  and,
  avg,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import {
  customers,
  dishRatings,
  locations,
  menuItems,
  metrics,
  onlineMenus,
  orders,
  type RatingAttachment,
  ratingAnalyses,
  ratings,
} from '../../db/schema';
import { type ReviewClock, reviewClockWhere } from './review-clock';

/** All SQL of ratings. Staff functions are scoped by the caller's company (`structureId`). */

export type RatingRow = typeof ratings.$inferSelect;
export type NewRating = Omit<typeof ratings.$inferInsert, 'createdAt'>;
export type NewDishRating = Omit<typeof dishRatings.$inferInsert, 'createdAt'>;

export const ORDER_RATED_CONSTRAINT = 'ratings_order_uq';

/** A rating counts (inbox by default, averages, alerts) when nothing was asked or it was confirmed. */
export const countsCondition = or(eq(ratings.verification, 'none'), isNotNull(ratings.verifiedAt));

/** A location by id, whichever company it is (guest pages name locations by id). */
export async function findLocationById(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      id: locations.id,
      structureId: locations.structureId,
      parentId: locations.parentId,
      name: locations.name,
    })
    .from(locations)
    .where(eq(locations.id, id));
  return row ?? null;
}

export async function insertRating(db: DbOrTx, values: NewRating): Promise<RatingRow> {
  const [row] = await db.insert(ratings).values(values).returning();
  if (!row) throw new Error('insert rating returned nothing');
  return row;
}

export async function insertDishRatings(db: DbOrTx, rows: NewDishRating[]) {
  if (rows.length > 0) await db.insert(dishRatings).values(rows);
}

/** Which of these menu items still exist in the company (a dish deleted since keeps only its title). */
export async function existingItemIds(db: DbOrTx, structureId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: menuItems.id })
    .from(menuItems)
    .where(and(eq(menuItems.structureId, structureId), inArray(menuItems.id, ids)));
  return new Set(rows.map((r) => r.id));
}

/** A rating by id (guest calls: the id is the rating's own); `lock` holds it until the transaction ends. */
export async function findRating(db: DbOrTx, id: string, lock = false): Promise<RatingRow | null> {
  const query = db.select().from(ratings).where(eq(ratings.id, id));
  const [row] = await (lock ? query.for('update') : query);
  return row ?? null;
}

export async function findRatingOfOrder(db: DbOrTx, orderId: string): Promise<RatingRow | null> {
  const [row] = await db.select().from(ratings).where(eq(ratings.orderId, orderId));
  return row ?? null;
}

export async function dishRatingsOf(db: DbOrTx, ratingIds: string[]) {
  if (ratingIds.length === 0) return [];
  return db
    .select()
    .from(dishRatings)
    .where(inArray(dishRatings.ratingId, ratingIds))
    .orderBy(dishRatings.ratingId, dishRatings.lineIndex);
}

export async function setAttachment(
  db: DbOrTx,
  id: string,
  kind: 'audio' | 'image',
  attachment: RatingAttachment,
) {
  await db
    .update(ratings)
    .set(kind === 'audio' ? { audio: attachment } : { image: attachment })
    .where(eq(ratings.id, id));
}

export async function markVerified(db: DbOrTx, id: string) {
  await db.update(ratings).set({ verifiedAt: new Date(), verifyCodeHash: null }).where(eq(ratings.id, id));
}

// ---- Staff ----

export interface ReviewFilter extends ReviewClock {
  locationId?: string | undefined;
  metricId?: string | undefined;
  score?: number | undefined;
  outcome?: string | undefined;
  /** First and last day (YYYY-MM-DD) of the period, in the venue's time zone `timeZone` (so are weekday and hours). */
  from?: string | undefined;
  to?: string | undefined;
  timeZone: string;
  /** One review only (the inbox opened at a notification's review). */
  id?: string | undefined;
  unread?: boolean | undefined;
  withAttachment?: boolean | undefined;
  verification: 'verified' | 'pending' | 'all';
}

const hasAttachment = or(isNotNull(ratings.audio), isNotNull(ratings.image));
const pending = and(sql`${ratings.verification} <> 'none'`, isNull(ratings.verifiedAt));

/** The reviews a filter selects: the inbox's list and its download read the same rows. */
export function reviewWhere(structureId: string, filter: ReviewFilter): SQL | undefined {
  const flag = (value: boolean | undefined, yes: SQL | undefined, no: SQL | undefined) =>
    value === undefined ? undefined : value ? yes : no;
  return and(
    eq(ratings.structureId, structureId),
    filter.locationId
      ? or(eq(ratings.locationId, filter.locationId), eq(ratings.subLocationId, filter.locationId))
      : undefined,
    filter.metricId ? eq(ratings.metricId, filter.metricId) : undefined,
    filter.score === undefined ? undefined : eq(ratings.score, filter.score),
    filter.outcome ? eq(ratings.outcome, filter.outcome) : undefined,
    filter.id ? eq(ratings.id, filter.id) : undefined,
    filter.from
      ? gte(ratings.createdAt, sql`(${filter.from}::date)::timestamp at time zone ${filter.timeZone}`)
      : undefined,
    filter.to
      ? lt(ratings.createdAt, sql`(${filter.to}::date + 1)::timestamp at time zone ${filter.timeZone}`)
      : undefined,
    reviewClockWhere(filter, filter.timeZone),
    flag(filter.unread, isNull(ratings.viewedAt), isNotNull(ratings.viewedAt)),
    flag(filter.withAttachment, hasAttachment, and(isNull(ratings.audio), isNull(ratings.image))),
    filter.verification === 'verified'
      ? countsCondition
      : filter.verification === 'pending'
        ? pending
        : undefined,
  );
}

const subLocations = alias(locations, 'sub_locations');

/** One page of the company's reviews, unread first then newest, with what the inbox shows beside each. */
export async function listReviews(
  db: DbOrTx,
  structureId: string,
  filter: ReviewFilter,
  page: number,
  pageSize: number,
) {
  const where = reviewWhere(structureId, filter);
  const rows = await db
    .select({
      rating: ratings,
      metric: {
        id: metrics.id,
        slug: metrics.slug,
        title: metrics.title,
        type: metrics.type,
        content: metrics.content,
      },
      locationName: locations.name,
      subLocationName: subLocations.name,
      order: { slug: orders.slug, number: orders.number },
      customer: { id: customers.id, name: customers.name, email: customers.email },
      // The language of a reading already kept (the list reads no comment itself).
      commentLanguage: ratingAnalyses.language,
    })
    .from(ratings)
    .innerJoin(metrics, eq(metrics.id, ratings.metricId))
    .leftJoin(locations, eq(locations.id, ratings.locationId))
    .leftJoin(subLocations, eq(subLocations.id, ratings.subLocationId))
    .leftJoin(orders, eq(orders.id, ratings.orderId))
    .leftJoin(customers, eq(customers.id, ratings.customerId))
    .leftJoin(ratingAnalyses, eq(ratingAnalyses.ratingId, ratings.id))
    .where(where)
    .orderBy(sql`${ratings.viewedAt} is null desc`, desc(ratings.createdAt), desc(ratings.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await db.select({ n: count() }).from(ratings).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

export type ReviewRow = Awaited<ReturnType<typeof listReviews>>['rows'][number];

/** Unread reviews of the company that count. */
export async function countUnread(db: DbOrTx, structureId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(ratings)
    .where(and(eq(ratings.structureId, structureId), isNull(ratings.viewedAt), countsCondition));
  return Number(row?.n ?? 0);
}

/** Marks a review viewed (once: the first viewer and time stay); false when the company has no such review. */
export async function markViewed(db: DbOrTx, structureId: string, id: string, userId: string) {
  const found = await db
    .update(ratings)
    .set({
      viewedAt: sql`coalesce(${ratings.viewedAt}, now())`,
      viewedBy: sql`coalesce(${ratings.viewedBy}, ${userId}::uuid)`,
    })
    .where(and(eq(ratings.structureId, structureId), eq(ratings.id, id)))
    .returning({ id: ratings.id });
  return found.length > 0;
}

/** A guest's latest ratings at the company, newest first, with their metric's title and type. */
export async function ratingsOfCustomer(db: DbOrTx, structureId: string, customerId: string, limit: number) {
  return db
    .select({ rating: ratings, metricTitle: metrics.title, metricType: metrics.type })
    .from(ratings)
    .innerJoin(metrics, eq(metrics.id, ratings.metricId))
    .where(and(eq(ratings.structureId, structureId), eq(ratings.customerId, customerId)))
    .orderBy(desc(ratings.createdAt), desc(ratings.id))
    .limit(limit);
}

export async function findCustomer(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ id: customers.id, name: customers.name, email: customers.email })
    .from(customers)
    .where(eq(customers.id, id));
  return row ?? null;
}

/** The company's menu by slug. */
export async function findMenuId(db: DbOrTx, structureId: string, slug: string): Promise<string | null> {
  const [row] = await db
    .select({ id: onlineMenus.id })
    .from(onlineMenus)
    .where(and(eq(onlineMenus.structureId, structureId), eq(onlineMenus.slug, slug)));
  return row?.id ?? null;
}

/** Each item of the menu that guests scored: its average score and how many scores, of ratings that count. */
export async function dishScoresOfMenu(db: DbOrTx, structureId: string, menuId: string) {
  const rows = await db
    .select({ itemId: menuItems.id, average: avg(dishRatings.score), count: count() })
    .from(dishRatings)
    .innerJoin(menuItems, eq(menuItems.id, dishRatings.menuItemId))
    .innerJoin(ratings, eq(ratings.id, dishRatings.ratingId))
    .where(and(eq(dishRatings.structureId, structureId), eq(menuItems.menuId, menuId), countsCondition))
    .groupBy(menuItems.id)
    .orderBy(menuItems.id);
  return rows.map((r) => ({ itemId: r.itemId, average: Number(r.average ?? 0), count: Number(r.count) }));
}
