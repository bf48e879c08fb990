import { METRIC_OUTCOMES, type TReviewTrendPeriod } from '@guestloop/contracts';
import { useNavigate } from 'react-router';
import { ChartPanel } from '@/components/ui';
import { chartColors } from '@/lib/chart-colors';
import { busiest } from '@/lib/chart-labels';
import { CountsTable } from '../counts-table';
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
        <CountsTable
          caption={t('overview.count.title')}
          rowHeading={t('table.period')}
          columns={METRIC_OUTCOMES.map((outcome) => ({ key: outcome, label: words.outcome(outcome) }))}
          totalHeading={t('table.total')}
          rows={data.buckets.map((bucket, i) => ({
            key: `${bucket.from}-${bucket.hour ?? ''}`,
            label: labels[i],
            name: labels[i] ?? '',
            counts: METRIC_OUTCOMES.map((outcome) => bucket[outcome]),
            total: bucket.count,
          }))}
          format={figures.number}
          link={(i, o) => (shown ? link(i, o) : null)}
          linkLabel={({ n, column, row }) => t('overview.count.open', { n, outcome: column, bucket: row })}
        />
      )}
    />
  );
}
