import type { TSalesDayReport, TSalesDimensionRow } from '@guestloop/contracts';
import { Calendar } from 'primereact/calendar';
import { useTranslation } from 'react-i18next';
import { ChartPanel, EmptyState, QueryState } from '@/components/ui';
import { fromDay, toDay } from '@/lib/calendar-day';
import { chartColors } from '@/lib/chart-colors';
import { useDayReport } from '../../api/get-sales-stats';
import { ReportDownloads } from '../report-downloads';
import type { Figures } from '../use-figures';

/** A row of the day's slices worth a line: one with an order or money. */
const hasSales = (row: TSalesDimensionRow) => row.orders > 0 || row.revenue > 0;

/** Payment services are named as they call themselves. */
const BRANDS: Record<string, string> = { stripe: 'Stripe', paypal: 'PayPal', mypos: 'myPOS' };

export interface DayReportProps {
  day: string;
  today: string;
  /** The one location the report is for, or all. */
  locationId: string | null;
  currency: string | undefined;
  figures: Figures;
  onDay(day: string): void;
}

/** The end-of-day report of a chosen day: totals, hour by hour, how guests paid, best sellers, calls. */
export function DayReport({ day, today, locationId, currency, figures, onDay }: DayReportProps) {
  const { t } = useTranslation('statistics');
  const query = {
    day,
    ...(locationId ? { locationId } : {}),
    ...(currency ? { currency: currency as TSalesDayReport['currency'] } : {}),
  } as const;
  const report = useDayReport(query as Parameters<typeof useDayReport>[0]);
  return (
    <section className="gl-stats-block" aria-labelledby="stats-day-report">
      <div className="gl-stats-block__head">
        <h2 id="stats-day-report" className="gl-stats-block__title">
          {t('sales.day.title')}
        </h2>
        <span className="gl-stats-block__tools">
          <label htmlFor="stats-day">{t('sales.day.choose')}</label>
          <Calendar
            inputId="stats-day"
            value={fromDay(day)}
            maxDate={fromDay(today)}
            readOnlyInput
            showIcon
            onChange={(event) => (event.value instanceof Date ? onDay(toDay(event.value)) : undefined)}
          />
          <ReportDownloads
            what={t('sales.day.title')}
            body={{ report: 'day-report', dayReport: query as Parameters<typeof useDayReport>[0] }}
          />
        </span>
      </div>
      <QueryState
        query={report}
        loadingLabel={t('loading')}
        errorTitle={t('loadError')}
        isEmpty={(data) => data.totals.orders === 0 && data.totals.cancelled === 0 && data.calls.calls === 0}
        empty={
          <div className="gl-panel">
            <EmptyState
              icon="pi pi-calendar"
              title={t('sales.day.empty', { day: figures.range(day, day) })}
              message={t('sales.empty.message')}
            />
          </div>
        }
      >
        {(data) => <DayReportBody data={data} figures={figures} />}
      </QueryState>
    </section>
  );
}

function DayReportBody({ data, figures }: { data: TSalesDayReport; figures: Figures }) {
  const { t } = useTranslation('statistics');
  const colors = chartColors();
  const money = (minor: number) => figures.money(minor, data.currency);
  const totals = [
    ['orders', figures.number(data.totals.orders)],
    ['revenue', money(data.totals.revenue)],
    ['averageTicket', data.totals.averageTicket === null ? '—' : money(data.totals.averageTicket)],
    ['tips', money(data.totals.tips)],
    ['cancelled', figures.number(data.totals.cancelled)],
  ] as const;
  const open = data.hours.filter((h) => h.orders > 0 || h.revenue > 0);
  const first = open[0]?.hour ?? 8;
  const last = open.at(-1)?.hour ?? 22;
  const hours = data.hours.filter((h) => h.hour >= first && h.hour <= last);
  const method = (row: TSalesDimensionRow) =>
    row.key === null
      ? t('sales.method.none')
      : (BRANDS[row.key] ?? t(`sales.method.${row.key}`, { defaultValue: row.key }));
  return (
    <div className="gl-stats-day">
      <dl className="gl-stats-cards gl-stats-cards--small">
        {totals.map(([key, value]) => (
          <div key={key} className="gl-panel gl-stats-card">
            <dt>{t(`sales.${key}`)}</dt>
            <dd className="gl-stats-card__value">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="gl-stats-grid">
        <ChartPanel
          id="stats-day-hours"
          title={t('sales.day.byHour')}
          summary={t('sales.day.byHourSummary', {
            revenue: money(data.totals.revenue),
            orders: data.totals.orders,
          })}
          type="bar"
          data={{
            labels: hours.map((h) => figures.shortHour(h.hour)),
            datasets: [
              {
                label: t('sales.revenue'),
                data: hours.map((h) => figures.major(h.revenue, data.currency)),
                backgroundColor: colors.primary,
                borderRadius: 4,
              },
            ],
          }}
          options={{
            maintainAspectRatio: false,
            plugins: { legend: { display: false } },
            scales: {
              x: { ticks: { color: colors.text, maxRotation: 0 }, grid: { display: false } },
              y: {
                beginAtZero: true,
                ticks: {
                  color: colors.text,
                  maxTicksLimit: 5,
                  callback: (value: number) => figures.axisMoney(value, data.currency),
                },
                grid: { color: colors.grid },
              },
            },
          }}
          loadingLabel={t('chartLoading')}
          tableViewLabel={t('tableView')}
          table={
            <table className="gl-data-table">
              <caption>{t('sales.day.byHour')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('table.hour')}</th>
                  <th scope="col" className="gl-data-table__num">
                    {t('sales.orders')}
                  </th>
                  <th scope="col" className="gl-data-table__num">
                    {t('sales.revenue')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {hours.map((h) => (
                  <tr key={h.hour}>
                    <th scope="row">{figures.hour(h.hour)}</th>
                    <td className="gl-data-table__num">{figures.number(h.orders)}</td>
                    <td className="gl-data-table__num">{money(h.revenue)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          }
        />
        <section className="gl-panel" aria-labelledby="stats-day-details">
          <h3 id="stats-day-details">{t('sales.day.details')}</h3>
          <div className="gl-stats-day__tables">
            <FigureTable
              caption={t('sales.day.paymentMethods')}
              columns={[t('sales.method.label'), t('sales.orders'), t('sales.revenue')]}
              rows={data.paymentMethods.filter(hasSales).map((row) => ({
                key: row.key ?? 'none',
                name: method(row),
                figures: [figures.number(row.orders), money(row.revenue)],
              }))}
            />
            <FigureTable
              caption={t('sales.day.types')}
              columns={[t('sales.type.label'), t('sales.orders'), t('sales.revenue')]}
              rows={data.types.filter(hasSales).map((row) => ({
                key: row.key ?? 'none',
                name: t(`sales.type.${row.key ?? 'table'}`),
                figures: [figures.number(row.orders), money(row.revenue)],
              }))}
            />
            <FigureTable
              caption={t('sales.day.topItems')}
              columns={[t('sales.item'), t('sales.quantity'), t('sales.revenue')]}
              // Item titles are the venue's own words, in whatever script they were written.
              namesDirAuto
              rows={data.topItems.map((item) => ({
                key: item.itemId ?? item.title,
                name: item.title,
                figures: [figures.number(item.quantity), money(item.revenue)],
              }))}
            />
            <p className="gl-stats-day__calls">
              {t('sales.day.calls', {
                n: figures.number(data.calls.calls),
                average:
                  data.calls.averageSeconds === null ? '—' : figures.duration(data.calls.averageSeconds),
              })}
            </p>
          </div>
        </section>
      </div>
    </div>
  );
}

interface FigureTableProps {
  caption: string;
  /** The name column's heading, then the figures' headings. */
  columns: readonly [string, ...string[]];
  rows: readonly { key: string; name: string; figures: readonly string[] }[];
  namesDirAuto?: boolean;
}

/** A small table of named rows and their figures, as the day's details list them. */
function FigureTable({
  caption,
  columns: [nameColumn, ...figureColumns],
  rows,
  namesDirAuto,
}: FigureTableProps) {
  return (
    <table className="gl-data-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{nameColumn}</th>
          {figureColumns.map((column) => (
            <th key={column} scope="col" className="gl-data-table__num">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" dir={namesDirAuto ? 'auto' : undefined}>
              {row.name}
            </th>
            {row.figures.map((figure, index) => (
              <td key={figureColumns[index]} className="gl-data-table__num">
                {figure}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
