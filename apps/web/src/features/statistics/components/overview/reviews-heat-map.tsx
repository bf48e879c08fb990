import type { TReviewsByHours } from '@guestloop/contracts';
import { HeatMap } from '@/components/ui';
import { busiest } from '@/lib/chart-labels';
import { reviewsLink } from '../drill-down';
import type { Period, StatsFilter } from '../filters';
import type { Figures } from '../use-figures';
import type { RatingWords } from './rating-words';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/**
 * When guests rate: ratings by day of the week and hour (the venue's clock). A cell opens its
 * reviews: that weekday and hour over the period, with the section's filters.
 */
export function ReviewsHeatMap({
  data,
  period,
  filter,
  figures,
  words,
}: {
  data: TReviewsByHours;
  period: Period;
  filter: StatsFilter;
  figures: Figures;
  words: RatingWords;
}) {
  const { t } = words;
  const days = [...data.days].sort((a, b) => a.dayOfWeek - b.dayOfWeek);
  const values = days.map((day) => day.hours.map((cell) => cell.count));
  const flat = values.flat();
  const peak = busiest(flat);
  const cell = (row: number, column: number) => days[row]?.hours[column];
  return (
    <HeatMap
      id="stats-heat-map"
      title={t('overview.heat.title')}
      summary={
        peak >= 0
          ? t('overview.heat.summary', {
              day: figures.weekday(Math.floor(peak / 24)),
              hour: figures.hour(peak % 24),
              n: figures.number(flat[peak] ?? 0),
            })
          : t('overview.trend.summaryEmpty')
      }
      rows={days.map((day) => ({
        label: figures.weekday(day.dayOfWeek - 1),
        short: figures.weekdayShort(day.dayOfWeek - 1),
      }))}
      columns={HOURS.map((hour) => ({ label: figures.hour(hour), short: figures.shortHour(hour) }))}
      values={values}
      labelEvery={3}
      describe={(row, column) => {
        const found = cell(row, column);
        return t('overview.heat.cell', {
          day: figures.weekday((days[row]?.dayOfWeek ?? 1) - 1),
          hour: figures.hour(column),
          n: figures.number(found?.count ?? 0),
          bad: found?.bad ?? 0,
          average:
            found?.average === null || found === undefined ? '—' : words.average(found.average, data.scale),
        });
      }}
      href={(row, column) => {
        const dayOfWeek = days[row]?.dayOfWeek;
        return dayOfWeek === undefined
          ? null
          : reviewsLink({ ...period, dayOfWeek, hourFrom: column, hourTo: column }, filter);
      }}
      texts={{ fewer: t('overview.heat.fewer'), more: t('overview.heat.more'), tableView: t('tableView') }}
      hint={t('overview.heat.hint')}
    />
  );
}
