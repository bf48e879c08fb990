import {
  scoreQuiz,
  type TQuizResult,
  type TSurveyContent,
  type TSurveyQuestion,
  type TSurveyState,
} from '@guestloop/contracts';

/**
 * The answering side's rules that need no database: when a survey stops taking answers, when a
 * quiz's time is up, how an e-NPS answer's time is blurred, and the quiz result a participant reads.
 */

/** The calendar day it is now on a company's clock (`YYYY-MM-DD`). */
export function companyToday(timeZone: string, now: Date = new Date()): string {
  let zone = timeZone;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
  } catch {
    zone = 'UTC';
  }
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Past its last day on the company's clock: answers are no longer taken. */
export function isExpired(expiresOn: string | null, timeZone: string, now: Date = new Date()): boolean {
  return expiresOn !== null && companyToday(timeZone, now) > expiresOn;
}

/**
 * A final answer sent this long after the time limit still counts: the page sends what the
 * participant has when the clock runs out, and the request takes a moment to arrive.
 */
export const QUIZ_GRACE_MS = 30_000;

/** Whether a quiz started at `startedAt` is past its limit (`null` minutes: no limit). */
export function isQuizTimeUp(
  timeLimitMinutes: number | null | undefined,
  startedAt: Date | null,
  now: Date = new Date(),
  graceMs = 0,
): boolean {
  if (!timeLimitMinutes || !startedAt) return false;
  return now.getTime() > startedAt.getTime() + timeLimitMinutes * 60_000 + graceMs;
}

/**
 * The hour an e-NPS answer is kept with: the start of its hour (UTC), so the time cannot tie an
 * answer to whoever finished at that minute.
 */
export function startOfHour(date: Date): Date {
  const hour = new Date(date);
  hour.setUTCMinutes(0, 0, 0);
  return hour;
}

/** A saved state as the guest reads it back. */
export function stateOf(row: {
  answers: Record<string, unknown>;
  questionId: string | null;
  startedAt: Date;
  updatedAt: Date;
}): TSurveyState {
  return {
    answers: row.answers as TSurveyState['answers'],
    questionId: row.questionId,
    startedAt: row.startedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The labels of a question's right variants, in the question's order. */
function correctLabels(question: TSurveyQuestion | undefined): string[] {
  if (!question || !('quiz' in question.data) || !question.data.quiz) return [];
  const key = new Set(question.data.quiz.correctAnswerIds);
  return question.answers.filter((a) => key.has(a.id)).map((a) => a.label);
}

/** What a stored quiz answer scored, as stored when it was taken. */
export interface StoredQuizScore {
  points: number | null;
  maxPoints: number | null;
  percent: number | null;
  passed: boolean | null;
}

/**
 * The result a participant reads: the totals as scored when the answer was taken (an edit of the
 * quiz since does not change a result already given), the per-question detail from the quiz as it
 * is now when it shows the right answers.
 */
export function quizResultOf(
  content: TSurveyContent,
  answers: Record<string, unknown>,
  stored: StoredQuizScore,
  finishedAt: Date,
  pdfPath: string | null,
): TQuizResult {
  const passMark = content.quiz?.passMark ?? null;
  const score = scoreQuiz(content, answers, passMark);
  const byId = new Map(content.questions.map((q) => [q.id, q]));
  return {
    points: stored.points ?? score.points,
    maxPoints: stored.maxPoints ?? score.maxPoints,
    percent: stored.points === null ? score.percent : stored.percent,
    correctCount: score.correctCount,
    scoredCount: score.scoredCount,
    passed: stored.points === null ? score.passed : stored.passed,
    passMark,
    questions:
      content.quiz?.showCorrectAnswers === false
        ? null
        : score.questions.map((q) => ({
            questionId: q.questionId,
            title: byId.get(q.questionId)?.title ?? '',
            correct: q.correct,
            points: q.points,
            maxPoints: q.maxPoints,
            correctAnswerLabels: correctLabels(byId.get(q.questionId)),
          })),
    pdfPath,
    finishedAt: finishedAt.toISOString(),
  };
}
