import { ZLanguage } from './language-schema';
import * as z from './zod';

/**
 * What the product reads out of a guest's written words (a rating's comment, a survey's text
 * answer): the overall mood, the parts of the visit spoken of, and, when a model is configured,
 * a one-sentence summary. Made offline by keyword lexicons (`engine: 'local'`), or by an
 * OpenAI-compatible model checked against this schema (`engine: 'model'`).
 */

/**
 * The parts of a visit a comment can speak of. One topic per thing a venue can act on:
 * `food` (dishes, taste, portions), `drinks` (coffee, wine, cocktails), `service` (waiters,
 * staff, their manner), `waiting` (how long anything took), `price` (cost, value for money),
 * `cleanliness` (tables, toilets, hygiene), `ambience` (music, noise, decor, comfort),
 * `location` (getting there, parking, the view).
 */
export const AI_TOPICS = [
  'food',
  'drinks',
  'service',
  'waiting',
  'price',
  'cleanliness',
  'ambience',
  'location',
] as const;
export const ZTopic = z.enum(AI_TOPICS);
export type TTopic = z.infer<typeof ZTopic>;

export const AI_SENTIMENTS = ['positive', 'neutral', 'negative'] as const;
export const ZSentiment = z.enum(AI_SENTIMENTS);
export type TSentiment = z.infer<typeof ZSentiment>;

/** Who made an analysis: the built-in lexicons, or the configured model. */
export const AI_ENGINES = ['local', 'model'] as const;
export const ZAiEngine = z.enum(AI_ENGINES);
export type TAiEngine = z.infer<typeof ZAiEngine>;

/** Longest one-sentence summary kept. */
export const AI_SUMMARY_MAX = 500;
/** Most words or phrases kept as the evidence of one topic. */
export const AI_MENTIONS_MAX = 20;

/** One topic of a comment: how it was spoken of, and the words that named it. */
export const ZTopicAnalysis = z.object({
  topic: ZTopic,
  sentiment: ZSentiment,
  mentions: z.array(z.string().trim().min(1).max(100)).max(AI_MENTIONS_MAX),
});
export type TTopicAnalysis = z.infer<typeof ZTopicAnalysis>;

/**
 * A comment's analysis. `score`: -1 (all negative) to 1 (all positive), the text's mood weighed
 * with the rating's own score when there is one. `topics`: each topic at most once. `language`:
 * the comment's, given or detected (null when it could not be told). `summary`: the model's
 * one sentence; null from the local engine.
 */
export const ZRatingAnalysis = z.object({
  sentiment: ZSentiment,
  score: z.number().min(-1).max(1),
  topics: z
    .array(ZTopicAnalysis)
    .max(AI_TOPICS.length)
    .refine((topics) => new Set(topics.map((t) => t.topic)).size === topics.length, {
      error: 'Each topic at most once',
    }),
  language: ZLanguage.nullable(),
  summary: z.string().trim().min(1).max(AI_SUMMARY_MAX).nullable(),
  engine: ZAiEngine,
});
export type TRatingAnalysis = z.infer<typeof ZRatingAnalysis>;
