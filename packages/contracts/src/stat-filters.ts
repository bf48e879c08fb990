import { ZMetricType } from './metrics';
import * as z from './zod';

/**
 * The filters every statistics call of the console takes (SPEC point 7 "Statistics": "POST with
 * filters"). Days are the company's own calendar days (its time zone), both ends included.
 */

export const STAT_GRANULARITIES = ['hour', 'day', 'week', 'month'] as const;
export const ZStatGranularity = z.enum(STAT_GRANULARITIES);
export type TStatGranularity = z.infer<typeof ZStatGranularity>;

/** The longest period one call covers. */
export const STAT_MAX_DAYS = 731;

export const ZStatFilters = z
  .object({
    from: z.iso.date(),
    to: z.iso.date(),
    /** Only these locations (a location includes its sub-locations); absent or empty: all. */
    locationIds: z.array(z.uuid()).max(200).optional(),
    /** Only ratings given from these sub-locations. */
    subLocationIds: z.array(z.uuid()).max(200).optional(),
    metricIds: z.array(z.uuid()).max(200).optional(),
    metricTypes: z.array(ZMetricType).max(3).optional(),
    granularity: ZStatGranularity.default('day'),
  })
  .refine((f) => f.from <= f.to, { path: ['to'], message: 'The period ends before it starts' })
  .refine((f) => (Date.parse(f.to) - Date.parse(f.from)) / 86_400_000 < STAT_MAX_DAYS, {
    path: ['to'],
    message: `A period is at most ${STAT_MAX_DAYS} days`,
  });
export type TStatFilters = z.input<typeof ZStatFilters>;
export type TStatFiltersParsed = z.output<typeof ZStatFilters>;
