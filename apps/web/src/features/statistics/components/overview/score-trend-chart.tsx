import type { TScoreRatePeriod } from '@guestloop/contracts';
import { Link, useNavigate } from 'react-router';
import { ChartPanel } from '@/components/ui';
import { chartColors, translucent } from '@/lib/chart-colors';
import { reviewsLink } from '../drill-down';
import { clickThrough } from '../drill-down-chart';
import type { StatsFilter } from '../filters';
import type { Figures } from '../use-figures';
import type { RatingWords } from './rating-words';

/** The average score in each bucket of the period: a line, a point a bucket with ratings. */
export function ScoreTrendChart({
  data,
  filter,
  figures,
  words,
}: {
  data: TScoreRatePeriod;
  filter: StatsFilter;
  figures: Figures;
  words: RatingWords;
}) {
  const { t } = words;
  const navigate = useNavigate();
  const colors = chartColors();
  const oneDay = data.period.from === data.period.to;
  const labels = data.buckets.map((b) => figures.bucket(b, data.granularity, oneDay));
  const link = (index: number) => {
    const bucket = data.buckets[index];
    return bucket && bucket.count > 0 ? reviewsLink(bucket, filter) : null;
  };
  const rated = data.buckets.filter((b) => b.average !== null);
  const best = rated.reduce<(typeof rated)[number] | null>(
    (top, b) => (top === null || (b.average ?? 0) > (top.average ?? 0) ? b : top),
    null,
  );
  const worst = rated.reduce<(typeof rated)[number] | null>(
    (low, b) => (low === null || (b.average ?? 0) < (low.average ?? 0) ? b : low),
    null,
  );
  const summary =
    best && worst
      ? t('overview.trend.summary', {
          best: figures.bucket(best, data.granularity, oneDay),
          bestValue: words.average(best.average, data.scale),
          worst: figures.bucket(worst, data.granularity, oneDay),
          worstValue: words.average(worst.average, data.scale),
        })
      : t('overview.trend.summaryEmpty');
  return (
    <ChartPanel
      id="stats-score-trend"
      title={t('overview.trend.title')}
      summary={summary}
      type="line"
      data={{
        labels,
        datasets: [
          {
            label: t('ratings.average'),
            data: data.buckets.map((b) => b.average),
            borderColor: colors.primary,
            backgroundColor: translucent(colors.primary),
            fill: true,
            spanGaps: true,
            tension: 0.3,
            // An average never swings past the scale between two points.
            cubicInterpolationMode: 'monotone',
            pointRadius: data.buckets.length > 45 ? 0 : 3,
            pointHoverRadius: 6,
          },
        ],
      }}
      options={{
        maintainAspectRatio: false,
        interaction: { mode: 'index', intersect: false },
        plugins: { legend: { display: false } },
        scales: {
          x: { ticks: { color: colors.text, maxTicksLimit: 8, maxRotation: 0 }, grid: { display: false } },
          y: {
            min: data.scale.min,
            max: data.scale.max,
            ticks: { color: colors.text, maxTicksLimit: 6 },
            grid: { color: colors.grid },
          },
        },
        ...clickThrough(navigate, link),
      }}
      loadingLabel={t('chartLoading')}
      tableViewLabel={t('tableView')}
      hint={t('drillHint')}
      table={(shown) => (
        <table className="gl-data-table">
          <caption>{t('overview.trend.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('table.period')}</th>
              <th scope="col" className="gl-data-table__num">
                {t('ratings.average')}
              </th>
              <th scope="col" className="gl-data-table__num">
                {t('ratings.count')}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.buckets.map((bucket, i) => {
              const to = shown ? link(i) : null;
              return (
                <tr key={`${bucket.from}-${bucket.hour ?? ''}`}>
                  <th scope="row">
                    {to ? (
                      <Link className="gl-stats-link" to={to}>
                        {labels[i]}
                      </Link>
                    ) : (
                      labels[i]
                    )}
                  </th>
                  <td className="gl-data-table__num">{words.average(bucket.average, data.scale)}</td>
                  <td className="gl-data-table__num">{figures.number(bucket.count)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    />
  );
}
