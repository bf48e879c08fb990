import type { TQrInfoViewsByDayHour } from '@guestloop/contracts';
import { useTranslation } from 'react-i18next';
import { HeatMap } from '@/components/ui';
import { busiest, hourLabel, shortHourLabel } from '@/lib/chart-labels';
import { weekdayNames } from '@/lib/intl';
import { viewsByWeekdayHour } from './stats-model';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** When guests open the page: opens by day of the week and hour, the period summed. */
export function ViewsHeatMap({
  days,
  locale,
  format,
}: {
  days: TQrInfoViewsByDayHour['days'];
  locale: string;
  format: (n: number) => string;
}) {
  const { t, i18n } = useTranslation('qr-pages');
  const values = viewsByWeekdayHour(days);
  const long = Object.values(weekdayNames(i18n.language, 'long'));
  const short = Object.values(weekdayNames(i18n.language, 'short'));
  const flat = values.flat();
  const peak = busiest(flat);
  return (
    <HeatMap
      id="qr-stats-heat"
      title={t('stats.heat.title')}
      summary={
        peak >= 0
          ? t('stats.heat.summary', {
              day: long[Math.floor(peak / 24)],
              hour: hourLabel(peak % 24, locale),
              views: format(flat[peak] ?? 0),
            })
          : t('stats.byDay.summaryEmpty')
      }
      rows={long.map((label, index) => ({ label, short: short[index] ?? label }))}
      columns={HOURS.map((hour) => ({ label: hourLabel(hour, locale), short: shortHourLabel(hour, locale) }))}
      values={values}
      labelEvery={3}
      describe={(row, column) =>
        t('stats.heat.cell', {
          day: long[row],
          hour: hourLabel(column, locale),
          views: format(values[row]?.[column] ?? 0),
        })
      }
      texts={{ fewer: t('stats.heat.fewer'), more: t('stats.heat.more'), tableView: t('stats.tableView') }}
    />
  );
}
