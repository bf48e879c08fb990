import {
  type TSavedSurveyAnswer,
  type TSaveSurveyAnswersBody,
  ZSavedSurveyAnswer,
} from '@guestloop/contracts';
import { api } from '@/lib/api-client';
import { type SurveyAddress, surveyPath } from './survey-kind';

/** POST {prefix}/{slug}/save-answer: the final answer (a quiz's result comes with it). */
export function saveAnswer(address: SurveyAddress, body: TSaveSurveyAnswersBody) {
  return api.post<TSavedSurveyAnswer>(`${surveyPath(address)}/save-answer`, body, {
    schema: ZSavedSurveyAnswer,
  });
}
