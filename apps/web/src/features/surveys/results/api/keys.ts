import type { TSurveyKind } from '@guestloop/contracts';

/** Everything the surveys section reads: a deletion of answers changes the lists' counts too. */
export const SURVEYS_KEY = ['surveys'] as const;
/** The results pages' own reads, by kind and survey. */
export const resultsKey = (kind: TSurveyKind, slug: string) =>
  [...SURVEYS_KEY, 'results', kind, slug] as const;
