/**
 * The limits of a survey question's answers, without zod: the guest pages check answers with them,
 * and the question schemas (survey-questions.ts) are built on them.
 */

export const TEXT_SHORT_MAX = 500;
export const TEXT_LONG_MAX = 5000;
export const ENPS_MIN = 0;
export const ENPS_MAX = 10;
export const SURVEY_OPTIONS_MAX = 50;
