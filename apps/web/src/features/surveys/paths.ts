import type { TSurveyKind } from '@guestloop/contracts';
import { SURVEY_KIND_CONFIG } from './kinds';

/** The surveys, e-NPS and quizzes pages under the console (/user/app). */
export const CONSOLE_BASE = '/user/app';

export const surveysPath = (kind: TSurveyKind) => `${CONSOLE_BASE}/${SURVEY_KIND_CONFIG[kind].segment}`;
export const surveyPath = (kind: TSurveyKind, slug: string) =>
  `${surveysPath(kind)}/${encodeURIComponent(slug)}`;
/** The results page (answers, charts, exports) of one survey. */
export const surveyResultsPath = (kind: TSurveyKind, slug: string) => `${surveyPath(kind, slug)}/results`;

const PUBLIC_SEGMENTS: Readonly<Record<TSurveyKind, string>> = {
  survey: 'survey',
  enps: 'enps',
  quiz: 'quiz',
};

/** The page guests answer on (the API names it too, as `publicPath`). */
export const publicSurveyPath = (kind: TSurveyKind, slug: string) =>
  `/user/p/${PUBLIC_SEGMENTS[kind]}/${encodeURIComponent(slug)}`;

/** The whole address of the guest's page, for sharing and the QR code. */
export const publicSurveyUrl = (path: string) =>
  typeof window === 'undefined' ? path : new URL(path, window.location.origin).href;
