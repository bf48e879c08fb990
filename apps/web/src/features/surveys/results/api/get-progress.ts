import {
  type TEnpsSurveyProgress,
  type TSurveyKind,
  type TSurveyProgress,
  type TSurveyProgressBody,
  ZEnpsSurveyProgress,
  ZSurveyProgress,
} from '@guestloop/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { resultsKey } from './keys';

export type Progress = TSurveyProgress | TEnpsSurveyProgress;

export const isEnpsProgress = (progress: Progress): progress is TEnpsSurveyProgress => 'weeks' in progress;

/**
 * POST /stat/data/{slug}/survey-progress (surveys and quizzes) or /enps-survey-progress: per day
 * who started and who finished; an e-NPS survey adds each week's score when it may be shown.
 */
export function getProgress(
  kind: TSurveyKind,
  slug: string,
  body: TSurveyProgressBody,
  signal?: AbortSignal,
): Promise<Progress> {
  const at = encodeURIComponent(slug);
  return kind === 'enps'
    ? api.post(`/stat/data/${at}/enps-survey-progress`, body, { schema: ZEnpsSurveyProgress, signal })
    : api.post(`/stat/data/${at}/survey-progress`, body, { schema: ZSurveyProgress, signal });
}

export const progressQuery = (kind: TSurveyKind, slug: string, body: TSurveyProgressBody) =>
  queryOptions({
    queryKey: [...resultsKey(kind, slug), 'progress', body],
    queryFn: ({ signal }) => getProgress(kind, slug, body, signal),
    placeholderData: keepPreviousData,
  });

const NO_PERIOD: TSurveyProgressBody = { from: '', to: '' };

/** The progress of the period; asks nothing while the period is not known yet (null). */
export const useProgress = (kind: TSurveyKind, slug: string, body: TSurveyProgressBody | null) =>
  useQuery({ ...progressQuery(kind, slug, body ?? NO_PERIOD), enabled: body !== null });
