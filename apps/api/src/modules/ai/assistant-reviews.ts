import {
  isLanguage,
  metricScoreRange,
  type TMetricType,
  type TSentiment,
  type TTopic,
  type TTopicAnalysis,
} from '@guestloop/contracts';
import { analyseLocally } from '../../providers/ai';
import type { ReviewRow } from './assistant-facts.repo';
import { searchTexts } from './assistant-search';

/**
 * The reviews of a question, read: the mood and topics of each comment (kept readings first, else
 * the built-in analysis) and of the answers the guest tapped ("Long wait"), whether the review is
 * a complaint or praise, and which of them to quote.
 */

export interface ReadReview {
  id: string;
  comment: string | null;
  /** The labels of the answers the guest chose. */
  labels: string[];
  /** Each topic spoken of (in the comment or the answers chosen), with how it was spoken of. */
  topics: Map<TTopic, TSentiment>;
  /** The topics the comment's own words speak of: what a quote is chosen for. */
  commentTopics: Set<TTopic>;
  negative: boolean;
  positive: boolean;
  createdAt: Date;
  placeName: string | null;
  score: number;
  metricType: TMetricType;
  /** The comment's language as read, else the page's. */
  language: string;
}

interface MetricQuestion {
  id?: unknown;
  answers?: { id?: unknown; label?: unknown }[];
}

function labelsOf(row: ReviewRow): string[] {
  const questions = (row.metricContent.questions ?? []) as MetricQuestion[];
  const labels: string[] = [];
  for (const chosen of row.answers ?? []) {
    const question = questions.find((q) => q.id === chosen.questionId);
    for (const answerId of chosen.answerIds) {
      const label = question?.answers?.find((a) => a.id === answerId)?.label;
      if (typeof label === 'string') labels.push(label);
    }
  }
  return labels;
}

function shareOf(type: TMetricType, score: number) {
  const { min, max } = metricScoreRange(type);
  return Math.min(1, Math.max(0, (score - min) / (max - min)));
}

/** The comment's reading: the kept one, else the built-in one (its words' language, else the page's). */
function commentReading(
  row: ReviewRow,
  comment: string,
): { sentiment: TSentiment; topics: TTopicAnalysis[]; language: string | null } {
  if (row.keptTopics && row.keptSentiment) {
    return { sentiment: row.keptSentiment as TSentiment, topics: row.keptTopics, language: row.keptLanguage };
  }
  const scoreShare = shareOf(row.metricType, row.score);
  const read = analyseLocally({ text: comment, scoreShare });
  if (read.language || !isLanguage(row.language)) return read;
  return analyseLocally({ text: comment, language: row.language, scoreShare });
}

export function readReview(row: ReviewRow): ReadReview {
  const comment = row.comment?.trim() || null;
  const labels = labelsOf(row);
  const topics = new Map<TTopic, TSentiment>();
  let sentiment: TSentiment | null = null;
  let language = row.language;
  if (comment) {
    const read = commentReading(row, comment);
    sentiment = read.sentiment;
    language = read.language ?? language;
    for (const topic of read.topics) topics.set(topic.topic, topic.sentiment);
  }
  const commentTopics = new Set(topics.keys());
  if (labels.length > 0) {
    const tone = row.outcome === 'bad' ? 0 : row.outcome === 'good' ? 1 : 0.5;
    for (const topic of analyseLocally({ text: labels.join('. '), scoreShare: tone }).topics) {
      if (!topics.has(topic.topic))
        topics.set(topic.topic, row.outcome === 'bad' ? 'negative' : topic.sentiment);
    }
  }
  return {
    id: row.id,
    comment,
    labels,
    topics,
    commentTopics,
    negative: row.outcome === 'bad' || sentiment === 'negative',
    positive:
      (row.outcome === 'good' && sentiment !== 'negative') ||
      (sentiment === 'positive' && row.outcome !== 'bad'),
    createdAt: row.createdAt,
    placeName: row.subPlaceName ?? row.placeName,
    score: row.score,
    metricType: row.metricType,
    language,
  };
}

/** How many of the reviews speak of each topic in the tone asked (complaints: not praising it), most first. */
export function topicCounts(reviews: ReadReview[], tone: 'negative' | 'positive' | 'any') {
  const counts = new Map<TTopic, number>();
  for (const review of reviews) {
    for (const [topic, sentiment] of review.topics) {
      if (tone === 'negative' && sentiment === 'positive') continue;
      if (tone === 'positive' && sentiment === 'negative') continue;
      counts.set(topic, (counts.get(topic) ?? 0) + 1);
    }
  }
  return [...counts]
    .map(([topic, count]) => ({ topic, count }))
    .sort((a, b) => b.count - a.count || a.topic.localeCompare(b.topic));
}

const QUOTE_MAX = 220;
/** A comment this long says more than a word or two. */
const SENTENCE = 20;
export const quoteOf = (text: string) =>
  text.length <= QUOTE_MAX ? text : `${text.slice(0, QUOTE_MAX - 1).trimEnd()}…`;

/** Texts said more than once are quoted once. */
const sameWords = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The reviews to quote: for each topic in turn the comment about it that best matches the
 * question's own words (full-text search), else its newest comment of a sentence or more, in the
 * answer's language where there is one; one per topic, then the rest likewise (of those whose
 * words speak of `only`, when given), up to `limit`, never the same words twice. `reviews` come
 * newest first.
 */
export function quotesFor(
  reviews: ReadReview[],
  topics: TTopic[],
  options: { terms: string; language: string; limit: number; only?: TTopic | null },
): ReadReview[] {
  const withWords = reviews.filter((review) => review.comment);
  const chosen: ReadReview[] = [];
  const take = (candidates: ReadReview[]) => {
    const open = candidates.filter((review) => !chosen.some((c) => sameWords(c.comment!, review.comment!)));
    if (open.length === 0) return false;
    const docs = open.map((review) => ({ id: review.id, text: review.comment!, review }));
    const hit = searchTexts(docs, options.terms, 1)[0]?.doc.review;
    const sentence = open.filter((review) => review.comment!.length >= SENTENCE);
    const own = sentence.find((review) => review.language === options.language);
    chosen.push(hit ?? own ?? sentence[0] ?? open[0]!);
    return true;
  };
  for (const topic of topics) {
    if (chosen.length >= options.limit) break;
    take(withWords.filter((review) => review.commentTopics.has(topic)));
  }
  const said = options.only
    ? withWords.filter((review) => review.commentTopics.has(options.only!))
    : withWords;
  while (chosen.length < options.limit && take(said));
  return chosen;
}
