import type {
  TDeletedAnswers,
  TEnpsBreakdown,
  TLanguage,
  TSurveyAnswerList,
  TSurveyAnswerListQuery,
  TSurveyAnswerRow,
  TSurveyKind,
  TSurveyResults,
  TSurveyResultsQuery,
} from '@guestloop/contracts';
import type { Db } from '../../../db/client';
import { AppError, notFound } from '../../../lib/errors';
import { canBreakDownBy, enpsBreakdown } from './breakdown';
import { hiddenCells, isViewShowable, withoutSmallFigures, withoutSmallOptions } from './enps-privacy';
import * as repo from './results.repo';
import {
  companyThreshold,
  isNarrowed,
  type ResultsSurvey,
  scopeOf,
  surveyOf,
  wholeSurvey,
} from './results-scope';
import { resultsTexts } from './results-texts';
import { summarize } from './summary';

/** The staff results of surveys, e-NPS surveys and quizzes: the summary, the answers, deleting them. */

type StoredValue = TSurveyAnswerRow['answers'][string];
const isStoredValue = (v: unknown): v is StoredValue =>
  typeof v === 'string' ||
  (typeof v === 'number' && Number.isFinite(v)) ||
  (Array.isArray(v) && v.every((x) => typeof x === 'string'));

export function answerRowOf(row: repo.ResultAnswerRow): TSurveyAnswerRow {
  return {
    id: row.id,
    customerId: row.customerId,
    language: row.language as TLanguage,
    finishedAt: row.finishedAt.toISOString(),
    answers: Object.fromEntries(Object.entries(row.answers).filter(([, v]) => isStoredValue(v))) as Record<
      string,
      StoredValue
    >,
    quiz:
      row.quizPoints === null
        ? null
        : {
            points: row.quizPoints,
            maxPoints: row.quizMaxPoints ?? 0,
            percent: row.quizPercent,
            passed: row.quizPassed,
          },
  };
}

const asSummaryRows = (rows: repo.ResultAnswerRow[]) =>
  rows.map((r) => ({ language: r.language as TLanguage, answers: r.answers }));

/** Whether an e-NPS view may be shown (decisions.md "e-NPS anonymity"). */
async function enpsShowable(
  db: Db,
  survey: ResultsSurvey,
  query: TSurveyResultsQuery,
  rows: repo.ResultAnswerRow[],
  threshold: number,
): Promise<boolean> {
  if (!isNarrowed(query)) return rows.length >= threshold;
  const all = await repo.answersIn(db, wholeSurvey(survey));
  const hidden = hiddenCells(all, survey.timeZone, threshold);
  return isViewShowable(rows, hidden, survey.timeZone, threshold);
}

export interface SelectedResults {
  survey: ResultsSurvey;
  rows: repo.ResultAnswerRow[];
  results: TSurveyResults;
}

/** The summary, with the answers it was made of (for exports and the quiz analysis). */
export async function selectResults(
  db: Db,
  structureId: string,
  kind: TSurveyKind,
  slug: string,
  query: TSurveyResultsQuery,
): Promise<SelectedResults> {
  const survey = await surveyOf(db, structureId, kind, slug);
  const scope = await scopeOf(db, survey, query);
  const [rows, started] = await Promise.all([repo.answersIn(db, scope), repo.unfinishedCount(db, scope)]);
  const questions = survey.content.questions;
  if (kind !== 'enps') {
    const summary = summarize(questions, asSummaryRows(rows), { quiz: kind === 'quiz' });
    return {
      survey,
      rows,
      results: { answers: rows.length, started, hidden: false, threshold: null, questions: summary },
    };
  }
  const threshold = await companyThreshold(db, structureId);
  if (!(await enpsShowable(db, survey, query, rows, threshold))) {
    return {
      survey,
      rows: [],
      results: { answers: rows.length, started, hidden: true, threshold, questions: [] },
    };
  }
  const summary = withoutSmallOptions(
    withoutSmallFigures(summarize(questions, asSummaryRows(rows), { quiz: false }), threshold),
    threshold,
  );
  return {
    survey,
    rows,
    results: { answers: rows.length, started, hidden: false, threshold, questions: summary },
  };
}

export async function results(
  db: Db,
  structureId: string,
  kind: TSurveyKind,
  slug: string,
  query: TSurveyResultsQuery,
): Promise<TSurveyResults> {
  return (await selectResults(db, structureId, kind, slug, query)).results;
}

/** GET /e-nps/answers/{slug}/breakdown/{questionId}: over the whole survey, never a narrowed view. */
export async function breakdown(
  db: Db,
  structureId: string,
  slug: string,
  questionId: string,
  language: TLanguage,
): Promise<TEnpsBreakdown> {
  const survey = await surveyOf(db, structureId, 'enps', slug);
  const by = survey.content.questions.find((q) => q.id === questionId);
  if (!by) throw notFound('Question');
  if (!canBreakDownBy(by))
    throw new AppError(400, 'VALIDATION_FAILED', 'Only a single-choice question breaks the results down', [
      { path: 'params.questionId', code: 'custom', message: 'not_single_choice' },
    ]);
  const enpsQuestion = survey.content.questions.find((q) => q.type === 'rate_enps');
  const [rows, threshold] = await Promise.all([
    repo.answersIn(db, wholeSurvey(survey)),
    companyThreshold(db, structureId),
  ]);
  return enpsBreakdown(by, enpsQuestion, rows, threshold, resultsTexts(language)('breakdown.noAnswer'));
}

/** GET {p}/answers/{slug}/list (never e-NPS: its answers are not listed one by one). */
export async function answerList(
  db: Db,
  structureId: string,
  kind: TSurveyKind,
  slug: string,
  query: TSurveyAnswerListQuery,
): Promise<TSurveyAnswerList> {
  const survey = await surveyOf(db, structureId, kind, slug);
  const scope = await scopeOf(db, survey, query);
  const page = await repo.answerPage(db, scope, {
    offset: (query.page - 1) * query.pageSize,
    limit: query.pageSize,
  });
  return { items: page.items.map(answerRowOf), total: page.total };
}

export async function answerRow(
  db: Db,
  structureId: string,
  kind: TSurveyKind,
  slug: string,
  id: string,
): Promise<TSurveyAnswerRow> {
  const survey = await surveyOf(db, structureId, kind, slug);
  const row = await repo.findAnswer(db, structureId, survey.id, id);
  if (!row) throw notFound('Answer');
  return answerRowOf(row);
}

export async function deleteAnswers(
  db: Db,
  structureId: string,
  kind: TSurveyKind,
  slug: string,
  ids: string[] | null,
): Promise<TDeletedAnswers> {
  const survey = await surveyOf(db, structureId, kind, slug);
  const deleted = await db.transaction((tx) => repo.deleteAnswers(tx, structureId, survey.id, ids));
  return { ok: true, deleted };
}

export async function deleteStates(
  db: Db,
  structureId: string,
  kind: TSurveyKind,
  slug: string,
): Promise<TDeletedAnswers> {
  const survey = await surveyOf(db, structureId, kind, slug);
  return { ok: true, deleted: await repo.deleteUnfinishedStates(db, structureId, survey.id) };
}
