import { type TCreateSurveyBody, type TSurvey, type TSurveyKind, ZSurvey } from '@guestloop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { surveyApiPath } from '../kinds';
import { surveyListKey } from './keys';
import { storeSurvey } from './survey-cache';

/** POST /{kind}/create: a new draft at the location, with ready-made texts (an e-NPS one with its question). */
export function createSurvey(kind: TSurveyKind, body: TCreateSurveyBody): Promise<TSurvey> {
  return api.post(surveyApiPath(kind, 'create'), body, { schema: ZSurvey });
}

export function useCreateSurvey(kind: TSurveyKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateSurveyBody) => createSurvey(kind, body),
    onSuccess: (survey) => {
      storeSurvey(queryClient, survey);
      void queryClient.invalidateQueries({ queryKey: surveyListKey(kind) });
    },
  });
}
