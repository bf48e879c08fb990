import type { surveyAnswersIn } from './assistant-facts.repo';
import { quoteOf } from './assistant-reviews';
import { searchTexts } from './assistant-search';
import { distinct, type Source } from './assistant-sources';

/**
 * Survey results as the assistant tells them: per survey how many answered in the period and the
 * average of each scale question, and the written answers (found by full-text search, else the
 * newest) to quote.
 */

type AnswerRow = Awaited<ReturnType<typeof surveyAnswersIn>>[number];

interface Question {
  id: string;
  type: string;
  title: string;
  data?: { options?: { min?: number; max?: number } };
}

const WRITTEN = new Set(['text_short', 'text_long']);
const SCALES = new Set(['rate', 'rate_enps']);
const QUOTES = 3;
const SURVEYS_LISTED = 5;
/** A written answer this long says more than a word or two. */
const SENTENCE = 20;

const questionsOf = (row: AnswerRow): Question[] =>
  ((row.content.questions ?? []) as Question[]).filter((q) => typeof q?.id === 'string');

/** Every written answer of the rows, as a source to quote. */
export function surveyTexts(rows: AnswerRow[]): { id: string; text: string; source: Source }[] {
  const texts: { id: string; text: string; source: Source }[] = [];
  for (const row of rows) {
    for (const question of questionsOf(row)) {
      const value = row.answers[question.id];
      if (!WRITTEN.has(question.type) || typeof value !== 'string' || !value.trim()) continue;
      texts.push({
        id: `${row.id}:${question.id}`,
        text: value,
        source: {
          kind: 'survey-answer',
          id: row.id,
          text: quoteOf(value.trim()),
          detail: `${row.surveyTitle} · ${question.title}`,
          date: row.finishedAt,
          placeName: row.placeName,
          score: null,
          metricType: null,
        },
      });
    }
  }
  return texts;
}

export function surveyFacts(rows: AnswerRow[], terms: string) {
  const bySurvey = new Map<
    string,
    {
      title: string;
      count: number;
      scales: Map<string, { title: string; sum: number; n: number; max: number }>;
    }
  >();
  for (const row of rows) {
    const survey = bySurvey.get(row.surveyId) ?? { title: row.surveyTitle, count: 0, scales: new Map() };
    survey.count += 1;
    for (const question of questionsOf(row)) {
      const value = row.answers[question.id];
      if (!SCALES.has(question.type) || typeof value !== 'number') continue;
      const max = question.type === 'rate_enps' ? 10 : (question.data?.options?.max ?? 5);
      const scale = survey.scales.get(question.id) ?? { title: question.title, sum: 0, n: 0, max };
      scale.sum += value;
      scale.n += 1;
      survey.scales.set(question.id, scale);
    }
    bySurvey.set(row.surveyId, survey);
  }
  const surveys = [...bySurvey.values()]
    .sort((a, b) => b.count - a.count)
    .slice(0, SURVEYS_LISTED)
    .map((survey) => ({
      title: survey.title,
      count: survey.count,
      averages: [...survey.scales.values()].map((s) => ({
        question: s.title,
        average: s.sum / s.n,
        max: s.max,
      })),
    }));
  const texts = surveyTexts(rows);
  const found = searchTexts(texts, terms, QUOTES * 4).map((hit) => hit.doc);
  const quoted = found.length > 0 ? found : texts.filter((t) => t.text.length >= SENTENCE);
  return { answers: rows.length, surveys, sources: distinct(quoted.map((t) => t.source)).slice(0, QUOTES) };
}
