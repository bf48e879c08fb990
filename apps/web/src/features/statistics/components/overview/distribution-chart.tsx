import { metricOutcome, type TScoreDistribution } from '@guestloop/contracts';
import { Link, useNavigate } from 'react-router';
import { ChartPanel } from '@/components/ui';
import { chartColors } from '@/lib/chart-colors';
import { reviewsLink } from '../drill-down';
import { clickThrough } from '../drill-down-chart';
import type { Period, StatsFilter } from '../filters';
import type { Figures } from '../use-figures';
import type { RatingWords } from './rating-words';

/**
 * How many ratings gave each score, per metric type. A bar opens the reviews of that score when
 * one metric is chosen (a score means something on one metric's scale), else of its outcome.
 */
export function DistributionChart({
  distribution,
  period,
  filter,
  figures,
  words,
}: {
  distribution: TScoreDistribution;
  period: Period;
  filter: StatsFilter;
  figures: Figures;
  words: RatingWords;
}) {
  const { t } = words;
  const navigate = useNavigate();
  const colors = chartColors();
  const { type, min, counts } = distribution;
  const scores = counts.map((_, i) => min + i);
  const labels = scores.map((score) => words.score(type, score));
  const total = counts.reduce((sum, n) => sum + n, 0);
  const oneMetric = filter.metrics.length === 1;
  const link = (index: number) => {
    const score = scores[index];
    if (score === undefined || !counts[index]) return null;
    const base = reviewsLink({ ...period, outcome: oneMetric ? null : metricOutcome(type, score) }, filter);
    return oneMetric ? `${base}&score=${score}` : base;
  };
  const id = `stats-distribution-${type}`;
  const title = t('overview.distribution.title', { type: words.type(type) });
  return (
    <ChartPanel
      id={id}
      title={title}
      summary={t('overview.distribution.summary', {
        total: figures.number(total),
        type: words.type(type),
      })}
      type="bar"
      data={{
        labels,
        datasets: [
          {
            label: t('ratings.count'),
            data: counts,
            backgroundColor: scores.map((score) => colors[metricOutcome(type, score)]),
            borderRadius: 4,
          },
        ],
      }}
      options={{
        maintainAspectRatio: false,
        plugins: { legend: { display: false } },
        scales: {
          x: { ticks: { color: colors.text, maxRotation: 0 }, grid: { display: false } },
          y: { beginAtZero: true, ticks: { color: colors.text, precision: 0 }, grid: { color: colors.grid } },
        },
        ...clickThrough(navigate, link),
      }}
      loadingLabel={t('chartLoading')}
      tableViewLabel={t('tableView')}
      table={(shown) => (
        <table className="gl-data-table">
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{t('table.score')}</th>
              <th scope="col" className="gl-data-table__num">
                {t('ratings.count')}
              </th>
              <th scope="col" className="gl-data-table__num">
                {t('table.share')}
              </th>
            </tr>
          </thead>
          <tbody>
            {counts.map((count, i) => {
              const to = shown ? link(i) : null;
              return (
                <tr key={labels[i]}>
                  <th scope="row">
                    {to ? (
                      <Link className="gl-stats-link" to={to}>
                        {labels[i]}
                      </Link>
                    ) : (
                      labels[i]
                    )}
                  </th>
                  <td className="gl-data-table__num">{figures.number(count)}</td>
                  <td className="gl-data-table__num">{total ? figures.percent(count / total) : '—'}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    />
  );
}
