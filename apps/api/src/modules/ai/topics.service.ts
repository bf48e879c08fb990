import {
  AI_TOPICS,
  isLanguage,
  REVIEW_TOPICS_READ_MAX,
  type TReviewTopic,
  type TReviewTopics,
  type TStatFiltersParsed,
} from '@guestloop/contracts';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/errors';
import { addAnalyses, type NewAnalysis } from './analysis.repo';
import { readLocally } from './analysis.service';
import {
  commentCounts,
  companyTimeZone,
  locationsWithin,
  ownLocationCount,
  ownMetricCount,
  type TopicExampleRow,
  type TopicScope,
  topicCounts,
  topicExamples,
  unreadComments,
} from './topics.repo';

/** Readings kept per statement. */
const INSERT_CHUNK = 500;

const distinct = <T>(values: T[] | undefined): T[] => [...new Set(values ?? [])];

/** The filters checked against the caller's company (404 for another's location or metric). */
async function scopeOf(db: DbOrTx, structureId: string, filters: TStatFiltersParsed): Promise<TopicScope> {
  const timeZone = await companyTimeZone(db, structureId);
  if (!timeZone) throw notFound('Company');
  const locationIds = distinct(filters.locationIds);
  const subLocationIds = distinct(filters.subLocationIds);
  const places = distinct([...locationIds, ...subLocationIds]);
  if (places.length > 0 && (await ownLocationCount(db, structureId, places)) !== places.length)
    throw notFound('Location');
  const metricIds = distinct(filters.metricIds);
  if (metricIds.length > 0 && (await ownMetricCount(db, structureId, metricIds)) !== metricIds.length)
    throw notFound('Metric');
  const metricTypes = distinct(filters.metricTypes);
  return {
    structureId,
    from: filters.from,
    to: filters.to,
    timeZone,
    placeIds: locationIds.length > 0 ? await locationsWithin(db, structureId, locationIds) : null,
    subLocationIds: subLocationIds.length > 0 ? subLocationIds : null,
    metricIds: metricIds.length > 0 ? metricIds : null,
    metricTypes: metricTypes.length > 0 ? metricTypes : null,
  };
}

/** Reads the scope's comments not read yet (the latest first, a bounded number per call). */
async function readPending(db: DbOrTx, scope: TopicScope) {
  const unread = await unreadComments(db, scope, REVIEW_TOPICS_READ_MAX);
  const readings = unread.map(readLocally).filter((reading): reading is NewAnalysis => reading !== null);
  for (let at = 0; at < readings.length; at += INSERT_CHUNK) {
    await addAnalyses(db, readings.slice(at, at + INSERT_CHUNK));
  }
}

function exampleOf(row: TopicExampleRow) {
  return {
    ratingId: row.ratingId,
    comment: row.comment,
    language: isLanguage(row.language) ? row.language : ('en' as const),
    sentiment: row.sentiment,
    metricType: row.metricType,
    score: Number(row.score),
    outcome: row.outcome,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/**
 * POST /stat/data/review-topics: what guests talk about in the period and places — per topic,
 * the comments naming it by mood, and the latest few of them. Comments not read yet are read
 * first (those of ratings from before the reader, or missed), so every comment counts once read.
 */
export async function reviewTopics(
  db: DbOrTx,
  structureId: string,
  filters: TStatFiltersParsed,
): Promise<TReviewTopics> {
  const scope = await scopeOf(db, structureId, filters);
  await readPending(db, scope);
  const { comments, pending } = await commentCounts(db, scope);
  const counts = await topicCounts(db, scope);
  const examples = await topicExamples(db, scope);

  const topics: TReviewTopic[] = AI_TOPICS.map((topic) => {
    const of = (sentiment: string) =>
      counts.find((row) => row.topic === topic && row.sentiment === sentiment)?.count ?? 0;
    const [positive, neutral, negative] = [of('positive'), of('neutral'), of('negative')];
    return {
      topic,
      mentions: positive + neutral + negative,
      positive,
      neutral,
      negative,
      examples: examples.filter((row) => row.topic === topic).map(exampleOf),
    };
  });
  // Most named first; Array.prototype.sort is stable, so ties keep the topics' own order.
  topics.sort((a, b) => b.mentions - a.mentions);
  return { comments, pending, topics };
}
