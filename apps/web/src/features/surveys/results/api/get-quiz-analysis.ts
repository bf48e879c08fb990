import {
  type TQuizAnalysis,
  type TQuizParticipantAnswer,
  type TQuizParticipantList,
  type TSurveyResultsQuery,
  ZQuizAnalysis,
  ZQuizParticipantAnswer,
  ZQuizParticipantList,
} from '@guestloop/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { resultsKey } from './keys';
import { ANSWERS_PAGE_SIZE, type AnswersPage } from './list-answers';

const at = (slug: string) => encodeURIComponent(slug);

/** GET /quiz/analysis/{slug}: each question's summary with the quiz's pass mark, average and passes. */
export function getQuizAnalysis(slug: string, query: TSurveyResultsQuery, signal?: AbortSignal) {
  return api.get<TQuizAnalysis>(`/quiz/analysis/${at(slug)}`, {
    query: { ...query },
    schema: ZQuizAnalysis,
    signal,
  });
}

export const quizAnalysisQuery = (slug: string, query: TSurveyResultsQuery) =>
  queryOptions({
    queryKey: [...resultsKey('quiz', slug), 'analysis', query],
    queryFn: ({ signal }) => getQuizAnalysis(slug, query, signal),
    placeholderData: keepPreviousData,
  });

export const useQuizAnalysis = (slug: string, query: TSurveyResultsQuery, enabled = true) =>
  useQuery({ ...quizAnalysisQuery(slug, query), enabled });

/** GET /quiz/analysis/{slug}/answers: one page of the participants with their points and pass. */
export function listParticipants(slug: string, query: AnswersPage, signal?: AbortSignal) {
  return api.get<TQuizParticipantList>(`/quiz/analysis/${at(slug)}/answers`, {
    query: { ...query, pageSize: ANSWERS_PAGE_SIZE },
    schema: ZQuizParticipantList,
    signal,
  });
}

export const participantsQuery = (slug: string, query: AnswersPage) =>
  queryOptions({
    queryKey: [...resultsKey('quiz', slug), 'participants', query],
    queryFn: ({ signal }) => listParticipants(slug, query, signal),
    placeholderData: keepPreviousData,
  });

export const useParticipants = (slug: string, query: AnswersPage) => useQuery(participantsQuery(slug, query));

/** GET /quiz/answers/{slug}/{customerId}: a participant's last answer and its result. */
export function getParticipantAnswer(slug: string, customerId: string, signal?: AbortSignal) {
  return api.get<TQuizParticipantAnswer>(`/quiz/answers/${at(slug)}/${encodeURIComponent(customerId)}`, {
    schema: ZQuizParticipantAnswer,
    signal,
  });
}

export const useParticipantAnswer = (slug: string, customerId: string | null) =>
  useQuery({
    queryKey: [...resultsKey('quiz', slug), 'participant', customerId],
    queryFn: ({ signal }) => getParticipantAnswer(slug, customerId ?? '', signal),
    enabled: customerId !== null,
  });
