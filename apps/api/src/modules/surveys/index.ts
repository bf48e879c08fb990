/**
 * The surveys module: the staff side of surveys, e-NPS surveys and quizzes. What other modules
 * may use: the kinds' paths and permissions, the public page of a survey, and a survey as the
 * answering side reads it: from the process's cache (`app.guestSurveys.ofKind(kind, slug)`, no
 * statement while the change feed vouches for it) or the database (`findSurveyForGuest`,
 * `findSurveyOfCompany`), with `publicContent` to leave a quiz's answer keys out of what a guest
 * sees.
 */

export type { GuestSurveys } from './guest-surveys';
export { surveysPlugin } from './plugin';
export { publicContent } from './surveys.content';
export { findSurveyForGuest, findSurveyOfCompany, type SurveyForGuest } from './surveys.guest';
export {
  SURVEY_KIND_PATHS,
  SURVEY_KIND_PERMISSIONS,
  SURVEY_LIST_PATHS,
  surveyPublicPath,
} from './surveys.kinds';
export { surveysRoutes } from './surveys.routes';
export { surveysTranslatableTexts } from './translatable-texts';
