import type { TPermission, TSurveyKind } from '@guestloop/contracts';

/**
 * The three kinds share one entity and one set of routes; each kind has its own path prefix, list
 * path, permission and public page (SPEC point 7 "Surveys", "e-NPS", "Quizzes").
 */

/** The prefix of a kind's staff routes: `/survey/edit/{slug}`, `/e-nps/edit/{slug}`, `/quiz/edit/{slug}`. */
export const SURVEY_KIND_PATHS = {
  survey: '/survey',
  enps: '/e-nps',
  quiz: '/quiz',
} as const satisfies Record<TSurveyKind, string>;

/** The list of a kind (the spec names them apart from the prefix). */
export const SURVEY_LIST_PATHS = {
  survey: '/surveys',
  enps: '/e-nps/list',
  quiz: '/quizzes',
} as const satisfies Record<TSurveyKind, string>;

/** The permission that opens a kind's staff routes. */
export const SURVEY_KIND_PERMISSIONS = {
  survey: 'surveys.manage',
  enps: 'enps.manage',
  quiz: 'quizzes.manage',
} as const satisfies Record<TSurveyKind, TPermission>;

const PUBLIC_SEGMENTS = {
  survey: 'survey',
  enps: 'enps',
  quiz: 'quiz',
} as const satisfies Record<TSurveyKind, string>;

/** The guest's page of a survey: `/user/p/survey|enps|quiz/{slug}`. */
export function surveyPublicPath(kind: TSurveyKind, slug: string): string {
  return `/user/p/${PUBLIC_SEGMENTS[kind]}/${slug}`;
}
