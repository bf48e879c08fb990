import type { TQuestionResult } from '@guestloop/contracts';
import type { ReactNode } from 'react';
import { ChartPanel } from '@/components/ui';
import { chartColors } from '@/lib/chart-colors';
import { barsHeight, busiest, wrapLabel } from '@/lib/chart-labels';
import type { ResultsWords } from '../use-results-words';
import { countBarOptions } from './bar-options';
import { ResultCard } from './result-card';

export interface OptionsCardProps {
  id: string;
  title: string;
  result: TQuestionResult;
  figures: ReactNode;
  /** A quiz question's right options: their bars are green and the table says so. */
  correctIds: readonly string[];
  /** Options left out to keep answers anonymous (e-NPS): named under the chart, never counted. */
  hiddenLabels?: readonly string[];
  words: ResultsWords;
}

/** A select question: how many answers chose each option, as bars across, and as a table. */
export function OptionsCard({
  id,
  title,
  result,
  figures,
  correctIds,
  hiddenLabels = [],
  words,
}: OptionsCardProps) {
  const { t } = words;
  const colors = chartColors();
  const options = result.options ?? [];
  const quiz = correctIds.length > 0;
  const right = new Set(correctIds);
  const top = options[busiest(options.map((option) => option.count))];
  const shareOf = (count: number) => words.shareOf(count, result.answered);
  const hidden = hiddenLabels.length ? t('breakdown.hidden', { groups: hiddenLabels.join(', ') }) : null;
  // Every option chosen is left out: an empty chart would read as if nobody had answered.
  if (hidden && !top)
    return (
      <ResultCard title={title} actions={figures}>
        {() => <p className="gl-results-muted">{hidden}</p>}
      </ResultCard>
    );
  return (
    <ChartPanel
      id={id}
      title={title}
      className="gl-results-card"
      summary={
        top ? t('options.summary', { option: top.label, share: shareOf(top.count) }) : t('card.noAnswers')
      }
      type="bar"
      height={barsHeight(options.length)}
      data={{
        labels: options.map((option) => wrapLabel(option.label, 24)),
        datasets: [
          {
            label: t('options.chosen'),
            data: options.map((option) => option.count),
            // A quiz's right answers in green, the others in grey: the brand's green-blue beside
            // the right answers' green read as right too.
            backgroundColor: options.map((option) =>
              !quiz ? colors.primary : right.has(option.id) ? colors.good : colors.text,
            ),
          },
        ],
      }}
      options={countBarOptions(colors, { across: true })}
      actions={figures}
      loadingLabel={t('chartLoading')}
      tableViewLabel={t('tableView')}
      hint={quiz ? t('options.rightHint') : (hidden ?? undefined)}
      table={
        <table className="gl-data-table">
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{t('options.option')}</th>
              <th scope="col" className="gl-data-table__num">
                {t('options.chosen')}
              </th>
              <th scope="col" className="gl-data-table__num">
                {t('options.share')}
              </th>
              {quiz ? <th scope="col">{t('options.right')}</th> : null}
            </tr>
          </thead>
          <tbody>
            {options.map((option) => (
              <tr key={option.id}>
                <th scope="row" dir="auto">
                  {option.label}
                </th>
                <td className="gl-data-table__num">{words.number(option.count)}</td>
                <td className="gl-data-table__num">{shareOf(option.count)}</td>
                {quiz ? <td>{right.has(option.id) ? t('options.rightYes') : ''}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}
