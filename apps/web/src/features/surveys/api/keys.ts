import type { TSurveyKind } from '@guestloop/contracts';

/** Every surveys query lives under this key, a kind's under its kind. */
export const SURVEYS_KEY = ['surveys'] as const;
export const surveyKindKey = (kind: TSurveyKind) => [...SURVEYS_KEY, kind] as const;
export const surveyListKey = (kind: TSurveyKind) => [...surveyKindKey(kind), 'list'] as const;
export const surveyKey = (kind: TSurveyKind, slug: string) => [...surveyKindKey(kind), 'edit', slug] as const;
