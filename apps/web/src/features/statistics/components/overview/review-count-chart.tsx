import { METRIC_OUTCOMES, type TReviewTrendPeriod } from '@guestloop/contracts';
import { Link, useNavigate } from 'react-router';
import { ChartPanel } from '@/components/ui';
import { chartColors } from '@/lib/chart-colors';
import { busiest } from '@/lib/chart-labels';
import { reviewsLink } from '../drill-down';
import { clickThrough } from '../drill-down-chart';
import type { StatsFilter } from '../filters';
import { stackedBarOptions } from '../stacked-bar-options';
import type { Figures } from '../use-figures';
import type { RatingWords } from './rating-words';

/** Ratings in each bucket, stacked bad / neutral / good; a segment opens those reviews. */
export function ReviewCountChart({
  data,
  filter,
  figures,
  words,
}: {
  data: TReviewTrendPeriod;
  filter: StatsFilter;
  figures: Figures;
  words: RatingWords;
}) {
  const { t } = words;
  const navigate = useNavigate();
  const colors = chartColors();
  const oneDay = data.period.from === data.period.to;
  const labels = data.buckets.map((b) => figures.bucket(b, data.granularity, oneDay));
  const link = (index: number, outcomeIndex: number) => {
    const bucket = data.buckets[index];
    const outcome = METRIC_OUTCOMES[outcomeIndex];
    return bucket && outcome && bucket[outcome] > 0 ? reviewsLink({ ...bucket, outcome }, filter) : null;
  };
  const best = busiest(data.buckets.map((b) => b.count));
  const total = data.buckets.reduce((sum, b) => sum + b.count, 0);
  const bad = data.buckets.reduce((sum, b) => sum + b.bad, 0);
  return (
    <ChartPanel
      id="stats-review-count"
      title={t('overview.count.title')}
      summary={
        best >= 0
          ? t('overview.count.summary', {
              total: figures.number(total),
              bad: figures.number(bad),
              bucket: labels[best],
              most: figures.number(data.buckets[best]?.count ?? 0),
            })
          : t('overview.trend.summaryEmpty')
      }
      type="bar"
      data={{
        labels,
        datasets: METRIC_OUTCOMES.map((outcome) => ({
          label: words.outcome(outcome),
          data: data.buckets.map((b) => b[outcome]),
          backgroundColor: colors[outcome],
          stack: 'outcomes',
        })),
      }}
      options={{ ...stackedBarOptions(colors, { maxTicks: 8 }), ...clickThrough(navigate, link) }}
      loadingLabel={t('chartLoading')}
      tableViewLabel={t('tableView')}
      hint={t('drillHint')}
      table={(shown) => (
        <table className="gl-data-table">
          <caption>{t('overview.count.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('table.period')}</th>
              {METRIC_OUTCOMES.map((outcome) => (
                <th key={outcome} scope="col" className="gl-data-table__num">
                  {words.outcome(outcome)}
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
                {METRIC_OUTCOMES.map((outcome, o) => {
                  const to = shown ? link(i, o) : null;
                  return (
                    <td key={outcome} className="gl-data-table__num">
                      {to ? (
                        <Link
                          className="gl-stats-link"
                          to={to}
                          aria-label={t('overview.count.open', {
                            n: figures.number(bucket[outcome]),
                            outcome: words.outcome(outcome),
                            bucket: labels[i],
                          })}
                        >
                          {figures.number(bucket[outcome])}
                        </Link>
                      ) : (
                        figures.number(bucket[outcome])
                      )}
                    </td>
                  );
                })}
                <td className="gl-data-table__num">{figures.number(bucket.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    />
  );
}
