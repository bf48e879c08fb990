import type { TPermission, TSurveyKind } from '@guestloop/contracts';

/** What differs between surveys, e-NPS surveys and quizzes on their results pages. */
export interface ResultsKind {
  kind: TSurveyKind;
  /** The API's prefix of the kind's staff calls. */
  api: '/survey' | '/e-nps' | '/quiz';
  /** The console path of the kind's list; its results are at `{console}/:slug/results`. */
  console: 'surveys' | 'e-nps' | 'quizzes';
  permission: TPermission;
}

export const RESULTS_KINDS: Record<TSurveyKind, ResultsKind> = {
  survey: {
    kind: 'survey',
    api: '/survey',
    console: 'surveys',
    permission: 'surveys.manage',
  },
  enps: { kind: 'enps', api: '/e-nps', console: 'e-nps', permission: 'enps.manage' },
  quiz: { kind: 'quiz', api: '/quiz', console: 'quizzes', permission: 'quizzes.manage' },
};

export const CONSOLE_BASE = '/user/app';

/** The address of the kind's list. */
export const listPath = (kind: TSurveyKind) => `${CONSOLE_BASE}/${RESULTS_KINDS[kind].console}`;
