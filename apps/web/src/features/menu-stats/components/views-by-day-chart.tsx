import type { TMenuViewsByDay } from '@guestloop/contracts';
import { useTranslation } from 'react-i18next';
import { ChartPanel } from '@/components/ui';
import { chartColors, translucent } from '@/lib/chart-colors';
import { busiest, dayLabel } from '@/lib/chart-labels';

/** Menu opens and visitors per day, as a line chart. */
export function ViewsByDayChart({ days, locale }: { days: TMenuViewsByDay['days']; locale: string }) {
  const { t } = useTranslation('menu-stats');
  const colors = chartColors();
  const labels = days.map((d) => dayLabel(d.day, locale));
  const best = busiest(days.map((d) => d.views));
  const total = days.reduce((sum, d) => sum + d.views, 0);
  const data = {
    labels,
    datasets: [
      {
        label: t('totals.menuViews'),
        data: days.map((d) => d.views),
        borderColor: colors.primary,
        backgroundColor: translucent(colors.primary),
        fill: true,
        tension: 0.3,
        pointRadius: days.length > 31 ? 0 : 3,
      },
      {
        label: t('totals.visitors'),
        data: days.map((d) => d.visitors),
        borderColor: colors.secondary,
        backgroundColor: colors.secondary,
        tension: 0.3,
        pointRadius: days.length > 31 ? 0 : 3,
      },
    ],
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
  const summary =
    best >= 0
      ? t('byDay.summary', { total, day: labels[best], views: days[best]?.views ?? 0 })
      : t('byDay.summaryEmpty');
  return (
    <ChartPanel
      id="menu-stats-by-day"
      title={t('byDay.title')}
      summary={summary}
      type="line"
      loadingLabel={t('chartLoading')}
      data={data}
      options={options}
      table={
        <table>
          <caption>{t('byDay.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('table.day')}</th>
              <th scope="col">{t('totals.menuViews')}</th>
              <th scope="col">{t('totals.visitors')}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d, i) => (
              <tr key={d.day}>
                <th scope="row">{labels[i]}</th>
                <td>{d.views}</td>
                <td>{d.visitors}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}
