import {
  ENPS_MAX,
  ENPS_MIN,
  enpsFromScores,
  isEmptyAnswer,
  isSelectQuestion,
  scoreQuiz,
  type TLanguage,
  type TQuestionResult,
  type TSurveyQuestion,
} from '@guestloop/contracts';
import { countWords } from './words';

/**
 * The results page's figures of each question, by its display kinds (SPEC point 3): counts of
 * each option (select types) or score (rate, rate_enps) for the diagram, the words of text answers
 * for the cloud, averages of numbers and scales, the e-NPS score, and on quizzes the share of
 * right answers among the participants who were asked the question.
 */

export interface AnswerForSummary {
  language: TLanguage;
  answers: Record<string, unknown>;
}

const empty = (q: TSurveyQuestion, answered: number): TQuestionResult => ({
  questionId: q.id,
  type: q.type,
  title: q.title,
  answered,
  options: null,
  average: null,
  enps: null,
  words: null,
  correctShare: null,
});

const mean = (values: number[]) =>
  values.length === 0 ? null : Number((values.reduce((s, v) => s + v, 0) / values.length).toFixed(2));

const numbersOf = (values: unknown[]) =>
  values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v));

function scale(from: number, to: number, scores: number[]) {
  const options = [];
  for (let score = from; score <= to; score++) {
    options.push({
      id: String(score),
      label: String(score),
      count: scores.filter((s) => s === score).length,
    });
  }
  return options;
}

function questionResult(q: TSurveyQuestion, rows: readonly AnswerForSummary[]): TQuestionResult {
  const given = rows.filter((r) => Object.hasOwn(r.answers, q.id) && !isEmptyAnswer(r.answers[q.id]));
  const values = given.map((r) => r.answers[q.id]);
  const result = empty(q, given.length);
  if (isSelectQuestion(q)) {
    const chosen = values.flatMap((v) => [v].flat().map(String));
    result.options = q.answers.map((a) => ({
      id: a.id,
      label: a.label,
      count: chosen.filter((id) => id === a.id).length,
    }));
  } else if (q.type === 'rate') {
    const scores = numbersOf(values);
    result.options = scale(q.data.options.min, q.data.options.max, scores);
    result.average = mean(scores);
  } else if (q.type === 'rate_enps') {
    const scores = numbersOf(values).filter((s) => Number.isInteger(s) && s >= ENPS_MIN && s <= ENPS_MAX);
    result.options = scale(ENPS_MIN, ENPS_MAX, scores);
    result.average = mean(scores);
    const summary = enpsFromScores(scores);
    result.enps =
      summary.score === null
        ? null
        : {
            score: summary.score,
            promoters: summary.promoters,
            passives: summary.passives,
            detractors: summary.detractors,
          };
  } else if (q.type === 'text_short' || q.type === 'text_long') {
    result.words = countWords(
      given.flatMap((r) => {
        const text = r.answers[q.id];
        return typeof text === 'string' ? [{ text, language: r.language }] : [];
      }),
    );
  } else if (q.type === 'text_number') {
    result.average = mean(numbersOf(values));
  }
  return result;
}

/** Quizzes: per question, the percent of right answers among those asked it (one decimal). */
function correctShares(questions: readonly TSurveyQuestion[], rows: readonly AnswerForSummary[]) {
  const tally = new Map<string, { asked: number; correct: number }>();
  for (const row of rows) {
    for (const q of scoreQuiz({ questions }, row.answers).questions) {
      const t = tally.get(q.questionId) ?? { asked: 0, correct: 0 };
      t.asked += 1;
      if (q.correct) t.correct += 1;
      tally.set(q.questionId, t);
    }
  }
  return new Map(
    [...tally].map(([id, t]) => [
      id,
      t.asked === 0 ? null : Number(((t.correct * 100) / t.asked).toFixed(1)),
    ]),
  );
}

export function summarize(
  questions: readonly TSurveyQuestion[],
  rows: readonly AnswerForSummary[],
  options: { quiz: boolean },
): TQuestionResult[] {
  const shares = options.quiz ? correctShares(questions, rows) : null;
  return questions.map((q) => {
    const result = questionResult(q, rows);
    if (shares?.has(q.id)) result.correctShare = shares.get(q.id) ?? null;
    return result;
  });
}
