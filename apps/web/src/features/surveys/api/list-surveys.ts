import { type TSurveyKind, type TSurveyList, ZSurveyList } from '@guestloop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { SURVEY_KIND_CONFIG } from '../kinds';
import { surveyListKey } from './keys';

/** GET /surveys, /e-nps/list or /quizzes: the company's surveys of the kind, with their counts. */
export function listSurveys(kind: TSurveyKind, signal?: AbortSignal): Promise<TSurveyList> {
  return api.get(SURVEY_KIND_CONFIG[kind].list, { schema: ZSurveyList, signal });
}

export const surveyListQuery = (kind: TSurveyKind) =>
  queryOptions({
    queryKey: surveyListKey(kind),
    queryFn: ({ signal }) => listSurveys(kind, signal),
  });

export function useSurveyList(kind: TSurveyKind) {
  return useQuery(surveyListQuery(kind));
}
