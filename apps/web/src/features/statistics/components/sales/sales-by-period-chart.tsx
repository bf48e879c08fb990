import type { TSalesByPeriod, TSalesFilters } from '@guestloop/contracts';
import { useTranslation } from 'react-i18next';
import { ChartPanel } from '@/components/ui';
import { chartColors } from '@/lib/chart-colors';
import { busiest } from '@/lib/chart-labels';
import { ReportDownloads } from '../report-downloads';
import type { Figures } from '../use-figures';

/** Revenue (bars) and orders (line) in each bucket of the period, with the table behind them. */
export function SalesByPeriodChart({
  data,
  body,
  figures,
}: {
  data: TSalesByPeriod;
  body: TSalesFilters;
  figures: Figures;
}) {
  const { t } = useTranslation('statistics');
  const colors = chartColors();
  const oneDay = data.from === data.to;
  const labels = data.buckets.map((b) => figures.bucket(b, data.granularity, oneDay));
  const money = (minor: number) => figures.money(minor, data.currency);
  const best = busiest(data.buckets.map((b) => b.revenue));
  const total = data.buckets.reduce((sum, b) => sum + b.revenue, 0);
  const chart = {
    labels,
    datasets: [
      {
        type: 'bar',
        label: t('sales.revenue'),
        data: data.buckets.map((b) => figures.major(b.revenue, data.currency)),
        backgroundColor: colors.primary,
        borderRadius: 4,
        yAxisID: 'y',
        order: 2,
      },
      {
        type: 'line',
        label: t('sales.orders'),
        data: data.buckets.map((b) => b.orders),
        borderColor: colors.secondary,
        backgroundColor: colors.secondary,
        tension: 0.3,
        pointRadius: data.buckets.length > 31 ? 0 : 3,
        yAxisID: 'orders',
        order: 1,
      },
    ],
  };
  const options = {
    maintainAspectRatio: false,
    interaction: { mode: 'index', intersect: false },
    plugins: {
      legend: { position: 'bottom', labels: { color: colors.text, boxWidth: 12 } },
      tooltip: {
        callbacks: {
          label: (item: { datasetIndex: number; dataIndex: number }) => {
            const bucket = data.buckets[item.dataIndex];
            if (!bucket) return '';
            return item.datasetIndex === 0
              ? `${t('sales.revenue')}: ${money(bucket.revenue)}`
              : `${t('sales.orders')}: ${figures.number(bucket.orders)}`;
          },
        },
      },
    },
    scales: {
      x: { ticks: { color: colors.text, maxTicksLimit: 8, maxRotation: 0 }, grid: { display: false } },
      y: {
        beginAtZero: true,
        ticks: {
          color: colors.text,
          maxTicksLimit: 6,
          callback: (value: number) => figures.axisMoney(value, data.currency),
        },
        grid: { color: colors.grid },
      },
      orders: {
        beginAtZero: true,
        position: 'right',
        ticks: { color: colors.text, precision: 0, maxTicksLimit: 6 },
        grid: { display: false },
      },
    },
  };
  const summary =
    best >= 0
      ? t('sales.byPeriod.summary', {
          total: money(total),
          bucket: labels[best],
          revenue: money(data.buckets[best]?.revenue ?? 0),
        })
      : t('sales.byPeriod.summaryEmpty');
  return (
    <ChartPanel
      id="stats-sales-by-period"
      title={t('sales.byPeriod.title')}
      summary={summary}
      type="bar"
      data={chart}
      options={options}
      loadingLabel={t('chartLoading')}
      tableViewLabel={t('tableView')}
      actions={
        <ReportDownloads
          what={t('sales.byPeriod.title')}
          body={{ report: 'sales-by-period', filters: body }}
        />
      }
      table={
        <table className="gl-data-table">
          <caption>{t('sales.byPeriod.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('table.period')}</th>
              <th scope="col" className="gl-data-table__num">
                {t('sales.orders')}
              </th>
              <th scope="col" className="gl-data-table__num">
                {t('sales.revenue')}
              </th>
              <th scope="col" className="gl-data-table__num">
                {t('sales.averageTicket')}
              </th>
              <th scope="col" className="gl-data-table__num">
                {t('sales.tips')}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.buckets.map((bucket, i) => (
              <tr key={`${bucket.from}-${bucket.hour ?? ''}`}>
                <th scope="row">{labels[i]}</th>
                <td className="gl-data-table__num">{figures.number(bucket.orders)}</td>
                <td className="gl-data-table__num">{money(bucket.revenue)}</td>
                <td className="gl-data-table__num">
                  {bucket.averageTicket === null ? '—' : money(bucket.averageTicket)}
                </td>
                <td className="gl-data-table__num">{money(bucket.tips)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}
