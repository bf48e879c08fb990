import {
  type TSurveyAnswerList,
  type TSurveyKind,
  type TSurveyResultsQuery,
  ZSurveyAnswerList,
} from '@guestloop/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { resultsKey } from './keys';
import { RESULTS_KINDS } from './kinds';

export const ANSWERS_PAGE_SIZE = 20;

export interface AnswersPage extends TSurveyResultsQuery {
  page: number;
}

/** GET {kind}/answers/{slug}/list: one page of the finished answers, newest first. */
export function listAnswers(
  kind: TSurveyKind,
  slug: string,
  query: AnswersPage,
  signal?: AbortSignal,
): Promise<TSurveyAnswerList> {
  return api.get(`${RESULTS_KINDS[kind].api}/answers/${encodeURIComponent(slug)}/list`, {
    query: { ...query, pageSize: ANSWERS_PAGE_SIZE },
    schema: ZSurveyAnswerList,
    signal,
  });
}

export const answersQuery = (kind: TSurveyKind, slug: string, query: AnswersPage) =>
  queryOptions({
    queryKey: [...resultsKey(kind, slug), 'list', query],
    queryFn: ({ signal }) => listAnswers(kind, slug, query, signal),
    placeholderData: keepPreviousData,
  });

export const useAnswers = (kind: TSurveyKind, slug: string, query: AnswersPage, enabled = true) =>
  useQuery({ ...answersQuery(kind, slug, query), enabled });
