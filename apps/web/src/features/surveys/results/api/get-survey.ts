import { type TSurvey, type TSurveyKind, ZSurvey } from '@guestloop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { resultsKey } from './keys';
import { RESULTS_KINDS } from './kinds';

/** GET {kind}/edit/{slug}: the survey itself, for its title, questions and option labels. */
export function getSurvey(kind: TSurveyKind, slug: string, signal?: AbortSignal): Promise<TSurvey> {
  return api.get(`${RESULTS_KINDS[kind].api}/edit/${encodeURIComponent(slug)}`, { schema: ZSurvey, signal });
}

export const surveyQuery = (kind: TSurveyKind, slug: string) =>
  queryOptions({
    queryKey: [...resultsKey(kind, slug), 'survey'],
    queryFn: ({ signal }) => getSurvey(kind, slug, signal),
  });

export const useSurvey = (kind: TSurveyKind, slug: string) => useQuery(surveyQuery(kind, slug));
