import type { TSaveSurveyAnswersBody, TSurveyState } from '@guestloop/contracts';
import { api } from '@/lib/api-client';
import { type SurveyAddress, surveyPath } from './survey-kind';

/**
 * POST {prefix}/{slug}/save-state/{questionId}: the answers so far and the question reached. Not
 * parsed here: the server checks its answer against the same contract, and zod stays off the
 * guest's page.
 */
export function saveState(address: SurveyAddress, questionId: string, body: TSaveSurveyAnswersBody) {
  return api.post<TSurveyState>(`${surveyPath(address)}/save-state/${encodeURIComponent(questionId)}`, body);
}
