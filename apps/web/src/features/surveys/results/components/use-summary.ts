import type { TQuizAnalysis, TSurveyKind, TSurveyResults, TSurveyResultsQuery } from '@guestloop/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useQuizAnalysis } from '../api/get-quiz-analysis';
import { useResults } from '../api/get-results';

export type Summary = TSurveyResults | TQuizAnalysis;

export const isQuizAnalysis = (summary: Summary): summary is TQuizAnalysis => 'quiz' in summary;

/** Every question's summary for the filters: a quiz's comes with its own totals. */
export function useSummary(
  kind: TSurveyKind,
  slug: string,
  query: TSurveyResultsQuery,
): UseQueryResult<Summary> {
  const results = useResults(kind, slug, query, kind !== 'quiz');
  const analysis = useQuizAnalysis(slug, query, kind === 'quiz');
  return kind === 'quiz' ? analysis : results;
}
