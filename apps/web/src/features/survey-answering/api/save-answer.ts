import type { TSavedSurveyAnswer, TSaveSurveyAnswersBody } from '@guestloop/contracts';
import { api } from '@/lib/api-client';
import { type SurveyAddress, surveyPath } from './survey-kind';

/**
 * POST {prefix}/{slug}/save-answer: the final answer (a quiz's result comes with it). Not parsed
 * here: the server checks its answer against the same contract, and zod stays off the guest's page.
 */
export function saveAnswer(address: SurveyAddress, body: TSaveSurveyAnswersBody) {
  return api.post<TSavedSurveyAnswer>(`${surveyPath(address)}/save-answer`, body);
}
