import type { TEnpsGroup, TSurveyQuestion, TSurveyResultsQuery } from '@guestloop/contracts';
import { Dropdown } from 'primereact/dropdown';
import { useState } from 'react';
import { ChartPanel, QueryState } from '@/components/ui';
import { chartColors } from '@/lib/chart-colors';
import { barsHeight, wrapLabel } from '@/lib/chart-labels';
import { useEnpsBreakdown } from '../api/get-enps-breakdown';
import { enpsBand } from './cards/enps-gauge';
import { isolated } from './display-kind';
import type { ResultsWords } from './use-results-words';

const SINGLE_CHOICE = ['select_single', 'select_single_card', 'dropdown'];

/** The questions an e-NPS survey can be broken down by: those with one variant per answer. */
export const breakdownQuestions = (questions: readonly TSurveyQuestion[]) =>
  questions.filter((question) => SINGLE_CHOICE.includes(question.type));

type ShownGroup = TEnpsGroup & { count: number; score: number };
const isShown = (group: TEnpsGroup): group is ShownGroup =>
  !group.hidden && group.count !== null && group.score !== null;

/**
 * The e-NPS score per variant of a chosen question ("Department"). Only the groups the server
 * shows are drawn; the others are named as hidden, with no figure.
 */
export function EnpsBreakdown({
  slug,
  questions,
  query,
  words,
}: {
  slug: string;
  questions: readonly TSurveyQuestion[];
  query: TSurveyResultsQuery;
  words: ResultsWords;
}) {
  const { t } = words;
  const choices = breakdownQuestions(questions);
  const [chosen, setChosen] = useState<string | null>(choices[0]?.id ?? null);
  const breakdown = useEnpsBreakdown(slug, chosen, query);
  if (choices.length === 0) return null;
  return (
    <section className="gl-results-breakdown" aria-labelledby="results-breakdown">
      <div className="gl-results-section-head">
        <h2 id="results-breakdown">{t('breakdown.title')}</h2>
        <span className="gl-results-breakdown__by">
          <label htmlFor="results-breakdown-by">{t('breakdown.by')}</label>
          <Dropdown
            inputId="results-breakdown-by"
            // The button that opens the list is named too (the label names the input only).
            ariaLabel={t('breakdown.by')}
            value={chosen}
            options={choices.map((question) => ({ value: question.id, label: question.title }))}
            onChange={(event) => setChosen(event.value as string)}
          />
        </span>
      </div>
      <QueryState query={breakdown} loadingLabel={t('loading')} errorTitle={t('loadError')}>
        {(data) => {
          if (data.hidden)
            return (
              <p className="gl-panel gl-results-muted">
                {t('enps.hiddenMessage', { n: words.number(data.threshold) })}
              </p>
            );
          const shown = data.groups.filter(isShown);
          const hidden = data.groups.filter((group) => !isShown(group));
          return (
            <>
              {shown.length > 0 ? (
                <BreakdownChart title={isolated(data.title)} groups={shown} words={words} />
              ) : null}
              {hidden.length > 0 ? (
                <p className="gl-results-muted gl-results-breakdown__hidden">
                  {t('breakdown.hidden', { groups: hidden.map((group) => group.label).join(', ') })}
                </p>
              ) : null}
            </>
          );
        }}
      </QueryState>
    </section>
  );
}

function BreakdownChart({
  title,
  groups,
  words,
}: {
  title: string;
  groups: ShownGroup[];
  words: ResultsWords;
}) {
  const { t } = words;
  const colors = chartColors();
  const best = groups.reduce((top, group) => (group.score > top.score ? group : top));
  const values = {
    min: -100,
    max: 100,
    ticks: { color: colors.text },
    grid: { color: colors.grid },
  };
  return (
    <ChartPanel
      id="results-breakdown-chart"
      title={t('breakdown.chart', { question: title })}
      summary={t('breakdown.summary', { group: best.label, score: words.enps(best.score) })}
      type="bar"
      height={barsHeight(groups.length)}
      data={{
        labels: groups.map((group) => wrapLabel(group.label, 24)),
        datasets: [
          {
            label: t('enps.score'),
            data: groups.map((group) => group.score),
            backgroundColor: groups.map((group) => colors[enpsBand(group.score)]),
          },
        ],
      }}
      options={{
        indexAxis: 'y',
        maintainAspectRatio: false,
        plugins: { legend: { display: false } },
        scales: { x: values, y: { ticks: { color: colors.text }, grid: { display: false } } },
      }}
      loadingLabel={t('chartLoading')}
      tableViewLabel={t('tableView')}
      table={
        <table className="gl-data-table">
          <caption>{t('breakdown.chart', { question: title })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('breakdown.group')}</th>
              <th scope="col" className="gl-data-table__num">
                {t('totals.answers')}
              </th>
              <th scope="col" className="gl-data-table__num">
                {t('enps.score')}
              </th>
            </tr>
          </thead>
          <tbody>
            {groups.map((group) => (
              <tr key={group.id ?? 'none'}>
                <th scope="row" dir="auto">
                  {group.label}
                </th>
                <td className="gl-data-table__num">{words.number(group.count)}</td>
                <td className="gl-data-table__num">{words.enps(group.score)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}
