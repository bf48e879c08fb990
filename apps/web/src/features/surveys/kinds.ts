import type { TPermission, TSurveyKind } from '@guestloop/contracts';

/**
 * The three kinds share one feature: each has its console segment, its API prefix and list, the
 * permission that opens it and its icon (the navigation's).
 */
export interface SurveyKindConfig {
  /** Under /user/app: /user/app/surveys, /user/app/e-nps, /user/app/quizzes. */
  segment: string;
  /** The staff routes' prefix: /survey/edit/{slug}… */
  api: string;
  /** The list call. */
  list: string;
  permission: TPermission;
  icon: string;
}

export const SURVEY_KIND_CONFIG: Readonly<Record<TSurveyKind, SurveyKindConfig>> = {
  survey: {
    segment: 'surveys',
    api: '/survey',
    list: '/surveys',
    permission: 'surveys.manage',
    icon: 'pi pi-list-check',
  },
  enps: {
    segment: 'e-nps',
    api: '/e-nps',
    list: '/e-nps/list',
    permission: 'enps.manage',
    icon: 'pi pi-users',
  },
  quiz: {
    segment: 'quizzes',
    api: '/quiz',
    list: '/quizzes',
    permission: 'quizzes.manage',
    icon: 'pi pi-question-circle',
  },
};

/** The API path of one survey's staff call: `/e-nps/edit/{slug}`. */
export const surveyApiPath = (kind: TSurveyKind, ...parts: string[]) =>
  [SURVEY_KIND_CONFIG[kind].api, ...parts].join('/');
