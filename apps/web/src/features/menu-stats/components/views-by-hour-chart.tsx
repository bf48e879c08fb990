import { useTranslation } from 'react-i18next';
import { ChartPanel } from '@/components/ui';
import { chartColors } from '@/lib/chart-colors';
import { busiest, hourLabel } from '@/lib/chart-labels';

/** Menu opens by hour of the day (the period summed), as a bar chart: when guests look. */
export function ViewsByHourChart({ hours, locale }: { hours: number[]; locale: string }) {
  const { t } = useTranslation('menu-stats');
  const colors = chartColors();
  const labels = hours.map((_, hour) => hourLabel(hour, locale));
  const best = busiest(hours);
  const data = {
    labels,
    datasets: [
      {
        label: t('totals.menuViews'),
        data: hours,
        backgroundColor: colors.primary,
        borderRadius: 4,
      },
    ],
  };
  const options = {
    maintainAspectRatio: false,
    plugins: { legend: { display: false } },
    scales: {
      x: { ticks: { color: colors.text, maxTicksLimit: 12 }, grid: { display: false } },
      y: { beginAtZero: true, ticks: { color: colors.text, precision: 0 }, grid: { color: colors.grid } },
    },
  };
  return (
    <ChartPanel
      id="menu-stats-by-hour"
      title={t('byHour.title')}
      summary={
        best >= 0
          ? t('byHour.summary', { hour: labels[best], views: hours[best] ?? 0 })
          : t('byDay.summaryEmpty')
      }
      type="bar"
      loadingLabel={t('chartLoading')}
      data={data}
      options={options}
      table={
        <table>
          <caption>{t('byHour.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('table.hour')}</th>
              <th scope="col">{t('totals.menuViews')}</th>
            </tr>
          </thead>
          <tbody>
            {hours.map((views, hour) => (
              <tr key={labels[hour]}>
                <th scope="row">{labels[hour]}</th>
                <td>{views}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}
