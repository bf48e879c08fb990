import { METRIC_OUTCOMES, metricScoreRange, type TMetricStats } from '@guestloop/contracts';
import { Link, useNavigate } from 'react-router';
import { ChartPanel } from '@/components/ui';
import { chartColors } from '@/lib/chart-colors';
import { barsHeight, wrapLabel } from '@/lib/chart-labels';
import { reviewsLink } from '../drill-down';
import { clickThrough } from '../drill-down-chart';
import { filterToSearch, type Period, type StatsFilter } from '../filters';
import { metricPath } from '../paths';
import { stackedBarOptions } from '../stacked-bar-options';
import type { Figures } from '../use-figures';
import type { RatingWords } from './rating-words';

/**
 * Each metric's ratings by outcome (its scores are on scales of their own, outcomes compare);
 * a bar, and a metric's name in the table view, open that metric's page with the same filters
 * (its reviews are a click further, there).
 */
export function ByMetricChart({
  data,
  period,
  filter,
  figures,
  words,
}: {
  data: TMetricStats;
  period: Period;
  filter: StatsFilter;
  figures: Figures;
  words: RatingWords;
}) {
  const { t } = words;
  const navigate = useNavigate();
  const colors = chartColors();
  const rated = data.items.filter((item) => item.figures.count > 0);
  const scope = { locations: filter.locations, metrics: [] };
  const search = filterToSearch(filter).toString();
  const page = (id: string) => (search ? `${metricPath(id)}?${search}` : metricPath(id));
  const link = (index: number) => {
    const item = rated[index];
    return item ? page(item.id) : null;
  };
  const most = [...rated].sort((a, b) => b.figures.count - a.figures.count)[0];
  return (
    <ChartPanel
      id="stats-by-metric"
      title={t('overview.byMetric.title')}
      summary={
        most
          ? t('overview.byMetric.summary', { title: most.title, n: figures.number(most.figures.count) })
          : t('overview.trend.summaryEmpty')
      }
      type="bar"
      height={barsHeight(rated.length + 1)}
      data={{
        labels: rated.map((item) => wrapLabel(item.title)),
        datasets: METRIC_OUTCOMES.map((outcome) => ({
          label: words.outcome(outcome),
          data: rated.map((item) => item.figures[outcome]),
          backgroundColor: colors[outcome],
          stack: 'outcomes',
        })),
      }}
      options={{ ...stackedBarOptions(colors, { across: true }), ...clickThrough(navigate, link) }}
      loadingLabel={t('chartLoading')}
      tableViewLabel={t('tableView')}
      hint={t('overview.byMetric.hint')}
      table={(shown) => (
        <table className="gl-data-table">
          <caption>{t('overview.byMetric.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('table.metric')}</th>
              <th scope="col" className="gl-data-table__num">
                {t('ratings.count')}
              </th>
              <th scope="col" className="gl-data-table__num">
                {t('ratings.average')}
              </th>
              <th scope="col" className="gl-data-table__num">
                {t('ratings.badShare')}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.items.map((item) => {
              const to = shown ? page(item.id) : null;
              const reviews =
                shown && item.figures.count > 0 ? reviewsLink({ ...period, metric: item.id }, scope) : null;
              const count = figures.number(item.figures.count);
              const scale = { type: item.type, ...metricScoreRange(item.type) };
              return (
                <tr key={item.id}>
                  <th scope="row">
                    {to ? (
                      <Link className="gl-stats-link" to={to} dir="auto">
                        {item.title}
                      </Link>
                    ) : (
                      <span dir="auto">{item.title}</span>
                    )}
                  </th>
                  <td className="gl-data-table__num">
                    {reviews ? (
                      <Link
                        className="gl-stats-link"
                        to={reviews}
                        aria-label={t('overview.byMetric.reviews', { title: item.title, n: count })}
                      >
                        {count}
                      </Link>
                    ) : (
                      count
                    )}
                  </td>
                  <td className="gl-data-table__num">{words.average(item.figures.average, scale)}</td>
                  <td className="gl-data-table__num">
                    {item.figures.count ? figures.percent(item.figures.bad / item.figures.count) : '—'}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    />
  );
}
