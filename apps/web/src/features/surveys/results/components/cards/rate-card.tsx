import type { TQuestionResult } from '@guestloop/contracts';
import type { ReactNode } from 'react';
import { ChartPanel } from '@/components/ui';
import { chartColors } from '@/lib/chart-colors';
import { busiest } from '@/lib/chart-labels';
import type { ResultsWords } from '../use-results-words';
import { countBarOptions } from './bar-options';

export interface ScoreCardProps {
  id: string;
  title: string;
  result: TQuestionResult;
  figures: ReactNode;
  words: ResultsWords;
  /** A bar's colour by its score (e-NPS: detractors, passives, promoters). */
  colorOf?: (score: number) => string;
  /** Extra columns of the table, by score (e-NPS: the group). */
  groupOf?: (score: number) => string;
}

/** A scale question: how many answers gave each score, as upright bars, and as a table. */
export function ScoreCard({ id, title, result, figures, words, colorOf, groupOf }: ScoreCardProps) {
  const { t } = words;
  const colors = chartColors();
  const scores = result.options ?? [];
  const top = scores[busiest(scores.map((score) => score.count))];
  const summary = top
    ? result.average !== null
      ? t('rate.summary', {
          average: words.decimal(result.average),
          score: top.label,
          share: words.shareOf(top.count, result.answered),
        })
      : t('rate.summaryMost', { score: top.label, share: words.shareOf(top.count, result.answered) })
    : t('card.noAnswers');
  return (
    <ChartPanel
      id={id}
      title={title}
      className="gl-results-card"
      summary={summary}
      type="bar"
      data={{
        labels: scores.map((score) => score.label),
        datasets: [
          {
            label: t('rate.answers'),
            data: scores.map((score) => score.count),
            backgroundColor: scores.map((score) => colorOf?.(Number(score.label)) ?? colors.primary),
          },
        ],
      }}
      options={countBarOptions(colors, { across: false })}
      actions={figures}
      loadingLabel={t('chartLoading')}
      tableViewLabel={t('tableView')}
      table={
        <table className="gl-data-table">
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{t('rate.score')}</th>
              {groupOf ? <th scope="col">{t('enps.group')}</th> : null}
              <th scope="col" className="gl-data-table__num">
                {t('rate.answers')}
              </th>
              <th scope="col" className="gl-data-table__num">
                {t('options.share')}
              </th>
            </tr>
          </thead>
          <tbody>
            {scores.map((score) => (
              <tr key={score.id}>
                <th scope="row">{score.label}</th>
                {groupOf ? <td>{groupOf(Number(score.label))}</td> : null}
                <td className="gl-data-table__num">{words.number(score.count)}</td>
                <td className="gl-data-table__num">{words.shareOf(score.count, result.answered)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}
