import type { TMetricQuestionRates } from '@guestloop/contracts';
import { Link } from 'react-router';
import { ChartPanel } from '@/components/ui';
import { chartColors } from '@/lib/chart-colors';
import { barsHeight, wrapLabel } from '@/lib/chart-labels';
import type { RatingWords } from '../overview/rating-words';
import { stackedBarOptions } from '../stacked-bar-options';
import type { Figures } from '../use-figures';

/**
 * A question as a guest-facing text in its own direction: "What stood out?" keeps its question
 * mark at its end on an Arabic page (the panel's title and caption take no `dir` of their own).
 */
const isolated = (text: string) => `\u2068${text}\u2069`;

/** The answer most often chosen in bad ratings, when any bad rating chose one. */
export function topBadAnswer(question: TMetricQuestionRates) {
  return question.answers.reduce<TMetricQuestionRates['answers'][number] | null>(
    (top, answer) => (answer.bad > 0 && (top === null || answer.bad > top.bad) ? answer : top),
    null,
  );
}

/**
 * How often guests chose each answer of one question: each bar split into the bad ratings that
 * chose it (the reasons behind bad scores) and the others. The inbox cannot filter by answer,
 * so the way to the reviews is the metric's bad reviews, beside the title.
 */
export function QuestionAnswersChart({
  id,
  question,
  totalBad,
  badReviews,
  figures,
  words,
}: {
  id: string;
  question: TMetricQuestionRates;
  /** The metric's bad ratings in the period: what "share of bad reviews" is of. */
  totalBad: number;
  /** The inbox's address of the metric's bad reviews. */
  badReviews: string;
  figures: Figures;
  words: RatingWords;
}) {
  const { t } = words;
  const colors = chartColors();
  const { answers, answered } = question;
  const share = (n: number, of: number) => (of > 0 ? figures.percent(n / of) : '—');
  const bad = topBadAnswer(question);
  const most = answers.reduce<(typeof answers)[number] | null>(
    (top, answer) => (answer.count > 0 && (top === null || answer.count > top.count) ? answer : top),
    null,
  );
  const summary = bad
    ? t('metric.questions.summaryBad', {
        answer: bad.label,
        share: share(bad.bad, totalBad),
        n: figures.number(bad.bad),
        total: figures.number(totalBad),
      })
    : most
      ? t('metric.questions.summary', { answer: most.label, share: share(most.count, answered) })
      : t('metric.questions.none');
  return (
    <ChartPanel
      id={id}
      title={isolated(question.title)}
      summary={summary}
      type="bar"
      height={barsHeight(answers.length + 1)}
      data={{
        labels: answers.map((answer) => wrapLabel(answer.label)),
        datasets: [
          {
            label: t('metric.questions.inBad'),
            data: answers.map((answer) => answer.bad),
            backgroundColor: colors.bad,
            stack: 'chosen',
          },
          {
            label: t('metric.questions.inOther'),
            data: answers.map((answer) => answer.count - answer.bad),
            backgroundColor: colors.primary,
            stack: 'chosen',
          },
        ],
      }}
      options={stackedBarOptions(colors, { across: true })}
      actions={
        totalBad > 0 ? (
          <Link className="gl-stats-link gl-stats-muted" to={badReviews}>
            {t('metric.badReviews', { n: figures.number(totalBad) })}
          </Link>
        ) : null
      }
      loadingLabel={t('chartLoading')}
      tableViewLabel={t('tableView')}
      hint={t('metric.questions.hint')}
      table={
        <table className="gl-data-table">
          <caption>{isolated(question.title)}</caption>
          <thead>
            <tr>
              <th scope="col">{t('metric.questions.answer')}</th>
              <th scope="col" className="gl-data-table__num">
                {t('metric.questions.chosen')}
              </th>
              <th scope="col" className="gl-data-table__num">
                {t('metric.questions.shareAnswered')}
              </th>
              <th scope="col" className="gl-data-table__num">
                {t('metric.questions.inBad')}
              </th>
              <th scope="col" className="gl-data-table__num">
                {t('metric.questions.shareBad')}
              </th>
            </tr>
          </thead>
          <tbody>
            {answers.map((answer) => (
              <tr key={answer.id}>
                <th scope="row" dir="auto">
                  {answer.label}
                </th>
                <td className="gl-data-table__num">{figures.number(answer.count)}</td>
                <td className="gl-data-table__num">{share(answer.count, answered)}</td>
                <td className="gl-data-table__num">{figures.number(answer.bad)}</td>
                <td className="gl-data-table__num">{share(answer.bad, totalBad)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}
