import { QUIZ_POLICY_DEFAULTS } from './constants';
import { ZQuestionType } from './enums';
import { ZLanguage } from './languages';
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

const ZTimestamp = z.iso.datetime({ offset: true });

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

// ---- Answering (public) ----

/** Where a customer left off: answers so far and the question they were at. */
export const ZSurveyState = z.object({
  answers: z.record(z.string(), z.union([z.string(), z.number(), z.array(z.string())])),
  questionId: z.string().nullable(),
  startedAt: ZTimestamp,
  updatedAt: ZTimestamp,
});
export type TSurveyState = z.infer<typeof ZSurveyState>;

/** GET /survey/view/{slug} (and /e-nps, /quiz): the public page; a quiz's answer keys are left out. */
export const ZSurveyPublic = z.object({
  slug: z.string(),
  kind: ZSurveyKind,
  title: z.string(),
  language: ZLanguage,
  content: ZSurveyContent,
  logoUrl: z.string().nullable(),
  headerUrl: z.string().nullable(),
  company: z.object({ name: z.string(), logoUrl: z.string().nullable() }),
  locationName: z.string(),
  /** Past its last day: the expire text is shown and nothing is taken. */
  expired: z.boolean(),
  /** The customer's saved state, to resume at; null on a first visit. */
  state: ZSurveyState.nullable(),
  /** The customer already finished it (a quiz shows the result, a survey the thanks). */
  finished: z.boolean(),
});
export type TSurveyPublic = z.infer<typeof ZSurveyPublic>;

/** POST …/{slug}/save-state/{questionId}: the answers so far, checked but not for required. */
export const ZSaveStateParams = z.object({ slug: ZSlug, questionId: ZSurveyItemId });
export type TSaveStateParams = z.infer<typeof ZSaveStateParams>;
export const ZSaveSurveyAnswersBody = z.object({
  answers: z.record(ZSurveyItemId, z.unknown()),
});
export type TSaveSurveyAnswersBody = z.infer<typeof ZSaveSurveyAnswersBody>;

/** The quiz result a participant reads (and its PDF holds). */
export const ZQuizResult = z.object({
  points: z.number(),
  maxPoints: z.number(),
  percent: z.number().int().nullable(),
  correctCount: z.number().int(),
  scoredCount: z.number().int(),
  passed: z.boolean().nullable(),
  passMark: z.number().int().nullable(),
  /** With showCorrectAnswers: per question, what was right. */
  questions: z
    .array(
      z.object({
        questionId: z.string(),
        title: z.string(),
        correct: z.boolean(),
        points: z.number(),
        maxPoints: z.number(),
        correctAnswerLabels: z.array(z.string()),
      }),
    )
    .nullable(),
  /** The PDF result or certificate of this answer. */
  pdfPath: z.string().nullable(),
  finishedAt: ZTimestamp,
});
export type TQuizResult = z.infer<typeof ZQuizResult>;

/** POST …/{slug}/save-answer: the final answer is taken. */
export const ZSavedSurveyAnswer = z.object({
  id: z.uuid(),
  finishedAt: ZTimestamp,
  quiz: ZQuizResult.nullable(),
});
export type TSavedSurveyAnswer = z.infer<typeof ZSavedSurveyAnswer>;

/**
 * GET /survey/answer (and /e-nps, /quiz): what this guest finished, newest first. An e-NPS
 * survey's time is the hour only, as its answer keeps it.
 */
export const ZFinishedSurvey = z.object({ slug: z.string(), title: z.string(), finishedAt: ZTimestamp });
export type TFinishedSurvey = z.infer<typeof ZFinishedSurvey>;
export const ZFinishedSurveyList = z.object({ items: z.array(ZFinishedSurvey) });
export type TFinishedSurveyList = z.infer<typeof ZFinishedSurveyList>;

// ---- Results (staff) ----

/** Filters of the results and of the answer list. */
export const ZSurveyResultsQuery = z.object({
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  locationId: z.uuid().optional(),
});
export type TSurveyResultsQuery = z.infer<typeof ZSurveyResultsQuery>;

/** One finished answer in the table of answers. */
export const ZSurveyAnswerRow = z.object({
  id: z.uuid(),
  /** Null on e-NPS (anonymous). */
  customerId: z.uuid().nullable(),
  language: ZLanguage,
  finishedAt: ZTimestamp,
  /** Question id → the answer as stored (option ids for select types). */
  answers: z.record(z.string(), z.union([z.string(), z.number(), z.array(z.string())])),
  quiz: z
    .object({
      points: z.number(),
      maxPoints: z.number(),
      percent: z.number().int().nullable(),
      passed: z.boolean().nullable(),
    })
    .nullable(),
});
export type TSurveyAnswerRow = z.infer<typeof ZSurveyAnswerRow>;
export const ZSurveyAnswerList = z.object({
  items: z.array(ZSurveyAnswerRow),
  total: z.number().int(),
});
export type TSurveyAnswerList = z.infer<typeof ZSurveyAnswerList>;
export const ZSurveyAnswerListQuery = ZSurveyResultsQuery.extend({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type TSurveyAnswerListQuery = z.infer<typeof ZSurveyAnswerListQuery>;
export const ZSurveyAnswerParams = z.object({ slug: ZSlug, id: z.uuid() });
export type TSurveyAnswerParams = z.infer<typeof ZSurveyAnswerParams>;

/** A word and how many answers used it (the cloud of a text question, stop words left out). */
export const ZWordCount = z.object({ word: z.string(), count: z.number().int() });

/** The summary of one question by its display kinds (SPEC point 3). */
export const ZQuestionResult = z.object({
  questionId: z.string(),
  type: ZQuestionType,
  title: z.string(),
  answered: z.number().int(),
  /** Select types: each option's count; rate types: each score's count (label = the score). */
  options: z.array(z.object({ id: z.string(), label: z.string(), count: z.number().int() })).nullable(),
  /** Numbers and scales: the mean of the answers. */
  average: z.number().nullable(),
  /** rate_enps: the score, promoters − detractors in percent. */
  enps: z
    .object({
      score: z.number(),
      promoters: z.number().int(),
      passives: z.number().int(),
      detractors: z.number().int(),
    })
    .nullable(),
  /** text_short and text_long. */
  words: z.array(ZWordCount).nullable(),
  /** Quizzes: the share of right answers in percent. */
  correctShare: z.number().nullable(),
});
export type TQuestionResult = z.infer<typeof ZQuestionResult>;

/** GET …/answers/{slug} summary part: what the results page shows. */
export const ZSurveyResults = z.object({
  answers: z.number().int(),
  started: z.number().int(),
  /** e-NPS: fewer answers than the company's anonymity threshold hide every figure. */
  hidden: z.boolean(),
  threshold: z.number().int().nullable(),
  questions: z.array(ZQuestionResult),
});
export type TSurveyResults = z.infer<typeof ZSurveyResults>;

export const ZDeletedAnswers = z.object({ ok: z.literal(true), deleted: z.number().int() });
export type TDeletedAnswers = z.infer<typeof ZDeletedAnswers>;

// ---- Results (staff): breakdowns, participants, deletions, progress ----

/** DELETE …/answers/{slug}: the answers named, or every answer of the survey without a body. */
export const ZDeleteAnswersBody = z.object({ ids: z.array(z.uuid()).min(1).max(1000) });
export type TDeleteAnswersBody = z.infer<typeof ZDeleteAnswersBody>;

/** GET /e-nps/answers/{slug}/breakdown/{questionId}: the e-NPS score per variant of a single-choice question. */
export const ZEnpsBreakdownParams = z.object({ slug: ZSlug, questionId: ZSurveyItemId });
export type TEnpsBreakdownParams = z.infer<typeof ZEnpsBreakdownParams>;

/** One group of a breakdown; a hidden group shows neither its count nor its score. */
export const ZEnpsGroup = z.object({
  /** The variant's id; null: the respondents who did not answer the question. */
  id: z.string().nullable(),
  label: z.string(),
  hidden: z.boolean(),
  count: z.number().int().nullable(),
  score: z.number().nullable(),
});
export type TEnpsGroup = z.infer<typeof ZEnpsGroup>;

export const ZEnpsBreakdown = z.object({
  questionId: z.string(),
  title: z.string(),
  /** The rate_enps question the scores are of; null when the survey has none. */
  enpsQuestionId: z.string().nullable(),
  threshold: z.number().int(),
  /** Fewer respondents than the threshold in all: no group is shown. */
  hidden: z.boolean(),
  groups: z.array(ZEnpsGroup),
});
export type TEnpsBreakdown = z.infer<typeof ZEnpsBreakdown>;

/** GET /quiz/analysis/{slug}: the results with the quiz's own totals. */
export const ZQuizAnalysis = ZSurveyResults.extend({
  quiz: z.object({
    passMark: z.number().int().nullable(),
    /** The mean of the participants' percents; null without answers. */
    averagePercent: z.number().nullable(),
    passed: z.number().int(),
    failed: z.number().int(),
  }),
});
export type TQuizAnalysis = z.infer<typeof ZQuizAnalysis>;

/** A quiz participant: who (when known) and how they did. */
export const ZQuizParticipant = z.object({
  answerId: z.uuid(),
  customerId: z.uuid().nullable(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  points: z.number(),
  maxPoints: z.number(),
  percent: z.number().int().nullable(),
  passed: z.boolean().nullable(),
  finishedAt: ZTimestamp,
});
export type TQuizParticipant = z.infer<typeof ZQuizParticipant>;
export const ZQuizParticipantList = z.object({ items: z.array(ZQuizParticipant), total: z.number().int() });
export type TQuizParticipantList = z.infer<typeof ZQuizParticipantList>;

export const ZQuizParticipantParams = z.object({ slug: ZSlug, customerId: z.uuid() });
export type TQuizParticipantParams = z.infer<typeof ZQuizParticipantParams>;
/** GET /quiz/answers/{slug}/{customerId}: the participant's last answer and its result. */
export const ZQuizParticipantAnswer = z.object({
  participant: ZQuizParticipant,
  answer: ZSurveyAnswerRow,
  result: ZQuizResult,
});
export type TQuizParticipantAnswer = z.infer<typeof ZQuizParticipantAnswer>;

/** GET /survey/webinar/{slug}/participants: the customers who finished the survey, last first. */
export const ZWebinarParticipant = z.object({
  customerId: z.uuid(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  finishedAt: ZTimestamp,
});
export type TWebinarParticipant = z.infer<typeof ZWebinarParticipant>;
export const ZWebinarParticipants = z.object({ items: z.array(ZWebinarParticipant) });
export type TWebinarParticipants = z.infer<typeof ZWebinarParticipants>;

/** The longest period a progress chart covers. */
export const SURVEY_PROGRESS_MAX_DAYS = 366;

/** POST /stat/data/{slug}/survey-progress (and enps-survey-progress): days of the company's clock. */
export const ZSurveyProgressBody = z
  .object({ from: z.iso.date(), to: z.iso.date(), locationId: z.uuid().optional() })
  .refine((f) => f.from <= f.to, { path: ['to'], message: 'The period ends before it starts' })
  .refine((f) => (Date.parse(f.to) - Date.parse(f.from)) / 86_400_000 < SURVEY_PROGRESS_MAX_DAYS, {
    path: ['to'],
    message: `A period is at most ${SURVEY_PROGRESS_MAX_DAYS} days`,
  });
export type TSurveyProgressBody = z.infer<typeof ZSurveyProgressBody>;

/** Per day: customers who started (their first save) and answers finished. */
export const ZSurveyProgress = z.object({
  days: z.array(z.object({ day: z.iso.date(), started: z.number().int(), finished: z.number().int() })),
});
export type TSurveyProgress = z.infer<typeof ZSurveyProgress>;

/** e-NPS: the days, and per week (from Monday) its answers and, when it may be shown, its score. */
export const ZEnpsSurveyProgress = ZSurveyProgress.extend({
  threshold: z.number().int(),
  weeks: z.array(
    z.object({ weekStart: z.iso.date(), answers: z.number().int(), score: z.number().nullable() }),
  ),
});
export type TEnpsSurveyProgress = z.infer<typeof ZEnpsSurveyProgress>;
