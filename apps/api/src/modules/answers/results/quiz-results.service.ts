import type {
  TDeletedAnswers,
  TQuizAnalysis,
  TQuizParticipant,
  TQuizParticipantAnswer,
  TQuizParticipantList,
  TSurveyAnswerListQuery,
  TSurveyResultsQuery,
  TWebinarParticipants,
} from '@guestloop/contracts';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import { quizResultOf } from '../answer-rules';
import * as repo from './results.repo';
import { answerRowOf, selectResults } from './results.service';
import { scopeOf, surveyOf } from './results-scope';

/** Quizzes' analysis and participants, and the participants of a survey (a webinar's sign-ups). */

export async function analysis(
  db: Db,
  structureId: string,
  slug: string,
  query: TSurveyResultsQuery,
): Promise<TQuizAnalysis> {
  const { survey, rows, results } = await selectResults(db, structureId, 'quiz', slug, query);
  const percents = rows.flatMap((r) => (r.quizPercent === null ? [] : [r.quizPercent]));
  return {
    ...results,
    quiz: {
      passMark: survey.content.quiz?.passMark ?? null,
      averagePercent:
        percents.length === 0
          ? null
          : Number((percents.reduce((s, p) => s + p, 0) / percents.length).toFixed(1)),
      passed: rows.filter((r) => r.quizPassed === true).length,
      failed: rows.filter((r) => r.quizPassed === false).length,
    },
  };
}

function participantOf({ answer, name, email }: repo.CustomerOfAnswer): TQuizParticipant {
  return {
    answerId: answer.id,
    customerId: answer.customerId,
    name,
    email,
    points: answer.quizPoints ?? 0,
    maxPoints: answer.quizMaxPoints ?? 0,
    percent: answer.quizPercent,
    passed: answer.quizPassed,
    finishedAt: answer.finishedAt.toISOString(),
  };
}

export async function participants(
  db: Db,
  structureId: string,
  slug: string,
  query: TSurveyAnswerListQuery,
): Promise<TQuizParticipantList> {
  const survey = await surveyOf(db, structureId, 'quiz', slug);
  const page = await repo.answersWithCustomers(db, await scopeOf(db, survey, query), {
    offset: (query.page - 1) * query.pageSize,
    limit: query.pageSize,
  });
  return { items: page.items.map(participantOf), total: page.total };
}

/** The participant's last answer, scored as when it was taken, with the right answers as the quiz now has them. */
export async function participantAnswer(
  db: Db,
  structureId: string,
  slug: string,
  customerId: string,
): Promise<TQuizParticipantAnswer> {
  const survey = await surveyOf(db, structureId, 'quiz', slug);
  const found = await repo.findAnswerOfCustomer(db, structureId, survey.id, customerId);
  if (!found) throw notFound('Answer');
  const { answer } = found;
  // Staff read every question's right answers, whatever the participant's page shows.
  const content = survey.content.quiz
    ? { ...survey.content, quiz: { ...survey.content.quiz, showCorrectAnswers: true } }
    : survey.content;
  const stored = {
    points: answer.quizPoints,
    maxPoints: answer.quizMaxPoints,
    percent: answer.quizPercent,
    passed: answer.quizPassed,
  };
  const result = quizResultOf(content, answer.answers, stored, answer.finishedAt, null);
  return { participant: participantOf(found), answer: answerRowOf(answer), result };
}

/**
 * DELETE /pdf/quiz/{slug}/delete: a quiz's result PDFs are drawn when a participant asks for one
 * and never stored, so there is nothing to delete; the call checks the quiz and answers 0.
 */
export async function deleteStoredPdfs(db: Db, structureId: string, slug: string): Promise<TDeletedAnswers> {
  await surveyOf(db, structureId, 'quiz', slug);
  return { ok: true, deleted: 0 };
}

/** GET /survey/webinar/{slug}/participants: each customer who finished, once, at their last answer. */
export async function webinarParticipants(
  db: Db,
  structureId: string,
  slug: string,
): Promise<TWebinarParticipants> {
  const survey = await surveyOf(db, structureId, 'survey', slug);
  const { items } = await repo.answersWithCustomers(db, await scopeOf(db, survey, {}));
  const seen = new Set<string>();
  const list: TWebinarParticipants['items'] = [];
  for (const { answer, name, email, phone } of items) {
    if (!answer.customerId || seen.has(answer.customerId)) continue;
    seen.add(answer.customerId);
    list.push({
      customerId: answer.customerId,
      name,
      email,
      phone,
      finishedAt: answer.finishedAt.toISOString(),
    });
  }
  return { items: list };
}
