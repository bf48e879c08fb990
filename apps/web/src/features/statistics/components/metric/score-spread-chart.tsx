import { metricScoreRange, type TMetricRates } from '@guestloop/contracts';
import { Link, useNavigate } from 'react-router';
import { ChartPanel } from '@/components/ui';
import { chartColors } from '@/lib/chart-colors';
import { busiest } from '@/lib/chart-labels';
import { reviewsLink } from '../drill-down';
import { clickThrough } from '../drill-down-chart';
import type { StatsFilter } from '../filters';
import type { RatingWords } from '../overview/rating-words';
import { stackedBarOptions } from '../stacked-bar-options';
import type { Figures } from '../use-figures';
import { scoreColors } from './score-colors';

/**
 * The metric's scores in each bucket of the period, stacked from the lowest score up; a segment
 * opens the reviews of that score in that bucket.
 */
export function ScoreSpreadChart({
  data,
  filter,
  figures,
  words,
}: {
  data: TMetricRates;
  /** The section's filters with this metric chosen. */
  filter: StatsFilter;
  figures: Figures;
  words: RatingWords;
}) {
  const { t } = words;
  const navigate = useNavigate();
  const colors = chartColors();
  const { type } = data.metric;
  const { min, max } = metricScoreRange(type);
  const scores = Array.from({ length: max - min + 1 }, (_, i) => min + i);
  const shades = scoreColors(type, colors);
  const oneDay = data.period.from === data.period.to;
  const labels = data.buckets.map((b) => figures.bucket(b, data.granularity, oneDay));
  const countOf = (index: number, scoreIndex: number) => data.buckets[index]?.counts[scoreIndex] ?? 0;
  const link = (index: number, scoreIndex: number) => {
    const bucket = data.buckets[index];
    const score = scores[scoreIndex];
    return bucket && score !== undefined && countOf(index, scoreIndex) > 0
      ? `${reviewsLink(bucket, filter)}&score=${score}`
      : null;
  };
  const totals = data.total.distributions[0]?.counts ?? [];
  const top = busiest(totals);
  const title = t('metric.spread.title');
  return (
    <ChartPanel
      id="stats-metric-spread"
      title={title}
      summary={
        top >= 0 && data.total.count > 0
          ? t('metric.spread.summary', {
              score: words.score(type, min + top),
              share: figures.percent((totals[top] ?? 0) / data.total.count),
            })
          : t('overview.trend.summaryEmpty')
      }
      type="bar"
      data={{
        labels,
        datasets: scores.map((score, s) => ({
          label: words.score(type, score),
          data: data.buckets.map((_, i) => countOf(i, s)),
          backgroundColor: shades[s],
          stack: 'scores',
        })),
      }}
      options={{ ...stackedBarOptions(colors, { maxTicks: 8 }), ...clickThrough(navigate, link) }}
      loadingLabel={t('chartLoading')}
      tableViewLabel={t('tableView')}
      hint={t('drillHint')}
      table={(shown) => (
        <table className="gl-data-table">
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{t('table.period')}</th>
              {scores.map((score) => (
                <th key={score} scope="col" className="gl-data-table__num">
                  {words.score(type, score)}
                </th>
              ))}
              <th scope="col" className="gl-data-table__num">
                {t('table.total')}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.buckets.map((bucket, i) => (
              <tr key={`${bucket.from}-${bucket.hour ?? ''}`}>
                <th scope="row">{labels[i]}</th>
                {scores.map((score, s) => {
                  const to = shown ? link(i, s) : null;
                  const n = figures.number(countOf(i, s));
                  return (
                    <td key={score} className="gl-data-table__num">
                      {to ? (
                        <Link
                          className="gl-stats-link"
                          to={to}
                          aria-label={t('metric.spread.open', {
                            score: words.score(type, score),
                            bucket: labels[i],
                            n,
                          })}
                        >
                          {n}
                        </Link>
                      ) : (
                        n
                      )}
                    </td>
                  );
                })}
                <td className="gl-data-table__num">{figures.number(bucket.figures.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    />
  );
}
