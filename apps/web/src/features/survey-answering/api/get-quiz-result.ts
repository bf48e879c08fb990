import type { TQuizResult } from '@guestloop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_BASE, api } from '@/lib/api-client';

const answerPath = (slug: string) => `/quiz/answer/${encodeURIComponent(slug)}`;

/**
 * GET /quiz/answer/{slug}: the customer's result of a quiz they finished earlier. Not parsed here:
 * the server checks its answer against the same contract, and zod stays off the guest's page.
 */
export function getQuizResult(slug: string, signal?: AbortSignal) {
  return api.get<TQuizResult>(answerPath(slug), { signal });
}

export const quizResultQuery = (slug: string) =>
  queryOptions({
    queryKey: ['survey-answering', 'quiz-result', slug],
    queryFn: ({ signal }) => getQuizResult(slug, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useQuizResult(slug: string, enabled: boolean) {
  return useQuery({ ...quizResultQuery(slug), enabled });
}

/** The result (or certificate) as a PDF, opened by a plain link: the customer cookie goes along. */
export const quizPdfUrl = (slug: string) => `${API_BASE}${answerPath(slug)}/pdf`;
