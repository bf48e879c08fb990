import type { TLocationGrades } from '@guestloop/contracts';
import { Link, useNavigate } from 'react-router';
import { ChartPanel } from '@/components/ui';
import { chartColors } from '@/lib/chart-colors';
import { barsHeight, wrapLabel } from '@/lib/chart-labels';
import { reviewsLink } from '../drill-down';
import { clickThrough } from '../drill-down-chart';
import type { Period, StatsFilter } from '../filters';
import type { Figures } from '../use-figures';
import type { RatingWords } from './rating-words';

/** The average score of each location with ratings, best first; a bar opens its reviews. */
export function ByLocationChart({
  data,
  period,
  filter,
  figures,
  words,
  title,
  id = 'stats-by-location',
}: {
  data: TLocationGrades;
  period: Period;
  filter: StatsFilter;
  figures: Figures;
  words: RatingWords;
  title: string;
  id?: string;
}) {
  const { t } = words;
  const navigate = useNavigate();
  const colors = chartColors();
  const rated = data.items.filter((item) => item.count > 0);
  const link = (index: number) => {
    const item = rated[index];
    return item
      ? reviewsLink({ ...period, location: item.id }, { metrics: filter.metrics, locations: [] })
      : null;
  };
  const first = rated[0];
  return (
    <ChartPanel
      id={id}
      title={title}
      summary={
        first
          ? t('overview.byLocation.summary', {
              name: first.name,
              average: words.average(first.average, data.scale),
            })
          : t('overview.trend.summaryEmpty')
      }
      type="bar"
      height={barsHeight(rated.length)}
      data={{
        labels: rated.map((item) => wrapLabel(item.name)),
        datasets: [
          {
            label: t('ratings.average'),
            data: rated.map((item) => item.average),
            backgroundColor: colors.primary,
            borderRadius: 4,
          },
        ],
      }}
      options={{
        indexAxis: 'y',
        maintainAspectRatio: false,
        plugins: { legend: { display: false } },
        scales: {
          x: {
            min: data.scale.min,
            max: data.scale.max,
            ticks: { color: colors.text, maxTicksLimit: 6 },
            grid: { color: colors.grid },
          },
          y: { ticks: { color: colors.text }, grid: { display: false } },
        },
        ...clickThrough(navigate, link),
      }}
      loadingLabel={t('chartLoading')}
      tableViewLabel={t('tableView')}
      hint={t('drillHint')}
      table={(shown) => (
        <table className="gl-data-table">
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{t('table.location')}</th>
              <th scope="col" className="gl-data-table__num">
                {t('ratings.count')}
              </th>
              <th scope="col" className="gl-data-table__num">
                {t('ratings.average')}
              </th>
              <th scope="col" className="gl-data-table__num">
                {t('ratings.badShare')}
              </th>
              <th scope="col" className="gl-data-table__num">
                {t('table.grade')}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.items.map((item) => {
              const to = shown && item.count > 0 ? link(rated.indexOf(item)) : null;
              return (
                <tr key={item.id}>
                  <th scope="row">
                    {to ? (
                      <Link className="gl-stats-link" to={to}>
                        {item.name}
                      </Link>
                    ) : (
                      item.name
                    )}
                  </th>
                  <td className="gl-data-table__num">{figures.number(item.count)}</td>
                  <td className="gl-data-table__num">{words.average(item.average, data.scale)}</td>
                  <td className="gl-data-table__num">
                    {item.badShare === null ? '—' : figures.percent(item.badShare / 100)}
                  </td>
                  <td className="gl-data-table__num">{item.grade ?? '—'}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    />
  );
}
