import { ZMetricOutcome, ZMetricType } from './metrics';
import { ZSlug } from './structure';
import { ZEmail } from './validator-schemas';
import * as z from './zod';

/**
 * Ratings (SPEC point 7 "Ratings", point 4 "Reviews can be marked viewed"): a guest rates a visit
 * on a metric's page (POST /rate), may attach a recorded comment (WAV) and a photo (PNG), and
 * confirms an e-mail address when the metric asks for it; staff read them as reviews in an inbox
 * (unread first) and see a guest's timeline of ratings and orders. A rating of an order also
 * scores its dishes (1–5 each), which the menu editor shows per item.
 */

/** Longest comment a guest may leave. */
export const RATING_COMMENT_MAX = 2000;
/** A dish is scored with stars: 1 to 5. */
export const DISH_SCORE_MIN = 1;
export const DISH_SCORE_MAX = 5;
/** The multipart field that carries an attachment. */
export const RATING_FILE_FIELD = 'file';
/** The header carrying the attach token POST /rate answered (`attachToken`). */
export const RATING_TOKEN_HEADER = 'x-rating-token';
/** Largest recorded comment: 5 MB of WAV (413 PAYLOAD_TOO_LARGE above). */
export const RATING_AUDIO_MAX_BYTES = 5 * 1024 * 1024;
/** Longest recorded comment, read from the WAV header (400 RECORDING_TOO_LONG above). */
export const RATING_AUDIO_MAX_SECONDS = 120;
/** Largest photo: 5 MB of PNG (413 PAYLOAD_TOO_LARGE above); the page resizes before sending. */
export const RATING_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Largest photo side in pixels, read from the PNG header (413 PAYLOAD_TOO_LARGE above). */
export const RATING_IMAGE_MAX_SIDE = 4096;
/** How long after rating the guest may still attach (or replace) a recording or photo. */
export const RATING_ATTACH_MINUTES = 30;
/** Digits of the code mailed to confirm a rating's e-mail address. */
export const RATING_CODE_LENGTH = 6;
/** How long a rating's confirmation code works. */
export const RATING_CODE_TTL_MINUTES = 60;
/** Wrong entries the code takes before it stops working. */
export const RATING_CODE_MAX_TRIES = 5;

const ZRef = z.string().min(1).max(64);
const ZOrderSlug = z.string().min(6).max(40);
const ZDate = z.iso.datetime({ offset: true });
const ZDishScore = z.number().int().min(DISH_SCORE_MIN).max(DISH_SCORE_MAX);

// ---- Rating (guest) ----

/** The answer variants a guest chose for one of the metric's questions. */
export const ZRatingAnswer = z.object({
  questionId: ZRef,
  answerIds: z.array(ZRef).max(50),
});
export type TRatingAnswer = z.infer<typeof ZRatingAnswer>;

/**
 * POST /rate. `slug`: the metric's. `score`: checked against the metric's type (stars 1–5, NPS
 * 0–10, faces…; 400 SCORE_OUT_OF_RANGE). `table`: the group and table slugs when scanned from a
 * table's sticker (within the metric's location); `subLocationId`: a sub-location of the metric's
 * location. `orderSlug` with `dishes`: the guest's own order, once served or paid, with a score
 * per line (`lineIndex` of the order's lines). `verifyEmail`: where the confirmation code goes when
 * the metric asks for e-mail verification. The rating's language is the request's `Language`.
 */
export const ZRateBody = z.object({
  slug: ZSlug,
  score: z.number().int(),
  comment: z.string().trim().max(RATING_COMMENT_MAX).nullish(),
  answers: z.array(ZRatingAnswer).max(50).default([]),
  table: z.object({ group: ZSlug, table: ZSlug }).optional(),
  subLocationId: z.uuid().optional(),
  orderSlug: ZOrderSlug.optional(),
  dishes: z
    .array(z.object({ lineIndex: z.number().int().min(0).max(499), score: ZDishScore }))
    .max(100)
    .default([]),
  verifyEmail: ZEmail.max(254).optional(),
});
export type TRateBody = z.input<typeof ZRateBody>;

/**
 * The answer to POST /rate. The texts to show (thanks, verification) are the metric's, per
 * `outcome`. `needsVerification`: a code was mailed; the rating counts once POST /rate/{id}/verify
 * takes it. `attachToken`: send it as the X-Rating-Token header with the uploads (for
 * RATING_ATTACH_MINUTES).
 */
export const ZRateResult = z.object({
  id: z.uuid(),
  outcome: ZMetricOutcome,
  needsVerification: z.boolean(),
  attachToken: z.string(),
});
export type TRateResult = z.infer<typeof ZRateResult>;

export const ZRatingIdParams = z.object({ id: z.uuid() });

export const ZRatingCode = z.string().regex(new RegExp(`^\\d{${RATING_CODE_LENGTH}}$`));
/** POST /rate/{id}/verify: the code mailed to the address given with the rating. */
export const ZVerifyRatingBody = z.object({ code: ZRatingCode });
export type TVerifyRatingBody = z.infer<typeof ZVerifyRatingBody>;
export const ZRatingVerified = z.object({ id: z.uuid(), verified: z.literal(true) });

/** A stored recording (POST /rate/{id}/upload-audio). */
export const ZRatingAudio = z.object({ src: z.string(), durationMs: z.number().int() });
/** A stored photo (POST /rate/{id}/upload-image). */
export const ZRatingImage = z.object({ src: z.string(), width: z.number().int(), height: z.number().int() });

/**
 * GET /rate/default/{locationId}[/{tableId}]: what a guest's rating page needs when a link names a
 * place rather than a metric (a table card's "rate us", a location's page): the location's
 * ready-made metric in the request's language, the location, and the table (its slugs go back in
 * POST /rate's `table`).
 */
export const ZRateDefaultParams = z.object({ locationId: z.uuid() });
export const ZRateDefaultTableParams = z.object({ locationId: z.uuid(), tableId: z.uuid() });
export const ZRateDefault = z.object({
  metricSlug: z.string(),
  location: z.object({ id: z.uuid(), name: z.string() }),
  table: z.object({ id: z.uuid(), group: z.string(), table: z.string(), label: z.string() }).nullable(),
});
export type TRateDefault = z.infer<typeof ZRateDefault>;

/**
 * GET /order/{slug}/rating: the order page's rating card, for the order's own guest. `canRate`:
 * the order was served or paid and is not rated yet; `metricSlug`: the metric to rate with, or
 * that it was rated with (the order location's ready-made one; its review sites are offered).
 * `dishes`: the order's lines to score; `rated`: what the guest gave, once they have.
 */
export const ZOrderRating = z.object({
  canRate: z.boolean(),
  metricSlug: z.string().nullable(),
  dishes: z.array(z.object({ lineIndex: z.number().int(), itemId: z.uuid().nullable(), title: z.string() })),
  rated: z
    .object({
      id: z.uuid(),
      score: z.number().int(),
      outcome: ZMetricOutcome,
      dishes: z.array(z.object({ lineIndex: z.number().int(), score: z.number().int() })),
      createdAt: ZDate,
    })
    .nullable(),
});
export type TOrderRating = z.infer<typeof ZOrderRating>;

// ---- Reviews (staff) ----

/**
 * A rating as the staff inbox shows it. `verification`: what the metric asked of the guest;
 * `verified`: whether the rating counts (always, when nothing was asked). `viewedAt`: null while
 * unread.
 */
export const ZReview = z.object({
  id: z.uuid(),
  metric: z.object({ id: z.uuid(), slug: z.string(), title: z.string(), type: ZMetricType }),
  locationId: z.uuid().nullable(),
  locationName: z.string().nullable(),
  subLocationName: z.string().nullable(),
  tableLabel: z.string().nullable(),
  order: z.object({ slug: z.string(), number: z.number().int() }).nullable(),
  dishes: z.array(z.object({ itemId: z.uuid().nullable(), itemTitle: z.string(), score: z.number().int() })),
  customer: z.object({ id: z.uuid(), name: z.string().nullable(), email: z.string().nullable() }).nullable(),
  /** `guest` for a rating given here; the review site's name (`google`) for one a collector imported. */
  source: z.string(),
  /** The reviewer's name as the review site shows it (imported reviews only). */
  authorName: z.string().nullable(),
  score: z.number().int(),
  outcome: ZMetricOutcome,
  comment: z.string().nullable(),
  /** The chosen answer variants with the words the metric gave them. */
  answers: z.array(
    z.object({
      questionId: z.string(),
      question: z.string(),
      answers: z.array(z.object({ id: z.string(), label: z.string() })),
    }),
  ),
  /** The language of the page the guest rated on. */
  language: z.string(),
  /**
   * The language the comment is written in, as its kept reading found it (a guest may write in
   * their own language on a page in another); null until the comment is first read, or without one.
   */
  commentLanguage: z.string().nullable(),
  audio: ZRatingAudio.nullable(),
  image: ZRatingImage.nullable(),
  verification: z.enum(['none', 'email']),
  verified: z.boolean(),
  /** The address the guest confirmed (or was asked to confirm). */
  verifyEmail: z.string().nullable(),
  viewedAt: ZDate.nullable(),
  createdAt: ZDate,
});
export type TReview = z.infer<typeof ZReview>;

const ZFlag = z.enum(['true', 'false']);

/**
 * GET /reviews. Dates are days (`to` included). `dayOfWeek` (ISO: 1 Monday … 7 Sunday) and the
 * hours `hourFrom`…`hourTo` (both included; from > to runs past midnight) are read on the
 * company's clock, like the days. `verification`: `verified` (default: ratings that count),
 * `pending` (waiting for their code) or `all`.
 */
export const ZReviewsQuery = z.object({
  locationId: z.uuid().optional(),
  metricId: z.uuid().optional(),
  score: z.coerce.number().int().min(-1000).max(1000).optional(),
  outcome: ZMetricOutcome.optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  dayOfWeek: z.coerce.number().int().min(1).max(7).optional(),
  hourFrom: z.coerce.number().int().min(0).max(23).optional(),
  hourTo: z.coerce.number().int().min(0).max(23).optional(),
  unread: ZFlag.optional(),
  withAttachment: ZFlag.optional(),
  verification: z.enum(['verified', 'pending', 'all']).default('verified'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type TReviewsQuery = z.infer<typeof ZReviewsQuery>;

/** Unread first, then newest. `unread`: unread reviews that count, whatever the filters. */
export const ZReviewList = z.object({
  items: z.array(ZReview),
  total: z.number().int(),
  unread: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TReviewList = z.infer<typeof ZReviewList>;

export const ZInteractionsQuery = z.object({ customerId: z.uuid() });
export type TInteractionsQuery = z.infer<typeof ZInteractionsQuery>;

/** One entry of a guest's timeline with the company: a rating or an order, newest first. */
export const ZInteraction = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('rating'),
    at: ZDate,
    rating: z.object({
      id: z.uuid(),
      metricTitle: z.string(),
      metricType: ZMetricType,
      score: z.number().int(),
      outcome: ZMetricOutcome,
      comment: z.string().nullable(),
      hasAudio: z.boolean(),
      hasImage: z.boolean(),
    }),
  }),
  z.object({
    kind: z.literal('order'),
    at: ZDate,
    order: z.object({
      slug: z.string(),
      number: z.number().int(),
      status: z.string(),
      total: z.number().int(),
      currency: z.string(),
      tableLabel: z.string().nullable(),
    }),
  }),
]);
export type TInteraction = z.infer<typeof ZInteraction>;

/** GET /interactions: the guest (as the company knows them) and their latest ratings and orders. */
export const ZInteractionList = z.object({
  customer: z.object({ id: z.uuid(), name: z.string().nullable(), email: z.string().nullable() }),
  items: z.array(ZInteraction),
});
export type TInteractionList = z.infer<typeof ZInteractionList>;

/**
 * The live feed's `rating.created` payload: boards alert the table's waiter of a bad one.
 * `comment`: its first words.
 */
export const ZRatingAlert = z.object({
  id: z.uuid(),
  score: z.number().int(),
  outcome: ZMetricOutcome,
  metricType: ZMetricType,
  metricTitle: z.string(),
  locationId: z.uuid().nullable(),
  tableId: z.uuid().nullable(),
  tableLabel: z.string().nullable(),
  comment: z.string().nullable(),
  createdAt: ZDate,
});
export type TRatingAlert = z.infer<typeof ZRatingAlert>;
/** How much of a comment a live alert carries. */
export const RATING_ALERT_COMMENT_MAX = 140;

/** GET /online-menu/edit/{slug}/dish-scores: each dish's average score from guests' ratings (that count). */
export const ZDishScores = z.object({
  items: z.array(z.object({ itemId: z.uuid(), average: z.number(), count: z.number().int() })),
});
export type TDishScores = z.infer<typeof ZDishScores>;
