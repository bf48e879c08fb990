import { type TSaveSurveyAnswersBody, type TSurveyState, ZSurveyState } from '@guestloop/contracts';
import { api } from '@/lib/api-client';
import { type SurveyAddress, surveyPath } from './survey-kind';

/** POST {prefix}/{slug}/save-state/{questionId}: the answers so far and the question reached. */
export function saveState(address: SurveyAddress, questionId: string, body: TSaveSurveyAnswersBody) {
  return api.post<TSurveyState>(`${surveyPath(address)}/save-state/${encodeURIComponent(questionId)}`, body, {
    schema: ZSurveyState,
  });
}
