import { ZLanguage } from './language-schema';
import { ZSlug } from './structure';
import { isUrl, VALIDATION_MESSAGE_CODES } from './validators';
import * as z from './zod';

/**
 * Feedback metrics (SPEC point 3 "Survey / metric" and "Metric, additionally", point 7 "Metrics"
 * and "QR sticker"): the rating page a sticker or link opens at /user/p/rate/{slug}. The texts
 * live in `content`; every guest sees the same page and the same review links whatever the score
 * (no review gating).
 */

// ---- Types, score ranges and outcomes ----

/** stars: 1–5 (CSAT); nps: 0–10 (Net Promoter Score); faces: three faces, 1 (sad) to 3 (happy). */
export const METRIC_TYPES = ['stars', 'nps', 'faces'] as const;
export const ZMetricType = z.enum(METRIC_TYPES);
export type TMetricType = z.infer<typeof ZMetricType>;

export const METRIC_OUTCOMES = ['bad', 'neutral', 'good'] as const;
export const ZMetricOutcome = z.enum(METRIC_OUTCOMES);
export type TMetricOutcome = z.infer<typeof ZMetricOutcome>;

const SCORE_RANGES: Record<TMetricType, { min: number; max: number }> = {
  stars: { min: 1, max: 5 },
  nps: { min: 0, max: 10 },
  faces: { min: 1, max: 3 },
};

/** The highest score of each outcome below `good`: a score above `neutral` is good. */
const OUTCOME_BOUNDS: Record<TMetricType, { bad: number; neutral: number }> = {
  stars: { bad: 2, neutral: 3 },
  nps: { bad: 6, neutral: 8 },
  faces: { bad: 1, neutral: 2 },
};

/** The scores a guest may give on a metric of this type, both ends included. */
export function metricScoreRange(type: TMetricType): { min: number; max: number } {
  return { ...SCORE_RANGES[type] };
}

/** True for a whole number within the type's range. */
export function isMetricScore(type: TMetricType, score: unknown): score is number {
  const { min, max } = SCORE_RANGES[type];
  return typeof score === 'number' && Number.isInteger(score) && score >= min && score <= max;
}

/**
 * bad / neutral / good of a score: stars 1–2 bad, 3 neutral, 4–5 good; NPS 0–6 bad (detractor),
 * 7–8 neutral (passive), 9–10 good (promoter); faces 1 bad, 2 neutral, 3 good. A score outside
 * the range is refused (check it with isMetricScore first).
 */
export function metricOutcome(type: TMetricType, score: number): TMetricOutcome {
  if (!isMetricScore(type, score)) throw new RangeError(`Score ${score} is outside the ${type} range`);
  const bounds = OUTCOME_BOUNDS[type];
  if (score <= bounds.bad) return 'bad';
  return score <= bounds.neutral ? 'neutral' : 'good';
}

// ---- Public review sites ----

/**
 * The public review sites a metric may link to (GET /feedback-services). `urlHint` shows staff
 * what such a link looks like; any link passing the spec's URL rule is accepted (short links too).
 */
export const FEEDBACK_SERVICES = [
  { id: 'google', name: 'Google', urlHint: 'https://g.page/r/…/review' },
  { id: 'tripadvisor', name: 'Tripadvisor', urlHint: 'https://www.tripadvisor.com/UserReviewEdit-…' },
  { id: 'facebook', name: 'Facebook', urlHint: 'https://www.facebook.com/…/reviews' },
  { id: 'booking', name: 'Booking.com', urlHint: 'https://www.booking.com/hotel/…' },
  { id: 'yelp', name: 'Yelp', urlHint: 'https://www.yelp.com/writeareview/biz/…' },
  { id: 'trustpilot', name: 'Trustpilot', urlHint: 'https://www.trustpilot.com/evaluate/…' },
  { id: 'thefork', name: 'TheFork', urlHint: 'https://www.thefork.com/restaurant/…' },
  { id: 'opentable', name: 'OpenTable', urlHint: 'https://www.opentable.com/r/…' },
  { id: 'foursquare', name: 'Foursquare', urlHint: 'https://foursquare.com/v/…' },
  { id: 'airbnb', name: 'Airbnb', urlHint: 'https://www.airbnb.com/rooms/…' },
  { id: 'expedia', name: 'Expedia', urlHint: 'https://www.expedia.com/…' },
  { id: '2gis', name: '2GIS', urlHint: 'https://2gis.com/firm/…' },
  { id: 'yandex-maps', name: 'Yandex Maps', urlHint: 'https://yandex.com/maps/org/…' },
] as const;
export type TFeedbackServiceId = (typeof FEEDBACK_SERVICES)[number]['id'];
export const FEEDBACK_SERVICE_IDS = FEEDBACK_SERVICES.map((s) => s.id) as [
  TFeedbackServiceId,
  ...TFeedbackServiceId[],
];
export const ZFeedbackServiceId = z.enum(FEEDBACK_SERVICE_IDS);

export const ZFeedbackService = z.object({ id: ZFeedbackServiceId, name: z.string(), urlHint: z.string() });
export type TFeedbackService = z.infer<typeof ZFeedbackService>;
export const ZFeedbackServiceList = z.object({ items: z.array(ZFeedbackService) });
export type TFeedbackServiceList = z.infer<typeof ZFeedbackServiceList>;

/** The display name of a review site. */
export function feedbackServiceName(id: TFeedbackServiceId): string {
  return FEEDBACK_SERVICES.find((s) => s.id === id)?.name ?? id;
}

// ---- Content ----

const ZText = (max: number) => z.string().max(max);
const ZLink = z.string().max(2000).refine(isUrl, { error: VALIDATION_MESSAGE_CODES.url });
/** Ids of questions and answer variants, chosen by the editor: letters, digits, `_` and `-`. */
const ZItemId = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/);
/** `#rrggbb`. */
export const ZHexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/);

const unique = <T>(items: T[], key: (item: T) => string) => new Set(items.map(key)).size === items.length;

export const ZMetricAnswer = z.object({ id: ZItemId, label: z.string().trim().min(1).max(200) });
export type TMetricAnswer = z.infer<typeof ZMetricAnswer>;

/** A question under the score ("What could we do better?") with answer variants to tap. */
export const ZMetricQuestion = z.object({
  id: ZItemId,
  title: z.string().trim().min(1).max(300),
  subTitle: ZText(500),
  data: z.object({
    placeholder: ZText(200),
    comment: ZText(500),
    /** multiple: several variants may be chosen; required: the guest must choose one. */
    options: z.object({ multiple: z.boolean(), required: z.boolean() }),
  }),
  answers: z
    .array(ZMetricAnswer)
    .max(20)
    .refine((a) => unique(a, (x) => x.id), { error: 'duplicate_id' }),
});
export type TMetricQuestion = z.infer<typeof ZMetricQuestion>;

/** Texts around the form: before it (begin, welcome page), after it, when expired, the privacy note. */
export const ZMetricSettings = z.object({
  begin: ZText(1000),
  welcomePage: ZText(2000),
  after: ZText(1000),
  expire: ZText(1000),
  policy: z.object({ text: ZText(4000), url: ZLink.nullable() }),
});
export type TMetricSettings = z.infer<typeof ZMetricSettings>;

/** A button to the company's own site after rating. */
export const ZMetricOwnSite = z.object({ buttonText: z.string().trim().min(1).max(100), url: ZLink });
export type TMetricOwnSite = z.infer<typeof ZMetricOwnSite>;

/** What a guest reads after rating, by outcome. */
export const ZMetricOutcomeTexts = z.object({
  thanksText: ZText(1000),
  verifyUserText: ZText(500),
  verifyUserSubText: ZText(1000),
  ownSite: ZMetricOwnSite.nullish(),
});
export type TMetricOutcomeTexts = z.infer<typeof ZMetricOutcomeTexts>;

/** How a guest confirms a rating before it counts: by an e-mailed code. None listed: no check. */
export const METRIC_VERIFICATION_METHODS = ['email'] as const;
export const ZMetricVerificationMethod = z.enum(METRIC_VERIFICATION_METHODS);
export type TMetricVerificationMethod = z.infer<typeof ZMetricVerificationMethod>;

export const ZReviewLink = z.object({ service: ZFeedbackServiceId, url: ZLink });
export type TReviewLink = z.infer<typeof ZReviewLink>;

/** The printed sticker: its call to action (in the metric's language) and accent colour. */
export const ZQrStickerSettings = z.object({
  callToAction: z.string().trim().min(1).max(120),
  accentColor: ZHexColour,
});
export type TQrStickerSettings = z.infer<typeof ZQrStickerSettings>;

export const ZMetricContent = z.object({
  subTitle: ZText(500),
  structureTitle: ZText(200),
  commentPlaceholder: ZText(200),
  questions: z
    .array(ZMetricQuestion)
    .max(10)
    .refine((q) => unique(q, (x) => x.id), { error: 'duplicate_id' }),
  settings: ZMetricSettings,
  outcomes: z.object({ bad: ZMetricOutcomeTexts, neutral: ZMetricOutcomeTexts, good: ZMetricOutcomeTexts }),
  verificationMethods: z
    .array(ZMetricVerificationMethod)
    .max(METRIC_VERIFICATION_METHODS.length)
    .refine((m) => unique(m, (x) => x), { error: 'duplicate_id' }),
  /** Sub-locations (children of the metric's location) a guest may say they are in. */
  subLocationIds: z
    .array(z.uuid())
    .max(100)
    .refine((ids) => unique(ids, (x) => x), { error: 'duplicate_id' }),
  /** Public review sites offered to every guest after rating, whatever the score. */
  reviewLinks: z
    .array(ZReviewLink)
    .max(FEEDBACK_SERVICES.length)
    .refine((links) => unique(links, (x) => x.service), { error: 'duplicate_service' }),
  sticker: ZQrStickerSettings.nullish(),
});
export type TMetricContent = z.infer<typeof ZMetricContent>;

// ---- Answers ----

const ZTimestamp = z.iso.datetime({ offset: true });

/** A metric as staff see it. */
export const ZMetric = z.object({
  id: z.uuid(),
  slug: z.string(),
  type: ZMetricType,
  language: ZLanguage,
  title: z.string(),
  locationId: z.uuid(),
  locationName: z.string(),
  imageUrl: z.string().nullable(),
  isActive: z.boolean(),
  content: ZMetricContent,
  createdAt: ZTimestamp,
  updatedAt: ZTimestamp,
  ratingsCount: z.number().int().optional(),
});
export type TMetric = z.infer<typeof ZMetric>;

export const ZMetricList = z.object({ items: z.array(ZMetric) });
export type TMetricList = z.infer<typeof ZMetricList>;

/** The content a guest's page reads: without the staff-only lists (answered resolved beside it). */
export const ZMetricPublicContent = ZMetricContent.omit({
  subLocationIds: true,
  reviewLinks: true,
  sticker: true,
});
export type TMetricPublicContent = z.infer<typeof ZMetricPublicContent>;

const ZNamed = z.object({ id: z.uuid(), name: z.string() });

/** GET /metric/by-slug/{slug}: what the guest's rating page needs. */
export const ZMetricPublic = z.object({
  id: z.uuid(),
  slug: z.string(),
  type: ZMetricType,
  language: ZLanguage,
  title: z.string(),
  imageUrl: z.string().nullable(),
  content: ZMetricPublicContent,
  company: z.object({ name: z.string(), logoUrl: z.string().nullable() }),
  location: ZNamed,
  reviewLinks: z.array(z.object({ service: ZFeedbackServiceId, name: z.string(), url: z.string() })),
  subLocations: z.array(ZNamed),
  /** The table the page was opened from (its sticker), or null. */
  table: z.object({ id: z.uuid(), label: z.string() }).nullable(),
});
export type TMetricPublic = z.infer<typeof ZMetricPublic>;

// ---- Requests ----

export const ZMetricSlugParams = z.object({ slug: ZSlug });
export type TMetricSlugParams = z.infer<typeof ZMetricSlugParams>;

export const ZMetricTypeParams = z.object({ type: ZMetricType });
export type TMetricTypeParams = z.infer<typeof ZMetricTypeParams>;

/** GET /metric/default/{locationId}/{type} (the spec's {a}/{b}). */
export const ZMetricDefaultParams = z.object({ locationId: z.uuid(), type: ZMetricType });
export type TMetricDefaultParams = z.infer<typeof ZMetricDefaultParams>;

/** Opened from a table's sticker: the group and table slugs within the metric's location. */
export const ZMetricBySlugQuery = z
  .object({ group: ZSlug.optional(), table: ZSlug.optional() })
  .refine((q) => (q.group === undefined) === (q.table === undefined), {
    error: 'group_and_table_together',
    path: ['table'],
  });
export type TMetricBySlugQuery = z.infer<typeof ZMetricBySlugQuery>;

export const ZCreateMetricBody = z.object({ locationId: z.uuid() });
export type TCreateMetricBody = z.infer<typeof ZCreateMetricBody>;

/** What is sent is changed; `content` replaces the stored content whole. */
export const ZUpdateMetricBody = z.object({
  title: z.string().trim().min(1).max(200).optional(),
  language: ZLanguage.optional(),
  isActive: z.boolean().optional(),
  content: ZMetricContent.optional(),
});
export type TUpdateMetricBody = z.infer<typeof ZUpdateMetricBody>;

export const ZSetMetricLocationBody = z.object({ locationId: z.uuid() });
export type TSetMetricLocationBody = z.infer<typeof ZSetMetricLocationBody>;

export const ZDeletedRatings = z.object({ ok: z.literal(true), deletedRatings: z.number().int() });
export type TDeletedRatings = z.infer<typeof ZDeletedRatings>;

// ---- QR stickers ----

export const QR_STICKER_FORMATS = ['svg', 'pdf'] as const;
export const ZQrStickerFormat = z.enum(QR_STICKER_FORMATS);
export type TQrStickerFormat = z.infer<typeof ZQrStickerFormat>;

/** GET /qr-sticker/{slug}: the sticker's settings and what its preview shows. */
export const ZQrSticker = z.object({
  metricId: z.uuid(),
  metricSlug: z.string(),
  metricType: ZMetricType,
  language: ZLanguage,
  title: z.string(),
  settings: ZQrStickerSettings,
  /** True when the settings are the defaults (nothing saved yet). */
  isDefault: z.boolean(),
  companyName: z.string(),
  logoUrl: z.string().nullable(),
  locationName: z.string(),
  /** The rating page the QR code opens. */
  url: z.string(),
  /** The sticker as an SVG document, as printed. */
  svg: z.string(),
  /** Table groups of the metric's location: a sheet prints one sticker per table of a group. */
  groups: z.array(z.object({ id: z.uuid(), name: z.string(), tables: z.number().int() })),
});
export type TQrSticker = z.infer<typeof ZQrSticker>;

export const ZSaveQrStickerBody = ZQrStickerSettings;
export type TSaveQrStickerBody = z.infer<typeof ZSaveQrStickerBody>;

/** `slug`: a location's slug of the caller's company; its metric of the type is made or reused. */
export const ZCreateQrStickerBody = z.object({ metricType: ZMetricType, slug: ZSlug });
export type TCreateQrStickerBody = z.infer<typeof ZCreateQrStickerBody>;

/** `groupId`: one sticker per table of that group (of the metric's location), each opening its table. */
export const ZQrStickerPrintQuery = z.object({ groupId: z.uuid().optional() });
export type TQrStickerPrintQuery = z.infer<typeof ZQrStickerPrintQuery>;

/** GET /qr-sticker/{slug}/print.svg and .pdf: the printable document itself (not JSON). */
export const ZQrStickerFile = z.string();
