import type { TMetricType } from '@guestloop/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { metrics, ratingAnalyses, ratings } from '../../db/schema';

/** All SQL of a rating's analysis. Staff reads are scoped by the caller's company (`structureId`). */

export type AnalysisRow = typeof ratingAnalyses.$inferSelect;
export type NewAnalysis = Omit<typeof ratingAnalyses.$inferInsert, 'analysedAt'>;

/** What a rating's analysis is made from. */
export interface RatingToRead {
  id: string;
  structureId: string;
  comment: string | null;
  /** The language of the page the guest rated on. */
  language: string;
  score: number;
  metricType: TMetricType;
}

const toRead = {
  id: ratings.id,
  structureId: ratings.structureId,
  comment: ratings.comment,
  language: ratings.language,
  score: ratings.score,
  metricType: sql<TMetricType>`${metrics.type}`,
};

/** The company's rating with its kept analysis (null when none yet); null for no such rating of the company. */
export async function ratingWithAnalysis(
  db: DbOrTx,
  structureId: string,
  ratingId: string,
): Promise<{ rating: RatingToRead; analysis: AnalysisRow | null } | null> {
  const [row] = await db
    .select({ rating: toRead, analysis: ratingAnalyses })
    .from(ratings)
    .innerJoin(metrics, eq(metrics.id, ratings.metricId))
    .leftJoin(ratingAnalyses, eq(ratingAnalyses.ratingId, ratings.id))
    .where(and(eq(ratings.structureId, structureId), eq(ratings.id, ratingId)));
  return row ?? null;
}

/** A rating by id, whichever company (a domain event names its own). */
export async function ratingToRead(db: DbOrTx, ratingId: string): Promise<RatingToRead | null> {
  const [row] = await db
    .select(toRead)
    .from(ratings)
    .innerJoin(metrics, eq(metrics.id, ratings.metricId))
    .where(eq(ratings.id, ratingId));
  return row ?? null;
}

const replaced = {
  engine: sql`excluded.engine`,
  textHash: sql`excluded.text_hash`,
  sentiment: sql`excluded.sentiment`,
  score: sql`excluded.score`,
  language: sql`excluded.language`,
  topics: sql`excluded.topics`,
  summary: sql`excluded.summary`,
  summaryLanguage: sql`excluded.summary_language`,
  analysedAt: sql`now()`,
};

/** Keeps an analysis in place of the rating's earlier one. */
export async function saveAnalysis(db: DbOrTx, row: NewAnalysis): Promise<void> {
  await db
    .insert(ratingAnalyses)
    .values(row)
    .onConflictDoUpdate({ target: ratingAnalyses.ratingId, set: replaced });
}

/** Keeps analyses of ratings that have none (a reading made meanwhile stays). */
export async function addAnalyses(db: DbOrTx, rows: NewAnalysis[]): Promise<void> {
  if (rows.length > 0) await db.insert(ratingAnalyses).values(rows).onConflictDoNothing();
}
