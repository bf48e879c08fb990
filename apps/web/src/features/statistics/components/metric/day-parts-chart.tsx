import { METRIC_OUTCOMES, type TReviewsByPeriods } from '@guestloop/contracts';
import { useNavigate } from 'react-router';
import { ChartPanel } from '@/components/ui';
import { chartColors } from '@/lib/chart-colors';
import { busiest } from '@/lib/chart-labels';
import { CountsTable } from '../counts-table';
import { reviewsLink } from '../drill-down';
import { clickThrough } from '../drill-down-chart';
import type { Period, StatsFilter } from '../filters';
import type { RatingWords } from '../overview/rating-words';
import { stackedBarOptions } from '../stacked-bar-options';
import type { Figures } from '../use-figures';

/**
 * The metric's ratings by part of the day (the venue's clock), stacked by outcome; a segment opens
 * those reviews: those hours on every day of the period.
 */
export function DayPartsChart({
  data,
  period,
  filter,
  figures,
  words,
}: {
  data: TReviewsByPeriods;
  period: Period;
  /** The section's filters with this metric chosen. */
  filter: StatsFilter;
  figures: Figures;
  words: RatingWords;
}) {
  const { t } = words;
  const navigate = useNavigate();
  const colors = chartColors();
  const parts = data.parts;
  const labels = parts.map((part) => t(`metric.dayParts.${part.id}`));
  const hours = (part: (typeof parts)[number]) =>
    `${figures.hour(part.fromHour)}–${figures.hour((part.toHour + 1) % 24)}`;
  const link = (index: number, outcomeIndex: number) => {
    const part = parts[index];
    const outcome = METRIC_OUTCOMES[outcomeIndex];
    return part && outcome && part[outcome] > 0
      ? reviewsLink({ ...period, outcome, hourFrom: part.fromHour, hourTo: part.toHour }, filter)
      : null;
  };
  const most = busiest(parts.map((part) => part.count));
  const badShare = (part: (typeof parts)[number]) => (part.count ? part.bad / part.count : 0);
  const worst = parts.reduce<(typeof parts)[number] | null>(
    (top, part) => (part.bad > 0 && (top === null || badShare(part) > badShare(top)) ? part : top),
    null,
  );
  const title = t('metric.dayParts.title');
  const summary =
    most < 0
      ? t('overview.trend.summaryEmpty')
      : worst
        ? t('metric.dayParts.summary', {
            part: labels[most],
            n: figures.number(parts[most]?.count ?? 0),
            worst: labels[parts.indexOf(worst)],
            share: figures.percent(badShare(worst)),
          })
        : t('metric.dayParts.summaryNoBad', {
            part: labels[most],
            n: figures.number(parts[most]?.count ?? 0),
          });
  return (
    <ChartPanel
      id="stats-metric-day-parts"
      title={title}
      summary={summary}
      type="bar"
      data={{
        labels,
        datasets: METRIC_OUTCOMES.map((outcome) => ({
          label: words.outcome(outcome),
          data: parts.map((part) => part[outcome]),
          backgroundColor: colors[outcome],
          stack: 'outcomes',
        })),
      }}
      options={{ ...stackedBarOptions(colors), ...clickThrough(navigate, link) }}
      loadingLabel={t('chartLoading')}
      tableViewLabel={t('tableView')}
      hint={t('metric.dayParts.hint')}
      table={(shown) => (
        <CountsTable
          caption={title}
          rowHeading={t('metric.dayParts.part')}
          columns={METRIC_OUTCOMES.map((outcome) => ({ key: outcome, label: words.outcome(outcome) }))}
          totalHeading={t('table.total')}
          extraHeadings={[t('ratings.average')]}
          rows={parts.map((part, i) => ({
            key: part.id,
            label: (
              <>
                {labels[i]} <span className="gl-stats-muted">{hours(part)}</span>
              </>
            ),
            name: labels[i] ?? '',
            counts: METRIC_OUTCOMES.map((outcome) => part[outcome]),
            total: part.count,
            extra: [words.average(part.average, data.scale)],
          }))}
          format={figures.number}
          link={(i, o) => (shown ? link(i, o) : null)}
          linkLabel={({ n, column, row }) => t('metric.dayParts.open', { outcome: column, part: row, n })}
        />
      )}
    />
  );
}
