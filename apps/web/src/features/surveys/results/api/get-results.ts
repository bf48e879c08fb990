import {
  type TSurveyKind,
  type TSurveyResults,
  type TSurveyResultsQuery,
  ZSurveyResults,
} from '@guestloop/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { resultsKey } from './keys';
import { RESULTS_KINDS } from './kinds';

/** GET {kind}/answers/{slug}: the summary of every question for the filters. */
export function getResults(
  kind: TSurveyKind,
  slug: string,
  query: TSurveyResultsQuery,
  signal?: AbortSignal,
): Promise<TSurveyResults> {
  return api.get(`${RESULTS_KINDS[kind].api}/answers/${encodeURIComponent(slug)}`, {
    query: { ...query },
    schema: ZSurveyResults,
    signal,
  });
}

export const resultsQuery = (kind: TSurveyKind, slug: string, query: TSurveyResultsQuery) =>
  queryOptions({
    queryKey: [...resultsKey(kind, slug), 'summary', query],
    queryFn: ({ signal }) => getResults(kind, slug, query, signal),
    // A changed filter keeps the last figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });

export const useResults = (kind: TSurveyKind, slug: string, query: TSurveyResultsQuery, enabled = true) =>
  useQuery({ ...resultsQuery(kind, slug, query), enabled });
