import type { TMetric, TMetricList } from '@guestloop/contracts';
import { useQuery } from '@tanstack/react-query';
import { metricListQuery } from '@/entities/metrics';

/**
 * One metric by its slug, read from the company's metric list (the API has no other staff read of
 * one metric): `data` is undefined while loading and null when the list has no such metric.
 */
export function useMetric(slug: string) {
  return useQuery({
    ...metricListQuery,
    select: (list: TMetricList): TMetric | null => list.items.find((metric) => metric.slug === slug) ?? null,
  });
}
