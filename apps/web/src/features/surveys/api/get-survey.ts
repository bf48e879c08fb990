import { type TSurvey, type TSurveyKind, ZSurvey } from '@guestloop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { surveyApiPath } from '../kinds';
import { surveyKey } from './keys';

/** GET /{kind}/edit/{slug}: one survey with its questions and texts, as the builder edits it. */
export function getSurvey(kind: TSurveyKind, slug: string, signal?: AbortSignal): Promise<TSurvey> {
  return api.get(surveyApiPath(kind, 'edit', encodeURIComponent(slug)), { schema: ZSurvey, signal });
}

export const surveyQuery = (kind: TSurveyKind, slug: string) =>
  queryOptions({
    queryKey: surveyKey(kind, slug),
    queryFn: ({ signal }) => getSurvey(kind, slug, signal),
  });

export function useSurvey(kind: TSurveyKind, slug: string) {
  return useQuery(surveyQuery(kind, slug));
}
