import type { TSalesDimension, TSalesFilters } from '@guestloop/contracts';
import { SelectButton } from 'primereact/selectbutton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartPanel, EmptyState, QueryState } from '@/components/ui';
import { chartColors } from '@/lib/chart-colors';
import { barsHeight, wrapLabel } from '@/lib/chart-labels';
import { useSalesByDimension } from '../../api/get-sales-stats';
import { ReportDownloads } from '../report-downloads';
import type { Figures } from '../use-figures';

/** The slices staff compare sales by (order types and payment methods are in the day's report). */
const DIMENSIONS = [
  'location',
  'menu',
  'table-group',
  'waiter',
] as const satisfies readonly TSalesDimension[];
type Dimension = (typeof DIMENSIONS)[number];

/** Revenue per location, menu, table group or waiter: bars of the biggest, and every row in the table. */
export function SalesByDimension({ body, figures }: { body: TSalesFilters; figures: Figures }) {
  const { t } = useTranslation('statistics');
  const [dimension, setDimension] = useState<Dimension>('location');
  const query = useSalesByDimension({ ...body, dimension });
  const colors = chartColors();
  return (
    <div className="gl-stats-block">
      <div className="gl-stats-block__switch">
        <span id="stats-sales-dimension-choose">{t('sales.byDimension.choose')}</span>
        <SelectButton
          aria-labelledby="stats-sales-dimension-choose"
          value={dimension}
          options={DIMENSIONS.map((d) => ({ value: d, label: t(`sales.dimension.${d}`) }))}
          optionLabel="label"
          optionValue="value"
          allowEmpty={false}
          onChange={(event) => setDimension(event.value as Dimension)}
          className="gl-stats-switch"
        />
      </div>
      <QueryState
        query={query}
        loadingLabel={t('loading')}
        errorTitle={t('loadError')}
        isEmpty={(data) => data.rows.length === 0}
        empty={
          <div className="gl-panel">
            <EmptyState
              icon="pi pi-inbox"
              title={t('sales.empty.title')}
              message={t('sales.empty.message')}
            />
          </div>
        }
      >
        {(data) => {
          const name = (row: (typeof data.rows)[number]) =>
            row.label ?? t(`sales.dimension.without.${dimension}`);
          const shown = data.rows.slice(0, 12);
          const money = (minor: number) => figures.money(minor, data.currency);
          const what = t(`sales.dimension.${dimension}`);
          const title = t(`sales.byDimension.titles.${dimension}`);
          const first = data.rows[0];
          return (
            <ChartPanel
              id="stats-sales-dimension"
              title={title}
              summary={
                first
                  ? t('sales.byDimension.summary', {
                      name: name(first),
                      revenue: money(first.revenue),
                      share: figures.percent(first.revenueShare),
                    })
                  : ''
              }
              type="bar"
              height={barsHeight(shown.length)}
              data={{
                labels: shown.map((row) => wrapLabel(name(row))),
                datasets: [
                  {
                    label: t('sales.revenue'),
                    data: shown.map((row) => figures.major(row.revenue, data.currency)),
                    backgroundColor: colors.primary,
                    borderRadius: 4,
                  },
                ],
              }}
              options={{
                indexAxis: 'y',
                maintainAspectRatio: false,
                plugins: {
                  legend: { display: false },
                  tooltip: {
                    callbacks: {
                      label: (item: { dataIndex: number }) => money(shown[item.dataIndex]?.revenue ?? 0),
                    },
                  },
                },
                scales: {
                  x: {
                    beginAtZero: true,
                    ticks: {
                      color: colors.text,
                      maxTicksLimit: 5,
                      callback: (value: number) => figures.axisMoney(value, data.currency),
                    },
                    grid: { color: colors.grid },
                  },
                  y: { ticks: { color: colors.text }, grid: { display: false } },
                },
              }}
              loadingLabel={t('chartLoading')}
              tableViewLabel={t('tableView')}
              actions={
                <ReportDownloads
                  what={title}
                  body={{ report: 'sales-by-dimension', filters: body, dimension }}
                />
              }
              table={
                <table className="gl-data-table">
                  <caption>{title}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{what}</th>
                      <th scope="col" className="gl-data-table__num">
                        {t('sales.orders')}
                      </th>
                      <th scope="col" className="gl-data-table__num">
                        {t('sales.revenue')}
                      </th>
                      <th scope="col" className="gl-data-table__num">
                        {t('sales.share')}
                      </th>
                      <th scope="col" className="gl-data-table__num">
                        {t('sales.averageTicket')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.rows.map((row) => (
                      <tr key={row.key ?? 'none'}>
                        <th scope="row">{name(row)}</th>
                        <td className="gl-data-table__num">{figures.number(row.orders)}</td>
                        <td className="gl-data-table__num">{money(row.revenue)}</td>
                        <td className="gl-data-table__num">{figures.percent(row.revenueShare)}</td>
                        <td className="gl-data-table__num">
                          {row.averageTicket === null ? '—' : money(row.averageTicket)}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              }
            />
          );
        }}
      </QueryState>
    </div>
  );
}
