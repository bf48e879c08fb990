import {
  type TSurvey,
  type TSurveyKind,
  type TSurveyList,
  type TUpdateSurveyBody,
  ZSurvey,
} from '@guestloop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { surveyApiPath } from '../kinds';
import { surveyKey, surveyListKey } from './keys';
import { storeSurvey } from './survey-cache';

/** POST /{kind}/edit/{slug}: what is sent changes; the content is sent whole and checked as a whole. */
export function updateSurvey(kind: TSurveyKind, slug: string, body: TUpdateSurveyBody): Promise<TSurvey> {
  return api.post(surveyApiPath(kind, 'edit', encodeURIComponent(slug)), body, { schema: ZSurvey });
}

export function useUpdateSurvey(kind: TSurveyKind, slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateSurveyBody) => updateSurvey(kind, slug, body),
    onSuccess: (survey) => storeSurvey(queryClient, survey),
  });
}

/** The published switch moves at once (builder and list) and springs back if the call fails. */
export function useSetSurveyPublished(survey: Pick<TSurvey, 'id' | 'kind' | 'slug'>) {
  const queryClient = useQueryClient();
  const { kind, slug, id } = survey;
  return useMutation({
    mutationFn: (isActive: boolean) => updateSurvey(kind, slug, { isActive }),
    onMutate: (isActive) => {
      const one = queryClient.getQueryData<TSurvey>(surveyKey(kind, slug));
      const list = queryClient.getQueryData<TSurveyList>(surveyListKey(kind));
      if (one) queryClient.setQueryData(surveyKey(kind, slug), { ...one, isActive });
      if (list)
        queryClient.setQueryData(surveyListKey(kind), {
          items: list.items.map((item) => (item.id === id ? { ...item, isActive } : item)),
        });
      return () => {
        if (one) queryClient.setQueryData(surveyKey(kind, slug), one);
        if (list) queryClient.setQueryData(surveyListKey(kind), list);
      };
    },
    onError: (_error, _input, undo) => undo?.(),
    onSuccess: (saved) => storeSurvey(queryClient, saved),
  });
}
