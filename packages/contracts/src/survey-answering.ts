import { ZLanguage } from './language-schema';
import { ZSlug } from './structure';
import { ZSurveyItemId } from './survey-rules';
import { ZSurveyContent, ZSurveyKind, ZSurveyTimestamp as ZTimestamp } from './surveys';
import * as z from './zod';

/** Answering a survey, e-NPS survey or quiz (public calls): the page, the saved state, the final answer, a quiz's result. */

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
