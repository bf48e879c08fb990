import { ZQuestionType } from './enum-schemas';
import { ZLanguage } from './language-schema';
import { ZSlug } from './structure';
import { ZQuizResult } from './survey-answering';
import { ZSurveyItemId } from './survey-rules';
import { ZSurveyTimestamp as ZTimestamp } from './surveys';
import * as z from './zod';

/** What staff read of the answers: results by question, the answer list, e-NPS breakdowns, quiz analysis, progress. */

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
