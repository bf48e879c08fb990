import type { TMenuAnalysis } from '@guestloop/contracts';
import { useTranslation } from 'react-i18next';
import { ChartPanel } from '@/components/ui';
import { chartColors } from '@/lib/chart-colors';

/** The most viewed dishes: a horizontal bar chart, and the same list as a visible table. */
export function TopItems({ items, locale }: { items: TMenuAnalysis['topItems']; locale: string }) {
  const { t } = useTranslation('menu-stats');
  const colors = chartColors();
  const number = new Intl.NumberFormat(locale);
  if (items.length === 0) {
    return (
      <section className="gl-panel gl-chart" aria-labelledby="menu-stats-top">
        <h2 id="menu-stats-top">{t('top.title')}</h2>
        <p className="gl-ms-muted">{t('top.empty')}</p>
      </section>
    );
  }
  const data = {
    labels: items.map((item) => item.title),
    datasets: [
      {
        label: t('top.views'),
        data: items.map((item) => item.views),
        backgroundColor: colors.secondary,
        borderRadius: 4,
      },
    ],
  };
  const options = {
    indexAxis: 'y',
    maintainAspectRatio: false,
    plugins: { legend: { display: false } },
    scales: {
      x: { beginAtZero: true, ticks: { color: colors.text, precision: 0 }, grid: { color: colors.grid } },
      y: { ticks: { color: colors.text }, grid: { display: false } },
    },
  };
  const first = items[0]!;
  return (
    <div className="gl-ms-top">
      <ChartPanel
        id="menu-stats-top"
        title={t('top.title')}
        summary={t('top.summary', { title: first.title, views: first.views })}
        type="bar"
        loadingLabel={t('chartLoading')}
        data={data}
        options={options}
        table={null}
      />
      <section className="gl-panel" aria-labelledby="menu-stats-top-table">
        <h2 id="menu-stats-top-table">{t('top.tableTitle')}</h2>
        <table className="gl-ms-table">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">{t('top.item')}</th>
              <th scope="col" className="gl-ms-table__num">
                {t('top.views')}
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((item, index) => (
              <tr key={item.itemId}>
                <td>{index + 1}</td>
                <th scope="row">{item.title}</th>
                <td className="gl-ms-table__num">{number.format(item.views)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
