import {
  REVIEW_TOPIC_EXAMPLES,
  type TMetricOutcome,
  type TMetricType,
  type TSentiment,
  type TTopic,
} from '@guestloop/contracts';
import { and, eq, gte, inArray, isNotNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { locations, metrics, ratingAnalyses, ratings, structures } from '../../db/schema';
import type { RatingToRead } from './analysis.repo';

/** The SQL of the topic statistics: the readings of the comments of a period's ratings. */

/** Which ratings the statistics cover. `null` lists: no restriction. */
export interface TopicScope {
  structureId: string;
  from: string;
  to: string;
  timeZone: string;
  /** A rating at one of these locations, or at one of these as its sub-location. */
  placeIds: string[] | null;
  subLocationIds: string[] | null;
  metricIds: string[] | null;
  metricTypes: TMetricType[] | null;
}

/** The company's time zone; null for no such company. */
export async function companyTimeZone(db: DbOrTx, structureId: string): Promise<string | null> {
  const [row] = await db
    .select({ timeZone: structures.timeZone })
    .from(structures)
    .where(eq(structures.id, structureId));
  return row?.timeZone ?? null;
}

/** How many of these ids are the company's locations. */
export async function ownLocationCount(db: DbOrTx, structureId: string, ids: string[]): Promise<number> {
  const rows = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.structureId, structureId), inArray(locations.id, ids)));
  return rows.length;
}

/** How many of these ids are the company's metrics. */
export async function ownMetricCount(db: DbOrTx, structureId: string, ids: string[]): Promise<number> {
  const rows = await db
    .select({ id: metrics.id })
    .from(metrics)
    .where(and(eq(metrics.structureId, structureId), inArray(metrics.id, ids)));
  return rows.length;
}

/** The company's locations and everything under them. */
export async function locationsWithin(db: DbOrTx, structureId: string, ids: string[]): Promise<string[]> {
  const result = (await db.execute(sql`
    with recursive tree as (
      select ${locations.id} as id from ${locations}
        where ${and(eq(locations.structureId, structureId), inArray(locations.id, ids))}
      union
      select l.id from ${locations} l join tree on l.parent_id = tree.id
        where l.structure_id = ${structureId}
    )
    select id from tree`)) as unknown as { rows: { id: string }[] };
  return result.rows.map((row) => row.id);
}

/** The counted ratings of the scope that have a comment. */
function inScope(scope: TopicScope): SQL {
  const r = ratings;
  return and(
    eq(r.structureId, scope.structureId),
    gte(r.createdAt, sql`(${scope.from}::date)::timestamp at time zone ${scope.timeZone}`),
    lt(r.createdAt, sql`(${scope.to}::date + 1)::timestamp at time zone ${scope.timeZone}`),
    or(eq(r.verification, 'none'), isNotNull(r.verifiedAt)),
    sql`${r.comment} ~ '[^[:space:]]'`,
    scope.placeIds
      ? or(inArray(r.locationId, scope.placeIds), inArray(r.subLocationId, scope.placeIds))
      : undefined,
    scope.subLocationIds ? inArray(r.subLocationId, scope.subLocationIds) : undefined,
    scope.metricIds ? inArray(r.metricId, scope.metricIds) : undefined,
    scope.metricTypes ? inArray(metrics.type, scope.metricTypes) : undefined,
  ) as SQL;
}

/** Comments in scope, and how many of them are not read yet. */
export async function commentCounts(db: DbOrTx, scope: TopicScope) {
  const result = (await db.execute(sql`
    select count(*)::int as "comments", (count(*) filter (where ${ratingAnalyses.ratingId} is null))::int as "pending"
    from ${ratings}
      join ${metrics} on ${metrics.id} = ${ratings.metricId}
      left join ${ratingAnalyses} on ${ratingAnalyses.ratingId} = ${ratings.id}
    where ${inScope(scope)}`)) as unknown as { rows: { comments: number; pending: number }[] };
  const row = result.rows[0];
  return { comments: Number(row?.comments ?? 0), pending: Number(row?.pending ?? 0) };
}

/** The latest comments in scope not read yet, at most `limit`. */
export async function unreadComments(db: DbOrTx, scope: TopicScope, limit: number): Promise<RatingToRead[]> {
  return db
    .select({
      id: ratings.id,
      structureId: ratings.structureId,
      comment: ratings.comment,
      language: ratings.language,
      score: ratings.score,
      metricType: sql<TMetricType>`${metrics.type}`,
    })
    .from(ratings)
    .innerJoin(metrics, eq(metrics.id, ratings.metricId))
    .leftJoin(ratingAnalyses, eq(ratingAnalyses.ratingId, ratings.id))
    .where(and(inScope(scope), sql`${ratingAnalyses.ratingId} is null`))
    .orderBy(sql`${ratings.createdAt} desc`)
    .limit(limit);
}

const readTopics = sql`
  from ${ratings}
    join ${metrics} on ${metrics.id} = ${ratings.metricId}
    join ${ratingAnalyses} on ${ratingAnalyses.ratingId} = ${ratings.id}
    cross join lateral jsonb_array_elements(${ratingAnalyses.topics}) t`;

/** How many read comments name each topic, by how they spoke of it. */
export async function topicCounts(db: DbOrTx, scope: TopicScope) {
  const result = (await db.execute(sql`
    select t.value->>'topic' as "topic", t.value->>'sentiment' as "sentiment", count(*)::int as "count"
    ${readTopics}
    where ${inScope(scope)}
    group by 1, 2`)) as unknown as { rows: { topic: TTopic; sentiment: TSentiment; count: number }[] };
  return result.rows.map((row) => ({ ...row, count: Number(row.count) }));
}

export interface TopicExampleRow {
  topic: TTopic;
  sentiment: TSentiment;
  ratingId: string;
  comment: string;
  language: string;
  metricType: TMetricType;
  score: number;
  outcome: TMetricOutcome;
  createdAt: Date | string;
}

/** The latest read comments naming each topic, a few per topic. */
export async function topicExamples(db: DbOrTx, scope: TopicScope): Promise<TopicExampleRow[]> {
  const result = (await db.execute(sql`
    select "topic", "sentiment", "ratingId", "comment", "language", "metricType", "score", "outcome", "createdAt"
    from (
      select t.value->>'topic' as "topic", t.value->>'sentiment' as "sentiment", ${ratings.id} as "ratingId",
        ${ratings.comment} as "comment", coalesce(${ratingAnalyses.language}, ${ratings.language}) as "language",
        ${metrics.type} as "metricType", ${ratings.score} as "score", ${ratings.outcome} as "outcome",
        ${ratings.createdAt} as "createdAt",
        row_number() over (partition by t.value->>'topic' order by ${ratings.createdAt} desc, ${ratings.id}) as "n"
      ${readTopics}
      where ${inScope(scope)}
    ) as examples
    where "n" <= ${REVIEW_TOPIC_EXAMPLES}
    order by "topic", "n"`)) as unknown as { rows: TopicExampleRow[] };
  return result.rows;
}
