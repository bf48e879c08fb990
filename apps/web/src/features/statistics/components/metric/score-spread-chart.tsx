import { metricScoreRange, type TMetricRates } from '@guestloop/contracts';
import { useNavigate } from 'react-router';
import { ChartPanel } from '@/components/ui';
import { chartColors } from '@/lib/chart-colors';
import { busiest } from '@/lib/chart-labels';
import { CountsTable } from '../counts-table';
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
        <CountsTable
          caption={title}
          rowHeading={t('table.period')}
          columns={scores.map((score) => ({ key: String(score), label: words.score(type, score) }))}
          totalHeading={t('table.total')}
          rows={data.buckets.map((bucket, i) => ({
            key: `${bucket.from}-${bucket.hour ?? ''}`,
            label: labels[i],
            name: labels[i] ?? '',
            counts: scores.map((_, s) => countOf(i, s)),
            total: bucket.figures.count,
          }))}
          format={figures.number}
          link={(i, s) => (shown ? link(i, s) : null)}
          linkLabel={({ n, column, row }) => t('metric.spread.open', { score: column, bucket: row, n })}
        />
      )}
    />
  );
}
