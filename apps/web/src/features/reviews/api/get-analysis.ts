import { type TRatingAnalysis, ZRatingAnalysis } from '@guestloop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { REVIEWS_KEY } from './keys';

/** GET /rate/{id}/ai/analysis: the review's comment read by machine; a summary comes in the reader's language. */
export function getAnalysis(id: string, signal?: AbortSignal): Promise<TRatingAnalysis> {
  return api.get(`/rate/${encodeURIComponent(id)}/ai/analysis`, { schema: ZRatingAnalysis, signal });
}

export const analysisQuery = (id: string, language: string) =>
  queryOptions({
    queryKey: [...REVIEWS_KEY, 'analysis', id, language],
    queryFn: ({ signal }) => getAnalysis(id, signal),
    // A guest's words do not change: the reading stays as read.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export function useAnalysis(id: string, language: string, enabled: boolean) {
  return useQuery({ ...analysisQuery(id, language), enabled });
}
