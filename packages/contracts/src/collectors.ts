import * as z from './zod';

/**
 * Review collectors (SPEC point 7 "Integrations": collectors under
 * /structure/integration/{slug}/collectors, and collector update, execute, delete). A collector
 * imports the reviews of one place on a review site (today Google Business Profile) into the
 * reviews inbox as ratings of one of the company's metrics, on a schedule and on demand. Each run
 * is kept with what it imported, what it skipped and why it failed.
 */

/** Minutes between scheduled runs; null runs only on demand. */
export const COLLECTOR_INTERVAL_MIN = 15;
export const COLLECTOR_INTERVAL_MAX = 1440;
/** The runs each collector shows (newest first). */
export const COLLECTOR_RUNS_SHOWN = 10;

export const COLLECTOR_RUN_TRIGGERS = ['schedule', 'manual'] as const;
export const COLLECTOR_RUN_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;

/**
 * Why a run failed: the integration check's codes (INTEGRATION_CHECK_CODES), `not-connected` when
 * the company's service is gone or has no keys, `interrupted` when the run stopped without an
 * outcome (its process stopped for good). Each has a translated explanation in the console.
 */
export const COLLECTOR_RUN_ERROR_CODES = [
  'unauthorized',
  'not-found',
  'unreachable',
  'service-error',
  'not-connected',
  'interrupted',
] as const;
export type TCollectorRunErrorCode = (typeof COLLECTOR_RUN_ERROR_CODES)[number];

/** A Google location's resource name, as the Business Profile API names it. */
export const COLLECTOR_SOURCE_PATTERN = /^accounts\/[^/\s]+\/locations\/[^/\s]+$/;

export const ZCollectorRun = z.object({
  id: z.uuid(),
  trigger: z.enum(COLLECTOR_RUN_TRIGGERS),
  status: z.enum(COLLECTOR_RUN_STATUSES),
  /** Reviews added to the inbox by this run. */
  imported: z.number().int().min(0),
  /** Reviews the run read but did not add: imported before, or without a star rating. */
  skipped: z.number().int().min(0),
  /** A code from COLLECTOR_RUN_ERROR_CODES when it failed. */
  errorCode: z.string().nullable(),
  /** What the service said, for the person fixing it. */
  errorMessage: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  startedAt: z.iso.datetime({ offset: true }).nullable(),
  finishedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type TCollectorRun = z.infer<typeof ZCollectorRun>;

export const ZCollector = z.object({
  id: z.uuid(),
  title: z.string(),
  /** Where the reviews come from on the service, e.g. "accounts/1/locations/2". */
  source: z.string(),
  /** The metric the reviews are filed under (its scale scores them). */
  metricId: z.uuid(),
  enabled: z.boolean(),
  intervalMinutes: z.number().int().nullable(),
  /** When the schedule runs it next; null on demand only, or while turned off. */
  nextRunAt: z.iso.datetime({ offset: true }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  /** The latest runs, newest first (at most COLLECTOR_RUNS_SHOWN). */
  runs: z.array(ZCollectorRun),
});
export type TCollector = z.infer<typeof ZCollector>;
export const ZCollectorList = z.array(ZCollector);

const ZInterval = z.number().int().min(COLLECTOR_INTERVAL_MIN).max(COLLECTOR_INTERVAL_MAX).nullable();

/** POST /structure/integration/{slug}/collectors. */
export const ZCreateCollectorBody = z.object({
  title: z.string().trim().min(1).max(120),
  source: z.string().trim().max(300).regex(COLLECTOR_SOURCE_PATTERN),
  metricId: z.uuid(),
  intervalMinutes: ZInterval.default(null),
  enabled: z.boolean().default(true),
});
export type TCreateCollectorBody = z.input<typeof ZCreateCollectorBody>;

/** POST /structure/integration/collector/{id}/update: the fields given change, the rest stay. */
export const ZUpdateCollectorBody = z.object({
  title: z.string().trim().min(1).max(120).optional(),
  source: z.string().trim().max(300).regex(COLLECTOR_SOURCE_PATTERN).optional(),
  metricId: z.uuid().optional(),
  intervalMinutes: ZInterval.optional(),
  enabled: z.boolean().optional(),
});
export type TUpdateCollectorBody = z.input<typeof ZUpdateCollectorBody>;

/** The places a place list holds at most (an account with more offers the first ones by title; type the rest). */
export const COLLECTOR_PLACES_MAX = 500;

/** A place the company's Google keys open, as the collector dialog offers it. */
export const ZCollectorPlace = z.object({
  /** The collector's `source`: "accounts/1/locations/2". */
  source: z.string(),
  title: z.string(),
  /** The street address on one line; null when Google has none. */
  address: z.string().nullable(),
});
export type TCollectorPlace = z.infer<typeof ZCollectorPlace>;

/** GET /structure/integration/{slug}/collectors/places: every account's locations, by title. */
export const ZCollectorPlaces = z.object({
  places: z.array(ZCollectorPlace),
  /** More places than COLLECTOR_PLACES_MAX: the rest are not listed. */
  truncated: z.boolean(),
});
export type TCollectorPlaces = z.infer<typeof ZCollectorPlaces>;

/** Why the place list failed when the service refused or failed (an integration check code). */
export const COLLECTOR_PLACES_FAILURES = [
  'unauthorized',
  'not-found',
  'unreachable',
  'service-error',
] as const;

/** The `details` of a 502 INTEGRATION_CALL_FAILED answer: the reason, and what the service said. */
export const ZIntegrationCallFailure = z.object({
  reason: z.enum(COLLECTOR_PLACES_FAILURES),
  message: z.string(),
});
export type TIntegrationCallFailure = z.infer<typeof ZIntegrationCallFailure>;

export const ZCollectorSlugParams = z.object({ slug: z.string().min(1).max(120) });
export const ZCollectorIdParams = z.object({ id: z.uuid() });
