import { CURRENCIES, type TCurrency, type TSalesFilters } from '@guestloop/contracts';
import { Dropdown } from 'primereact/dropdown';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState, PageLoader, QueryState } from '@/components/ui';
import { dayParam } from '@/lib/calendar-day';
import { useSalesByPeriod, useSalesSummary } from '../api/get-sales-stats';
import { statFilters } from '../components/filters';
import { DayReport } from '../components/sales/day-report';
import { SalesByDimension } from '../components/sales/sales-by-dimension';
import { SalesByPeriodChart } from '../components/sales/sales-by-period-chart';
import { SalesCards } from '../components/sales/sales-cards';
import { Sellers } from '../components/sales/sellers';
import { WaiterCalls } from '../components/sales/waiter-calls';
import { useFigures } from '../components/use-figures';
import { useStatsFilters } from '../components/use-stats-filters';

const isCurrency = (value: string | null): value is TCurrency =>
  (CURRENCIES as readonly string[]).includes(value ?? '');

/** /user/app/statistics/sales: orders, revenue, tips, sellers, waiter calls and the end-of-day report. */
export function SalesPage() {
  const { t } = useTranslation('statistics');
  const figures = useFigures();
  const { filter, today, ready } = useStatsFilters();
  const [search, setSearch] = useSearchParams();
  const asked = search.get('currency');
  const currency = isCurrency(asked) ? asked : undefined;
  const body: TSalesFilters = { ...statFilters(filter, today, false), ...(currency ? { currency } : {}) };
  const summary = useSalesSummary(body, ready);
  const byPeriod = useSalesByPeriod(body, ready);
  const setParam = (key: string, value: string) =>
    setSearch(
      (params) => {
        params.set(key, value);
        return params;
      },
      { replace: true },
    );
  const day = dayParam(search, 'day') ?? today;
  if (!ready) return <PageLoader label={t('loading')} />;

  return (
    <div className="gl-stats-body" aria-busy={summary.isFetching || byPeriod.isFetching}>
      <QueryState
        query={summary}
        loadingLabel={t('loading')}
        errorTitle={t('loadError')}
        isEmpty={(data) => data.currencies.every((c) => c.current.orders === 0 && c.current.cancelled === 0)}
        empty={
          <div className="gl-panel">
            <EmptyState
              icon="pi pi-shopping-bag"
              title={t('sales.empty.title')}
              message={t('sales.empty.message')}
            />
          </div>
        }
      >
        {(data) => {
          const shown = byPeriod.data?.currency ?? currency ?? data.currencies[0]?.currency ?? '';
          const currencies = data.currencies.map((c) => c.currency);
          return (
            <>
              {currencies.length > 1 ? (
                <span className="gl-stats-currency">
                  <label htmlFor="stats-currency">{t('sales.currency')}</label>
                  <Dropdown
                    inputId="stats-currency"
                    value={shown}
                    options={currencies}
                    onChange={(event) => setParam('currency', String(event.value))}
                  />
                </span>
              ) : null}
              <SalesCards summary={data} currency={shown} figures={figures} />
              <QueryState query={byPeriod} loadingLabel={t('loading')} errorTitle={t('loadError')}>
                {(periods) => <SalesByPeriodChart data={periods} body={body} figures={figures} />}
              </QueryState>
              <SalesByDimension body={body} figures={figures} />
              <Sellers body={body} figures={figures} />
            </>
          );
        }}
      </QueryState>
      <WaiterCalls body={body} figures={figures} />
      <DayReport
        day={day}
        today={today}
        locationId={filter.locations.length === 1 ? (filter.locations[0] ?? null) : null}
        currency={currency}
        figures={figures}
        onDay={(next) => setParam('day', next)}
      />
    </div>
  );
}
