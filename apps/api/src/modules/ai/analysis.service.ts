import { createHash } from 'node:crypto';
import {
  isLanguage,
  metricScoreRange,
  type TAiEngine,
  type TLanguage,
  type TMetricType,
  type TRatingAnalysis,
  type TSentiment,
} from '@guestloop/contracts';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/errors';
import { type AiProvider, analyseLocally } from '../../providers/ai';
import {
  type AnalysisRow,
  type NewAnalysis,
  type RatingToRead,
  ratingWithAnalysis,
  saveAnalysis,
} from './analysis.repo';

/**
 * Raise when the built-in reader (providers/ai: its lexicons and rules) reads differently: a kept
 * reading of an earlier revision is made again when its review is opened. 2: price words no longer
 * match longer words (Spanish "preciosa"), "an hour" is a wait in English, speed judges the service.
 */
export const ANALYSIS_REVISION = 2;

/** The rating's score as a share of its metric's scale (1 of 1–5 stars → 0, 5 → 1). */
export function scoreShare(type: TMetricType, score: number): number {
  const { min, max } = metricScoreRange(type);
  return Math.min(1, Math.max(0, (score - min) / (max - min)));
}

const commentOf = (rating: RatingToRead) => rating.comment?.trim() || null;
const pageLanguageOf = (rating: RatingToRead) => (isLanguage(rating.language) ? rating.language : null);

/** What a reading is made from: the words, the page's language, the score and the reader's revision. */
function hashOf(rating: RatingToRead, text: string): string {
  return createHash('sha256')
    .update([ANALYSIS_REVISION, rating.language, rating.metricType, rating.score, text].join('\u0000'))
    .digest('hex');
}

/**
 * The built-in reading of a rating's comment (null without one). The language its words show
 * wins over the page's (a guest may write in their own language on a page in another); the page's
 * is the reading's language when the words do not tell.
 */
export function readLocally(rating: RatingToRead): NewAnalysis | null {
  const text = commentOf(rating);
  if (!text) return null;
  const share = scoreShare(rating.metricType, rating.score);
  const detected = analyseLocally({ text, scoreShare: share });
  const page = pageLanguageOf(rating);
  const analysis =
    detected.language || !page ? detected : analyseLocally({ text, language: page, scoreShare: share });
  return toRow(rating, analysis, hashOf(rating, text), null);
}

function toRow(
  rating: RatingToRead,
  analysis: TRatingAnalysis,
  textHash: string,
  summaryLanguage: TLanguage | null,
): NewAnalysis {
  return {
    ratingId: rating.id,
    structureId: rating.structureId,
    engine: analysis.engine,
    textHash,
    sentiment: analysis.sentiment,
    score: analysis.score,
    language: analysis.language,
    topics: analysis.topics,
    summary: analysis.summary,
    summaryLanguage,
  };
}

function fromRow(row: AnalysisRow): TRatingAnalysis {
  return {
    sentiment: row.sentiment as TSentiment,
    score: row.score,
    topics: row.topics,
    language: isLanguage(row.language) ? row.language : null,
    summary: row.summary,
    engine: row.engine as TAiEngine,
  };
}

/** A kept reading answers when made from the same words by the engine that would read them now, for this reader. */
function isCurrent(kept: AnalysisRow | null, hash: string, engine: TAiEngine, reader: TLanguage) {
  return (
    kept !== null &&
    kept.textHash === hash &&
    kept.engine === engine &&
    (engine === 'local' || kept.summaryLanguage === reader)
  );
}

/**
 * GET /rate/{id}/ai/analysis: the company's rating read (its comment weighed with its score),
 * with the model's summary in the reader's language when a model is configured. Kept per rating
 * and made again only when the words, the engine or (for a summary) the reader's language differ.
 */
export async function ratingAnalysis(
  db: DbOrTx,
  ai: AiProvider,
  structureId: string,
  ratingId: string,
  reader: TLanguage,
): Promise<TRatingAnalysis> {
  const found = await ratingWithAnalysis(db, structureId, ratingId);
  if (!found) throw notFound('Rating');
  const { rating, analysis: kept } = found;
  const text = commentOf(rating);
  const share = scoreShare(rating.metricType, rating.score);
  // Without words there is only the score to read: nothing worth keeping.
  if (!text) return ai.analyse({ text: '', language: pageLanguageOf(rating), scoreShare: share });

  const hash = hashOf(rating, text);
  const engine: TAiEngine = ai.hasModel ? 'model' : 'local';
  if (kept && isCurrent(kept, hash, engine, reader)) return fromRow(kept);

  const language = analyseLocally({ text }).language ?? pageLanguageOf(rating);
  const analysis = await ai.analyse({ text, language, scoreShare: share, summaryLanguage: reader });
  await saveAnalysis(db, toRow(rating, analysis, hash, analysis.engine === 'model' ? reader : null));
  return analysis;
}
