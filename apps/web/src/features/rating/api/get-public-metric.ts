import { type TMetricPublic, ZMetricPublic } from '@guestloop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Where the page was opened from: a metric's link, or a table's sticker (group and table slugs). */
export interface RatingPlace {
  slug: string;
  group?: string;
  table?: string;
}

export function getPublicMetric({ slug, group, table }: RatingPlace, signal?: AbortSignal) {
  return api.get<TMetricPublic>(`/metric/by-slug/${encodeURIComponent(slug)}`, {
    query: group && table ? { group, table } : undefined,
    schema: ZMetricPublic,
    signal,
  });
}

export const publicMetricQuery = (place: RatingPlace) =>
  queryOptions({
    queryKey: ['rating', 'metric', place.slug, place.group ?? null, place.table ?? null],
    queryFn: ({ signal }) => getPublicMetric(place, signal),
    staleTime: 5 * 60_000,
  });

export function usePublicMetric(place: RatingPlace) {
  return useQuery(publicMetricQuery(place));
}
