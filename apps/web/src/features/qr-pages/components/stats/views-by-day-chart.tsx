import type { TQrInfoViewsByDay } from '@guestloop/contracts';
import { useTranslation } from 'react-i18next';
import { ChartPanel } from '@/components/ui';
import { chartColors, translucent } from '@/lib/chart-colors';
import { busiest, dayLabel } from '@/lib/chart-labels';

const SERIES = ['views', 'visitors', 'uses'] as const;

/** Page opens, visitors and block uses per day, as a line chart. */
export function ViewsByDayChart({ days, locale }: { days: TQrInfoViewsByDay['days']; locale: string }) {
  const { t } = useTranslation('qr-pages');
  const colors = chartColors();
  const labels = days.map((d) => dayLabel(d.day, locale));
  const best = busiest(days.map((d) => d.views));
  const total = days.reduce((sum, d) => sum + d.views, 0);
  const lineColors = [colors.primary, colors.secondary, colors.good];
  const data = {
    labels,
    datasets: SERIES.map((key, index) => ({
      label: t(`stats.totals.${key}`),
      data: days.map((d) => d[key]),
      borderColor: lineColors[index],
      backgroundColor: index === 0 ? translucent(colors.primary) : lineColors[index],
      fill: index === 0,
      tension: 0.3,
      pointRadius: days.length > 31 ? 0 : 3,
    })),
  };
  const options = {
    maintainAspectRatio: false,
    interaction: { mode: 'index', intersect: false },
    plugins: { legend: { position: 'bottom', labels: { color: colors.text } } },
    scales: {
      x: { ticks: { color: colors.text, maxTicksLimit: 8 }, grid: { display: false } },
      y: { beginAtZero: true, ticks: { color: colors.text, precision: 0 }, grid: { color: colors.grid } },
    },
  };
  return (
    <ChartPanel
      id="qr-stats-by-day"
      title={t('stats.byDay.title')}
      summary={
        best >= 0
          ? t('stats.byDay.summary', { total, day: labels[best], views: days[best]?.views ?? 0 })
          : t('stats.byDay.summaryEmpty')
      }
      type="line"
      loadingLabel={t('stats.chartLoading')}
      data={data}
      options={options}
      table={
        <table>
          <caption>{t('stats.byDay.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('stats.day')}</th>
              {SERIES.map((key) => (
                <th key={key} scope="col">
                  {t(`stats.totals.${key}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((d, i) => (
              <tr key={d.day}>
                <th scope="row">{labels[i]}</th>
                <td>{d.views}</td>
                <td>{d.visitors}</td>
                <td>{d.uses}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}
