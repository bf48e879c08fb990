import { validateAnswer } from './survey-answers';
import { type TRawAnswers, type TSurveyForm, visibleQuestions } from './survey-logic';
import { isSelectQuestion } from './survey-question-kinds';
import * as z from './zod';

/**
 * Quizzes: scoring against the answer keys of their questions (`data.quiz`) and the pass mark.
 * The policy defaults of a quiz loaded without them are `withQuizPolicyDefaults` (constants.ts).
 */

/** The share of the points, in percent, a customer needs to pass; none: the quiz is not passed or failed. */
export const ZQuizPassMark = z.number().int().min(0).max(100).nullable();

export interface TQuizQuestionScore {
  questionId: string;
  answered: boolean;
  correct: boolean;
  points: number;
  maxPoints: number;
}

export interface TQuizScore {
  points: number;
  maxPoints: number;
  /** points / maxPoints in whole percent, rounded down (so 79.5 % shows 79 and fails a mark of 80); null without points. */
  percent: number | null;
  correctCount: number;
  scoredCount: number;
  /** null when the quiz has no pass mark. A quiz with nothing to score is passed. */
  passed: boolean | null;
  questions: TQuizQuestionScore[];
}

/**
 * Scores the answers: each asked question with an answer key earns its points when the chosen
 * options are exactly the right ones (all or nothing: a multiple-choice answer with one right
 * option missing or one wrong option added earns none). Questions the logic hides do not count,
 * for or against.
 */
export function scoreQuiz(
  form: TSurveyForm,
  answers: TRawAnswers,
  passMark: number | null = null,
): TQuizScore {
  const questions: TQuizQuestionScore[] = [];
  for (const q of visibleQuestions(form, answers)) {
    if (!isSelectQuestion(q) || !q.data.quiz) continue;
    const check = validateAnswer(q, Object.hasOwn(answers, q.id) ? answers[q.id] : undefined, {
      required: false,
    });
    const chosen = check.ok && check.value !== null ? [check.value].flat().map(String) : [];
    const key = new Set(q.data.quiz.correctAnswerIds);
    const correct = chosen.length === key.size && chosen.every((id) => key.has(id));
    const maxPoints = q.data.quiz.points;
    questions.push({
      questionId: q.id,
      answered: chosen.length > 0,
      correct,
      points: correct ? maxPoints : 0,
      maxPoints,
    });
  }
  const points = questions.reduce((sum, q) => sum + q.points, 0);
  const maxPoints = questions.reduce((sum, q) => sum + q.maxPoints, 0);
  return {
    points,
    maxPoints,
    percent: maxPoints > 0 ? Math.floor((points * 100) / maxPoints) : null,
    correctCount: questions.filter((q) => q.correct).length,
    scoredCount: questions.length,
    passed: passMark === null ? null : points * 100 >= passMark * maxPoints,
    questions,
  };
}
