import { type TEnpsBreakdown, type TSurveyResultsQuery, ZEnpsBreakdown } from '@guestloop/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { resultsKey } from './keys';

/**
 * GET /e-nps/answers/{slug}/breakdown/{questionId}: the score per variant of a single-choice
 * question; groups too small to keep answers anonymous come hidden, without figures.
 */
export function getEnpsBreakdown(
  slug: string,
  questionId: string,
  query: TSurveyResultsQuery,
  signal?: AbortSignal,
): Promise<TEnpsBreakdown> {
  const path = `/e-nps/answers/${encodeURIComponent(slug)}/breakdown/${encodeURIComponent(questionId)}`;
  return api.get(path, { query: { ...query }, schema: ZEnpsBreakdown, signal });
}

export const enpsBreakdownQuery = (slug: string, questionId: string, query: TSurveyResultsQuery) =>
  queryOptions({
    queryKey: [...resultsKey('enps', slug), 'breakdown', questionId, query],
    queryFn: ({ signal }) => getEnpsBreakdown(slug, questionId, query, signal),
    placeholderData: keepPreviousData,
  });

export const useEnpsBreakdown = (slug: string, questionId: string | null, query: TSurveyResultsQuery) =>
  useQuery({ ...enpsBreakdownQuery(slug, questionId ?? '', query), enabled: questionId !== null });
