import { type TSurveyAnswerRow, type TSurveyKind, ZSurveyAnswerRow } from '@guestloop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { resultsKey } from './keys';
import { RESULTS_KINDS } from './kinds';

/** GET {kind}/{slug}/answers/{id}: one finished answer. */
export function getAnswer(
  kind: TSurveyKind,
  slug: string,
  id: string,
  signal?: AbortSignal,
): Promise<TSurveyAnswerRow> {
  const path = `${RESULTS_KINDS[kind].api}/${encodeURIComponent(slug)}/answers/${encodeURIComponent(id)}`;
  return api.get(path, { schema: ZSurveyAnswerRow, signal });
}

export const answerQuery = (kind: TSurveyKind, slug: string, id: string) =>
  queryOptions({
    queryKey: [...resultsKey(kind, slug), 'answer', id],
    queryFn: ({ signal }) => getAnswer(kind, slug, id, signal),
  });

export const useAnswer = (kind: TSurveyKind, slug: string, id: string | null) =>
  useQuery({ ...answerQuery(kind, slug, id ?? ''), enabled: id !== null });
