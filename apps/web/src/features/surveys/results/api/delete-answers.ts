import { type TDeletedAnswers, type TSurveyKind, ZDeletedAnswers } from '@guestloop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { SURVEYS_KEY } from './keys';
import { RESULTS_KINDS } from './kinds';

/** DELETE {kind}/answers/{slug}: the named answers, or every answer when none is named. */
export function deleteAnswers(kind: TSurveyKind, slug: string, ids?: string[]): Promise<TDeletedAnswers> {
  return api.delete(`${RESULTS_KINDS[kind].api}/answers/${encodeURIComponent(slug)}`, {
    body: ids ? { ids } : undefined,
    schema: ZDeletedAnswers,
  });
}

/** DELETE {kind}/customer-states/{slug}: the saved places of everyone who started and did not finish. */
export function deleteUnfinished(kind: TSurveyKind, slug: string): Promise<TDeletedAnswers> {
  return api.delete(`${RESULTS_KINDS[kind].api}/customer-states/${encodeURIComponent(slug)}`, {
    schema: ZDeletedAnswers,
  });
}

export type DeleteTarget = { what: 'answers'; ids?: string[] } | { what: 'unfinished' };

/** Deletes answers or unfinished states; the results, the survey's counts and the lists read again. */
export function useDeleteAnswers(kind: TSurveyKind, slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (target: DeleteTarget) =>
      target.what === 'answers' ? deleteAnswers(kind, slug, target.ids) : deleteUnfinished(kind, slug),
    onSuccess: () => client.invalidateQueries({ queryKey: SURVEYS_KEY }),
  });
}
