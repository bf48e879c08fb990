import {
  isSelectQuestion,
  type TLanguage,
  type TQuestionResult,
  type TSurveyKind,
  type TSurveyQuestion,
  type TSurveyResultsQuery,
} from '@guestloop/contracts';
import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import { localDateTime } from './clock';
import {
  type Cell,
  CONTENT_TYPES,
  type Column,
  type ExportFormat,
  type Sheet,
  toCsv,
  toXlsx,
} from './export-file';
import * as repo from './results.repo';
import { selectResults } from './results.service';
import { scopeOf, surveyOf } from './results-scope';
import { resultsTexts, type Texts } from './results-texts';

/**
 * GET {p}/answers/{slug}/export.xlsx|.csv. Surveys and quizzes: one row per answer, one column
 * per question, option labels instead of ids, times on the company's clock. e-NPS: only the
 * figures the results page shows (no row per person), and nothing while the results are hidden.
 */

export interface ExportFile {
  bytes: Buffer;
  contentType: string;
  fileName: string;
}

const NUMBER_TYPES: readonly string[] = ['rate', 'rate_enps', 'text_number'];

function cellOf(q: TSurveyQuestion, value: unknown): Cell {
  if (value === undefined || value === null) return null;
  if (isSelectQuestion(q)) {
    const chosen = new Set([value].flat().map(String));
    const labels = q.answers.filter((a) => chosen.has(a.id)).map((a) => a.label);
    return labels.length > 0 ? labels.join('; ') : null;
  }
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return value;
  return null;
}

async function answerSheet(
  db: Db,
  structureId: string,
  kind: TSurveyKind,
  slug: string,
  query: TSurveyResultsQuery,
  t: Texts,
): Promise<Sheet> {
  const survey = await surveyOf(db, structureId, kind, slug);
  const { items } = await repo.answersWithCustomers(db, await scopeOf(db, survey, query));
  const questions = survey.content.questions;
  const column = (key: string, kind: Column['kind']): Column => ({
    header: t(`export.columns.${key}`),
    kind,
  });
  const quiz = kind === 'quiz';
  const yesNo = (v: boolean | null) => (v === null ? null : t(v ? 'export.values.yes' : 'export.values.no'));
  return {
    title: t('export.sheets.answers'),
    columns: [
      column('finishedAt', 'datetime'),
      column('language', 'text'),
      column('customer', 'text'),
      column('email', 'text'),
      ...questions.map(
        (q): Column => ({ header: q.title, kind: NUMBER_TYPES.includes(q.type) ? 'number' : 'text' }),
      ),
      ...(quiz
        ? [
            column('points', 'number'),
            column('maxPoints', 'number'),
            column('percent', 'number'),
            column('passed', 'text'),
          ]
        : []),
    ],
    rows: items.map(({ answer, name, email }) => [
      localDateTime(answer.finishedAt, survey.timeZone),
      answer.language,
      name,
      email,
      ...questions.map((q) => cellOf(q, answer.answers[q.id])),
      ...(quiz
        ? [answer.quizPoints, answer.quizMaxPoints, answer.quizPercent, yesNo(answer.quizPassed)]
        : []),
    ]),
  };
}

/** e-NPS: each question's counts (options, scores, words) and its figures, as the results page shows them. */
function enpsSheets(questions: TQuestionResult[], t: Texts): Sheet[] {
  const column = (key: string, kind: Column['kind']): Column => ({
    header: t(`export.columns.${key}`),
    kind,
  });
  const value = (key: string) => t(`export.values.${key}`);
  const counts: Cell[][] = [];
  const figures: Cell[][] = [];
  for (const q of questions) {
    for (const o of q.options ?? []) counts.push([q.title, o.label, o.count]);
    for (const w of q.words ?? []) counts.push([q.title, w.word, w.count]);
    figures.push([q.title, value('answered'), q.answered]);
    if (q.average !== null) figures.push([q.title, value('average'), q.average]);
    if (q.enps) {
      figures.push([q.title, value('enpsScore'), q.enps.score]);
      figures.push([q.title, value('promoters'), q.enps.promoters]);
      figures.push([q.title, value('passives'), q.enps.passives]);
      figures.push([q.title, value('detractors'), q.enps.detractors]);
    }
  }
  return [
    {
      title: t('export.sheets.summary'),
      columns: [column('question', 'text'), column('answer', 'text'), column('count', 'number')],
      rows: counts,
    },
    {
      title: t('export.sheets.figures'),
      columns: [column('question', 'text'), column('figure', 'text'), column('value', 'number')],
      rows: figures,
    },
  ];
}

export async function exportAnswers(
  db: Db,
  structureId: string,
  kind: TSurveyKind,
  slug: string,
  query: TSurveyResultsQuery,
  format: ExportFormat,
  language: TLanguage,
): Promise<ExportFile> {
  const t = resultsTexts(language);
  let sheets: Sheet[];
  if (kind === 'enps') {
    const { results } = await selectResults(db, structureId, kind, slug, query);
    if (results.hidden)
      throw new AppError(409, 'CONFLICT', 'Fewer answers than the anonymity threshold: nothing to export', {
        reason: 'below-anonymity-threshold',
        threshold: results.threshold,
      });
    sheets = enpsSheets(results.questions, t);
  } else {
    sheets = [await answerSheet(db, structureId, kind, slug, query, t)];
  }
  const bytes = format === 'csv' ? toCsv(sheets) : await toXlsx(sheets);
  const days = query.from || query.to ? `_${query.from ?? ''}_${query.to ?? ''}` : '';
  return { bytes, contentType: CONTENT_TYPES[format], fileName: `${kind}-${slug}-answers${days}.${format}` };
}
