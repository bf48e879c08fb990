import type { TCompanyRates, TLocationRates } from '@guestloop/contracts';
import { useTranslation } from 'react-i18next';
import { EmptyState, PageLoader, type QueryLike, QueryState } from '@/components/ui';
import { useCurrentUser } from '@/lib/session';
import { useCompanyRates, useLocationGrades, useLocationRates } from '../api/get-rating-stats';
import { PlacesTable } from '../components/compare/places-table';
import { PlacesTrendChart } from '../components/compare/places-trend-chart';
import { TablesTable } from '../components/compare/tables-table';
import { statFilters } from '../components/filters';
import { ByLocationChart } from '../components/overview/by-location-chart';
import { useRatingWords } from '../components/overview/rating-words';
import { ReportDownloads } from '../components/report-downloads';
import { reviewsExportFilters } from '../components/reviews-export';
import { useFigures } from '../components/use-figures';
import { useStatsFilters } from '../components/use-stats-filters';

/** One location's comparison carries its tables and waiters; the company's does not. */
const asLocation = (answer: TCompanyRates | TLocationRates): TLocationRates | null =>
  'tables' in answer ? (answer as TLocationRates) : null;

/**
 * /user/app/statistics/compare: the locations side by side (ranked, over time); with one location
 * chosen, its sub-locations, tables and waiters.
 */
export function ComparePage() {
  const { t } = useTranslation('statistics');
  const figures = useFigures();
  const words = useRatingWords(figures);
  const { user } = useCurrentUser();
  const { filter, period, today, ready } = useStatsFilters();
  const body = statFilters(filter, today);
  const one = filter.locations.length === 1 ? (filter.locations[0] ?? null) : null;
  const grades = useLocationGrades(body, ready);
  const company = useCompanyRates(user?.structure?.id ?? null, body, ready && !one);
  const location = useLocationRates(one, body, ready);
  if (!ready) return <PageLoader label={t('loading')} />;
  const state = { loadingLabel: t('loading'), errorTitle: t('loadError') };
  const rates: QueryLike<TCompanyRates | TLocationRates> & { isFetching: boolean } = one ? location : company;
  const downloads = (
    <ReportDownloads
      labelled
      what={t('overview.reviewsFile')}
      body={{ report: 'reviews', reviews: reviewsExportFilters(period, filter) }}
    />
  );

  return (
    <div className="gl-stats-body" aria-busy={grades.isFetching || rates.isFetching}>
      <QueryState
        query={grades}
        {...state}
        isEmpty={(data) => data.items.every((item) => item.count === 0)}
        empty={
          <div className="gl-panel">
            <EmptyState icon="pi pi-star" title={t('overview.empty.title')} message={t('compare.empty')} />
          </div>
        }
      >
        {(data) => (
          <div className="gl-stats-grid">
            <ByLocationChart
              id="stats-compare-ranked"
              data={data}
              period={period}
              filter={filter}
              figures={figures}
              words={words}
              title={t('compare.ranked')}
            />
            <QueryState query={rates} {...state}>
              {(answer) => {
                const parts = asLocation(answer);
                return (
                  <>
                    <PlacesTrendChart
                      data={answer}
                      title={t('compare.trend')}
                      oneLocation={one !== null}
                      period={period}
                      filter={filter}
                      figures={figures}
                      words={words}
                    />
                    <section className="gl-panel gl-stats-grid__wide" aria-labelledby="stats-compare-table">
                      <div className="gl-chart__head">
                        <h2 id="stats-compare-table">{t('compare.sideBySide')}</h2>
                        <div className="gl-chart__actions">{downloads}</div>
                      </div>
                      <PlacesTable
                        caption={t('compare.sideBySide')}
                        places={answer.places}
                        direct={parts?.direct ?? null}
                        scale={answer.scale}
                        period={period}
                        filter={filter}
                        figures={figures}
                        words={words}
                      />
                    </section>
                    {parts ? (
                      <>
                        <TablesTable
                          id="stats-compare-tables"
                          title={t('compare.tables')}
                          nameLabel={t('table.table')}
                          rows={parts.tables}
                          scale={answer.scale}
                          figures={figures}
                          words={words}
                        />
                        <TablesTable
                          id="stats-compare-waiters"
                          title={t('compare.waiters')}
                          nameLabel={t('table.waiter')}
                          rows={parts.waiters}
                          scale={answer.scale}
                          figures={figures}
                          words={words}
                        />
                      </>
                    ) : null}
                  </>
                );
              }}
            </QueryState>
          </div>
        )}
      </QueryState>
    </div>
  );
}
