import type { TSurveyKind, TSurveyList } from '@guestloop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { surveyApiPath } from '../kinds';
import { surveyListKey } from './keys';

/** DELETE /{kind}/edit/{slug}: the survey goes with its answers and saved progress. */
export function deleteSurvey(kind: TSurveyKind, slug: string): Promise<unknown> {
  return api.delete(surveyApiPath(kind, 'edit', encodeURIComponent(slug)));
}

export function useDeleteSurvey(kind: TSurveyKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slug: string) => deleteSurvey(kind, slug),
    onSuccess: (_ok, slug) => {
      queryClient.setQueryData<TSurveyList>(surveyListKey(kind), (list) =>
        list ? { items: list.items.filter((item) => item.slug !== slug) } : list,
      );
      void queryClient.invalidateQueries({ queryKey: surveyListKey(kind) });
    },
  });
}
