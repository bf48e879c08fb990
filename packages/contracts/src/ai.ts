import { ZSentiment, ZTopic } from './ai-analysis';
import { ZLanguage } from './language-schema';
import { ZMetricOutcome, ZMetricType } from './metrics';
import * as z from './zod';

/**
 * What the console reads out of guests' comments (SPEC point 7 "AI": GET /rate/{id}/ai/analysis
 * answers one rating's `ZRatingAnalysis`), and the statistics of the topics guests talk about
 * (POST /stat/data/review-topics with the statistics filters, `ZStatFilters`). Both are hints
 * read by a machine, shown as such: never a verdict on a guest or a member of staff.
 */

/** Example comments an answer gives per topic: the latest that name it. */
export const REVIEW_TOPIC_EXAMPLES = 3;
/** Comments one statistics call reads that were not read before; the rest are read by later calls. */
export const REVIEW_TOPICS_READ_MAX = 5000;

const count = z.number().int().min(0);

/** A comment that names a topic, with how it spoke of it. */
export const ZReviewTopicExample = z.object({
  ratingId: z.uuid(),
  comment: z.string(),
  /** The comment's language as read (the rating page's when it could not be told). */
  language: ZLanguage,
  /** How this comment spoke of the topic. */
  sentiment: ZSentiment,
  metricType: ZMetricType,
  score: z.number().int(),
  outcome: ZMetricOutcome,
  createdAt: z.iso.datetime({ offset: true }),
});
export type TReviewTopicExample = z.infer<typeof ZReviewTopicExample>;

/** One topic over the period: the comments that name it, by how they spoke of it. */
export const ZReviewTopic = z.object({
  topic: ZTopic,
  /** Comments that name the topic (= positive + neutral + negative). */
  mentions: count,
  positive: count,
  neutral: count,
  negative: count,
  examples: z.array(ZReviewTopicExample).max(REVIEW_TOPIC_EXAMPLES),
});
export type TReviewTopic = z.infer<typeof ZReviewTopic>;

/**
 * POST /stat/data/review-topics: every topic (most named first; ties in `AI_TOPICS` order) over
 * the ratings that count in the period and places. `comments`: ratings with a comment there;
 * `pending`: those of them not read yet (a call reads at most `REVIEW_TOPICS_READ_MAX` new ones),
 * not in the counts.
 */
export const ZReviewTopics = z.object({
  comments: count,
  pending: count,
  topics: z.array(ZReviewTopic),
});
export type TReviewTopics = z.infer<typeof ZReviewTopics>;
