import { QUIZ_POLICY_DEFAULTS } from './constants';
import { ZQuestionType } from './enum-schemas';
import { ZLanguage } from './language-schema';
import { ZQuizPassMark } from './quiz';
import { ZSlug } from './structure';
import { ZSurveyQuestionList } from './survey-form';
import { ZSurveyQuestion } from './survey-questions';
import { ZSurveyItemId } from './survey-rules';
import * as z from './zod';

/**
 * Surveys, e-NPS surveys and quizzes (SPEC point 3 "Survey / metric", point 4, point 7 "Surveys",
 * "e-NPS", "Quizzes"): one entity with a kind, one question engine (survey-questions.ts,
 * survey-logic.ts), one answering flow (a saved state per customer, then a final answer).
 * Staff calls live under /survey, /e-nps and /quiz; each reaches only its own kind.
 */

export const SURVEY_KINDS = ['survey', 'enps', 'quiz'] as const;
export const ZSurveyKind = z.enum(SURVEY_KINDS);
export type TSurveyKind = z.infer<typeof ZSurveyKind>;

/** Quiz settings: the pass mark, an optional time limit, what the result page shows. */
export const ZQuizSettings = z.object({
  /** Percent of the points needed to pass; null: the quiz is not passed or failed. */
  passMark: ZQuizPassMark.default(70),
  /** Minutes from the first answer; null: no limit. */
  timeLimitMinutes: z.number().int().min(1).max(600).nullable().default(null),
  /** The result page lists each question with the right answer. */
  showCorrectAnswers: z.boolean().default(true),
  /** A passed participant may download a PDF certificate (a failed one gets the result as PDF). */
  certificate: z.boolean().default(true),
});
export type TQuizSettings = z.infer<typeof ZQuizSettings>;

/** The privacy-policy settings of a quiz (their defaults: QUIZ_POLICY_DEFAULTS, constants.ts). */
export const ZQuizPolicySettings = z.object({
  url: z.string(),
  title: z.string(),
  policy: z.string(),
  useOwnPolicy: z.boolean(),
  GDPRCompliance: z.boolean(),
});
export type TQuizPolicySettings = z.infer<typeof ZQuizPolicySettings>;

const ZUrlOrEmpty = z.union([z.literal(''), z.url({ protocol: /^https?$/ }).max(2000)]);

/**
 * The privacy note under the form (SPEC point 3 "Quiz policy defaults"): the company's own policy
 * page unless `useOwnPolicy`, then this title, text and link; `GDPRCompliance` asks for consent
 * before the first answer. A survey loaded without it gets the defaults (point 5).
 */
export const ZSurveyPolicy = z
  .object({
    url: ZUrlOrEmpty.default(QUIZ_POLICY_DEFAULTS.url),
    title: z.string().max(200).default(QUIZ_POLICY_DEFAULTS.title),
    policy: z.string().max(4000).default(QUIZ_POLICY_DEFAULTS.policy),
    useOwnPolicy: z.boolean().default(QUIZ_POLICY_DEFAULTS.useOwnPolicy),
    GDPRCompliance: z.boolean().default(QUIZ_POLICY_DEFAULTS.GDPRCompliance),
  })
  .prefault({});
export type TSurveyPolicy = z.infer<typeof ZSurveyPolicy>;

/** The texts of every screen: before the form (begin, welcome page), after it, once expired. */
export const ZSurveySettings = z
  .object({
    begin: z.string().max(1000).default(''),
    welcomePage: z.string().max(2000).default(''),
    after: z.string().max(1000).default(''),
    expire: z.string().max(1000).default(''),
    policy: ZSurveyPolicy,
  })
  .prefault({});
export type TSurveySettings = z.infer<typeof ZSurveySettings>;

/** What a survey holds besides its columns: the questions and the texts of every screen. */
export const ZSurveyContent = z.object({
  subTitle: z.string().max(500).default(''),
  structureTitle: z.string().max(200).default(''),
  questions: ZSurveyQuestionList,
  settings: ZSurveySettings,
  /** Quizzes only (null on the other kinds). */
  quiz: ZQuizSettings.nullable().default(null),
});
export type TSurveyContent = z.infer<typeof ZSurveyContent>;
export type TSurveyContentInput = z.input<typeof ZSurveyContent>;

/** An instant as the API writes it (ISO 8601 with offset). */
export const ZSurveyTimestamp = z.iso.datetime({ offset: true });
const ZTimestamp = ZSurveyTimestamp;

/** A survey as staff see it. */
export const ZSurvey = z.object({
  id: z.uuid(),
  slug: z.string(),
  kind: ZSurveyKind,
  title: z.string(),
  language: ZLanguage,
  locationId: z.uuid(),
  locationName: z.string(),
  /** Published: guests may open and answer it. */
  isActive: z.boolean(),
  /** The last day answers are taken (the company's clock); null: never expires. */
  expiresOn: z.iso.date().nullable(),
  logoUrl: z.string().nullable(),
  headerUrl: z.string().nullable(),
  content: ZSurveyContent,
  answersCount: z.number().int(),
  /** Customers who started and have not finished. */
  statesCount: z.number().int(),
  /** The public page, e.g. /user/p/survey/{slug}. */
  publicPath: z.string(),
  createdAt: ZTimestamp,
  updatedAt: ZTimestamp,
});
export type TSurvey = z.infer<typeof ZSurvey>;

export const ZSurveyListItem = ZSurvey.omit({ content: true }).extend({
  questionsCount: z.number().int(),
  lastAnswerAt: ZTimestamp.nullable(),
});
export type TSurveyListItem = z.infer<typeof ZSurveyListItem>;
export const ZSurveyList = z.object({ items: z.array(ZSurveyListItem) });
export type TSurveyList = z.infer<typeof ZSurveyList>;

/** GET …/edit/default: the title and content a new one of the kind starts with, in the request's language. */
export const ZSurveyDefault = z.object({ title: z.string(), content: ZSurveyContent });
export type TSurveyDefault = z.infer<typeof ZSurveyDefault>;

export const ZSurveySlugParams = z.object({ slug: ZSlug });
export type TSurveySlugParams = z.infer<typeof ZSurveySlugParams>;

export const ZCreateSurveyBody = z.object({
  locationId: z.uuid(),
  title: z.string().trim().min(1).max(200).optional(),
});
export type TCreateSurveyBody = z.infer<typeof ZCreateSurveyBody>;

/** What is sent is changed; `content` replaces the stored content whole (checked as a whole). */
export const ZUpdateSurveyBody = z.object({
  title: z.string().trim().min(1).max(200).optional(),
  language: ZLanguage.optional(),
  locationId: z.uuid().optional(),
  isActive: z.boolean().optional(),
  expiresOn: z.iso.date().nullable().optional(),
  content: ZSurveyContent.optional(),
});
export type TUpdateSurveyBody = z.infer<typeof ZUpdateSurveyBody>;

/** POST …/{slug}/create-question: a question of the type with its default settings, added last. */
export const ZCreateQuestionBody = z.object({
  type: ZQuestionType,
  title: z.string().trim().min(1).max(300).optional(),
});
export type TCreateQuestionBody = z.infer<typeof ZCreateQuestionBody>;
export const ZQuestionParams = z.object({ slug: ZSlug, questionId: ZSurveyItemId });
export type TQuestionParams = z.infer<typeof ZQuestionParams>;
export const ZCreatedQuestion = z.object({ question: ZSurveyQuestion, survey: ZSurvey });
export type TCreatedQuestion = z.infer<typeof ZCreatedQuestion>;
