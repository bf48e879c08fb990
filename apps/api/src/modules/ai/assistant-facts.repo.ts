import type { TMetricType, TTopicAnalysis } from '@guestloop/contracts';
import { and, asc, desc, eq, gte, inArray, isNotNull, lt, ne, or, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import {
  dishRatings,
  itemDayRollups,
  locations,
  menuCategories,
  menuItems,
  metrics,
  onlineMenus,
  orderHourRollups,
  ratingAnalyses,
  ratings,
  structures,
  surveyAnswers,
  surveys,
} from '../../db/schema';

/**
 * All SQL the assistant answers from: one company's reviews, ratings, orders, menu items and
 * survey answers over a period of its calendar days. Every query is scoped by `structureId` (the
 * caller's company, from the session) and never reads another company's rows.
 */

export interface Span {
  from: string;
  to: string;
  timeZone: string;
  /** The locations asked about (one and those below it); null: every location. */
  placeIds: string[] | null;
}

/** Most reviews, items or answers one question reads (the newest). */
export const READ_LIMIT = 3000;

export interface PlaceRow {
  id: string;
  name: string;
  slug: string;
  parentId: string | null;
}

export async function companyOf(db: DbOrTx, structureId: string) {
  const [company] = await db
    .select({ name: structures.name, timeZone: structures.timeZone, currency: structures.currency })
    .from(structures)
    .where(eq(structures.id, structureId));
  if (!company) return null;
  const places: PlaceRow[] = await db
    .select({ id: locations.id, name: locations.name, slug: locations.slug, parentId: locations.parentId })
    .from(locations)
    .where(eq(locations.structureId, structureId))
    .orderBy(asc(locations.createdAt));
  return { ...company, places };
}

const within = (column: AnyPgColumn, span: Span) =>
  and(
    gte(column, sql`(${span.from}::date)::timestamp at time zone ${span.timeZone}`),
    lt(column, sql`(${span.to}::date + 1)::timestamp at time zone ${span.timeZone}`),
  );
const daysWithin = (column: AnyPgColumn, span: Span) =>
  sql`${column} between ${span.from}::date and ${span.to}::date`;

/** A rating counts once verified, when its metric asks for verification. */
const counted = or(eq(ratings.verification, 'none'), isNotNull(ratings.verifiedAt));
const ratingPlace = (span: Span) =>
  span.placeIds
    ? or(inArray(ratings.locationId, span.placeIds), inArray(ratings.subLocationId, span.placeIds))
    : undefined;

const subPlaces = alias(locations, 'sub_places');

export interface ReviewRow {
  id: string;
  score: number;
  outcome: string;
  comment: string | null;
  language: string;
  answers: { questionId: string; answerIds: string[] }[];
  createdAt: Date;
  metricType: TMetricType;
  metricContent: Record<string, unknown>;
  placeName: string | null;
  subPlaceName: string | null;
  /** The kept reading of the comment, when the inbox or a job made one. */
  keptSentiment: string | null;
  keptTopics: TTopicAnalysis[] | null;
  keptLanguage: string | null;
}

/** The period's reviews at the places, newest first. */
export async function reviewsIn(db: DbOrTx, structureId: string, span: Span): Promise<ReviewRow[]> {
  return db
    .select({
      id: ratings.id,
      score: ratings.score,
      outcome: ratings.outcome,
      comment: ratings.comment,
      language: ratings.language,
      answers: ratings.answers,
      createdAt: ratings.createdAt,
      metricType: sql<TMetricType>`${metrics.type}`,
      metricContent: metrics.content,
      placeName: locations.name,
      subPlaceName: subPlaces.name,
      keptSentiment: ratingAnalyses.sentiment,
      keptTopics: ratingAnalyses.topics,
      keptLanguage: ratingAnalyses.language,
    })
    .from(ratings)
    .innerJoin(metrics, eq(metrics.id, ratings.metricId))
    .leftJoin(locations, eq(locations.id, ratings.locationId))
    .leftJoin(subPlaces, eq(subPlaces.id, ratings.subLocationId))
    .leftJoin(ratingAnalyses, eq(ratingAnalyses.ratingId, ratings.id))
    .where(
      and(eq(ratings.structureId, structureId), counted, within(ratings.createdAt, span), ratingPlace(span)),
    )
    .orderBy(desc(ratings.createdAt))
    .limit(READ_LIMIT);
}

/** The period's ratings per metric type: how many, their average, outcomes and NPS groups. */
export async function ratingFigures(db: DbOrTx, structureId: string, span: Span) {
  const rows = await db
    .select({
      metricType: sql<TMetricType>`${metrics.type}`,
      count: sql<number>`count(*)::int`,
      average: sql<number>`avg(${ratings.score})::float`,
      good: sql<number>`count(*) filter (where ${ratings.outcome} = 'good')::int`,
      bad: sql<number>`count(*) filter (where ${ratings.outcome} = 'bad')::int`,
      promoters: sql<number>`count(*) filter (where ${ratings.score} >= 9)::int`,
      detractors: sql<number>`count(*) filter (where ${ratings.score} <= 6)::int`,
    })
    .from(ratings)
    .innerJoin(metrics, eq(metrics.id, ratings.metricId))
    .where(
      and(eq(ratings.structureId, structureId), counted, within(ratings.createdAt, span), ratingPlace(span)),
    )
    .groupBy(metrics.type)
    .orderBy(desc(sql`count(*)`));
  return rows;
}

/** The period's orders, from the sales rollups (the company's calendar days), per currency. */
export async function orderFigures(db: DbOrTx, structureId: string, span: Span) {
  const r = orderHourRollups;
  return db
    .select({
      currency: r.currency,
      orders: sql<number>`coalesce(sum(${r.orders}), 0)::int`,
      sales: sql<number>`coalesce(sum(${r.sales}), 0)::int`,
      revenue: sql<number>`coalesce(sum(${r.revenue}), 0)::bigint`,
      cancelled: sql<number>`coalesce(sum(${r.cancelled}), 0)::int`,
      tips: sql<number>`coalesce(sum(${r.tips}), 0)::bigint`,
    })
    .from(r)
    .where(
      and(
        eq(r.structureId, structureId),
        daysWithin(r.day, span),
        span.placeIds ? inArray(r.locationId, span.placeIds) : undefined,
      ),
    )
    .groupBy(r.currency)
    .orderBy(desc(sql`sum(${r.revenue})`));
}

/** The period's items by how many were sold, most or fewest first (of those sold). */
export async function itemSales(
  db: DbOrTx,
  structureId: string,
  span: Span,
  fewestFirst: boolean,
  limit = 5,
) {
  const r = itemDayRollups;
  const quantity = sql<number>`sum(${r.quantity})::int`;
  return db
    .select({
      itemId: r.itemId,
      title: r.title,
      currency: r.currency,
      quantity,
      revenue: sql<number>`sum(${r.revenue})::bigint`,
    })
    .from(r)
    .where(
      and(
        eq(r.structureId, structureId),
        daysWithin(r.day, span),
        span.placeIds ? inArray(r.locationId, span.placeIds) : undefined,
      ),
    )
    .groupBy(r.itemId, r.title, r.currency)
    .having(sql`sum(${r.quantity}) > 0`)
    .orderBy(fewestFirst ? asc(quantity) : desc(quantity), asc(r.title))
    .limit(limit);
}

/** The period's dishes as guests scored them with their order's rating (at least `minimum` scores). */
export async function dishScores(db: DbOrTx, structureId: string, span: Span, minimum = 3) {
  const average = sql<number>`avg(${dishRatings.score})::float`;
  return db
    .select({
      itemId: dishRatings.menuItemId,
      title: dishRatings.itemTitle,
      average,
      count: sql<number>`count(*)::int`,
    })
    .from(dishRatings)
    .innerJoin(ratings, eq(ratings.id, dishRatings.ratingId))
    .where(
      and(
        eq(dishRatings.structureId, structureId),
        eq(ratings.structureId, structureId),
        within(ratings.createdAt, span),
        ratingPlace(span),
      ),
    )
    .groupBy(dishRatings.menuItemId, dishRatings.itemTitle)
    .having(sql`count(*) >= ${minimum}`)
    .orderBy(desc(average));
}

/** The company's menu items (at the places), with their menu's currency. */
export async function menuItemsOf(db: DbOrTx, structureId: string, placeIds: string[] | null) {
  return db
    .select({
      id: menuItems.id,
      title: menuItems.title,
      subTitle: menuItems.subTitle,
      description: menuItems.description,
      price: menuItems.price,
      soldOut: menuItems.soldOut,
      currency: onlineMenus.currency,
      menuTitle: onlineMenus.title,
      category: menuCategories.title,
    })
    .from(menuItems)
    .innerJoin(onlineMenus, eq(onlineMenus.id, menuItems.menuId))
    .innerJoin(menuCategories, eq(menuCategories.id, menuItems.categoryId))
    .where(
      and(
        eq(menuItems.structureId, structureId),
        eq(onlineMenus.structureId, structureId),
        placeIds ? inArray(onlineMenus.locationId, placeIds) : undefined,
      ),
    )
    .orderBy(asc(onlineMenus.createdAt), asc(menuItems.position))
    .limit(READ_LIMIT);
}

/**
 * The period's answers to guest surveys and quizzes at the places, newest first. Team e-NPS
 * answers are anonymous and shown only on their own results page, above a number of answers.
 */
export async function surveyAnswersIn(db: DbOrTx, structureId: string, span: Span) {
  return db
    .select({
      id: surveyAnswers.id,
      surveyId: surveys.id,
      surveyTitle: surveys.title,
      kind: surveys.kind,
      content: surveys.content,
      answers: surveyAnswers.answers,
      language: surveyAnswers.language,
      finishedAt: surveyAnswers.finishedAt,
      placeName: locations.name,
    })
    .from(surveyAnswers)
    .innerJoin(surveys, eq(surveys.id, surveyAnswers.surveyId))
    .leftJoin(locations, eq(locations.id, surveyAnswers.locationId))
    .where(
      and(
        eq(surveyAnswers.structureId, structureId),
        eq(surveys.structureId, structureId),
        ne(surveys.kind, 'enps'),
        within(surveyAnswers.finishedAt, span),
        span.placeIds ? inArray(surveyAnswers.locationId, span.placeIds) : undefined,
      ),
    )
    .orderBy(desc(surveyAnswers.finishedAt))
    .limit(READ_LIMIT);
}
