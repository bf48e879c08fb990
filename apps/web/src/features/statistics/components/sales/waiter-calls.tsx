import type { TCallFigures, TSalesFilters, TServiceCalls } from '@guestloop/contracts';
import { useTranslation } from 'react-i18next';
import { ChartPanel, EmptyState, QueryState } from '@/components/ui';
import { chartColors } from '@/lib/chart-colors';
import { useServiceCalls } from '../../api/get-sales-stats';
import { ReportDownloads } from '../report-downloads';
import type { Figures } from '../use-figures';

/** How fast guests' waiter calls were answered: the period's figures, the spread of times, each waiter. */
export function WaiterCalls({ body, figures }: { body: TSalesFilters; figures: Figures }) {
  const { t } = useTranslation('statistics');
  const query = useServiceCalls(body);
  return (
    <section className="gl-stats-block" aria-labelledby="stats-calls">
      <h2 id="stats-calls" className="gl-stats-block__title">
        {t('sales.calls.title')}
      </h2>
      <QueryState
        query={query}
        loadingLabel={t('loading')}
        errorTitle={t('loadError')}
        isEmpty={(data) => data.total.calls === 0}
        empty={
          <div className="gl-panel">
            <EmptyState
              icon="pi pi-bell"
              title={t('sales.calls.empty.title')}
              message={t('sales.calls.empty.message')}
            />
          </div>
        }
      >
        {(data) => <CallsReport data={data} body={body} figures={figures} />}
      </QueryState>
    </section>
  );
}

function CallsReport({
  data,
  body,
  figures,
}: {
  data: TServiceCalls;
  body: TSalesFilters;
  figures: Figures;
}) {
  const { t } = useTranslation('statistics');
  const colors = chartColors();
  const time = (s: number | null) => (s === null ? '—' : figures.duration(s));
  const p90 = (f: TCallFigures) =>
    f.p90Seconds === null
      ? '—'
      : f.p90OrMore
        ? t('sales.calls.orMore', { time: time(f.p90Seconds) })
        : time(f.p90Seconds);
  const bands = data.total.responseBands;
  const bandLabel = (index: number) => {
    const upTo = bands[index]?.upToSeconds ?? null;
    const from = index > 0 ? (bands[index - 1]?.upToSeconds ?? 0) : 0;
    if (upTo === null) return t('sales.calls.bandOver', { time: time(from) });
    if (index === 0) return t('sales.calls.bandUpTo', { time: time(upTo) });
    return t('sales.calls.band', { from: time(from), to: time(upTo) });
  };
  const labels = bands.map((_, i) => bandLabel(i));
  const stats = [
    ['calls', figures.number(data.total.calls)],
    ['handledShare', data.total.handledShare === null ? '—' : figures.percent(data.total.handledShare)],
    ['average', time(data.total.averageSeconds)],
    ['p90', p90(data.total)],
  ] as const;
  return (
    <div className="gl-stats-calls">
      <dl className="gl-stats-cards gl-stats-cards--small">
        {stats.map(([key, value]) => (
          <div key={key} className="gl-panel gl-stats-card">
            <dt>{t(`sales.calls.${key}`)}</dt>
            <dd className="gl-stats-card__value">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="gl-stats-grid">
        <ChartPanel
          id="stats-calls-bands"
          title={t('sales.calls.bandsTitle')}
          summary={t('sales.calls.bandsSummary', {
            handled: figures.number(data.total.handled),
            p90: p90(data.total),
          })}
          type="bar"
          data={{
            labels,
            datasets: [
              {
                label: t('sales.calls.handled'),
                data: bands.map((band) => band.calls),
                backgroundColor: colors.primary,
                borderRadius: 4,
              },
            ],
          }}
          options={{
            maintainAspectRatio: false,
            plugins: { legend: { display: false } },
            scales: {
              x: {
                ticks: { color: colors.text, maxRotation: 45, autoSkip: false },
                grid: { display: false },
              },
              y: {
                beginAtZero: true,
                ticks: { color: colors.text, precision: 0 },
                grid: { color: colors.grid },
              },
            },
          }}
          loadingLabel={t('chartLoading')}
          tableViewLabel={t('tableView')}
          table={
            <table className="gl-data-table">
              <caption>{t('sales.calls.bandsTitle')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('sales.calls.responseTime')}</th>
                  <th scope="col" className="gl-data-table__num">
                    {t('sales.calls.handled')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {bands.map((band, i) => (
                  <tr key={band.upToSeconds ?? 'more'}>
                    <th scope="row">{labels[i]}</th>
                    <td className="gl-data-table__num">{figures.number(band.calls)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          }
        />
        <section className="gl-panel" aria-labelledby="stats-calls-waiters">
          <div className="gl-chart__head">
            <h3 id="stats-calls-waiters">{t('sales.calls.byWaiter')}</h3>
            <div className="gl-chart__actions">
              <ReportDownloads what={t('sales.calls.title')} body={{ report: 'calls', filters: body }} />
            </div>
          </div>
          <div className="gl-chart__table">
            <table className="gl-data-table">
              <thead>
                <tr>
                  <th scope="col">{t('sales.dimension.waiter')}</th>
                  <th scope="col" className="gl-data-table__num">
                    {t('sales.calls.calls')}
                  </th>
                  <th scope="col" className="gl-data-table__num">
                    {t('sales.calls.average')}
                  </th>
                  <th scope="col" className="gl-data-table__num">
                    {t('sales.calls.p90')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.waiters.map((waiter) => (
                  <tr key={waiter.userId ?? 'none'}>
                    <th scope="row">{waiter.name ?? t('sales.calls.nobody')}</th>
                    <td className="gl-data-table__num">{figures.number(waiter.calls)}</td>
                    <td className="gl-data-table__num">{time(waiter.averageSeconds)}</td>
                    <td className="gl-data-table__num">{p90(waiter)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      </div>
    </div>
  );
}
