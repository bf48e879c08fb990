import type { TMetricRates } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { BackLink, EmptyState, PageLoader, QueryState } from '@/components/ui';
import { usePageTitle } from '@/lib/title';
import { useMetricRates, useReviewsByPeriods } from '../api/get-metric-rates';
import { useScoresAnalytic } from '../api/get-rating-stats';
import { reviewsLink } from '../components/drill-down';
import { filterToSearch, type StatsFilter, statFilters } from '../components/filters';
import { MetricReport } from '../components/metric/metric-report';
import { useRatingWords } from '../components/overview/rating-words';
import { STATISTICS_PATHS } from '../components/paths';
import { useFigures } from '../components/use-figures';
import { useStatsFilters } from '../components/use-stats-filters';
import '../components/metric/metric.css';

/** The longest preset: what "widen the period" offers when a metric has no ratings in the one shown. */
const WIDEST = '12m';

/**
 * /user/app/statistics/metric/:metricId: one metric in detail, with the section's filters (its
 * period and locations; the metric is the address's own).
 */
export function MetricPage() {
  const { metricId = '' } = useParams();
  const { t } = useTranslation('statistics');
  const figures = useFigures();
  const words = useRatingWords(figures);
  const { filter, period, today, ready, setFilter } = useStatsFilters();
  // metric-rates names its metric in the address; the other calls are narrowed to it.
  const body = statFilters(filter, today, false);
  const narrowed = { ...body, metricIds: [metricId] };
  const rates = useMetricRates(metricId, body, ready);
  const headline = useScoresAnalytic(narrowed, ready);
  const dayParts = useReviewsByPeriods(narrowed, ready);
  usePageTitle(rates.data?.metric.title);
  if (!ready) return <PageLoader label={t('loading')} />;

  const search = filterToSearch(filter).toString();
  const overview = search ? `${STATISTICS_PATHS.overview}?${search}` : STATISTICS_PATHS.overview;
  const metricFilter: StatsFilter = { ...filter, metrics: [metricId] };
  const scope = { locations: filter.locations, metrics: [] };
  const allReviews = reviewsLink({ ...period, metric: metricId }, scope);
  const badReviews = reviewsLink({ ...period, metric: metricId, outcome: 'bad' }, scope);
  const widen = () => setFilter({ ...filter, preset: WIDEST, from: null, to: null, granularity: null });

  const head = (data: TMetricRates) => (
    <header className="gl-stats-metric__head">
      <div>
        <h2 dir="auto">{data.metric.title}</h2>
        <p className="gl-stats-muted">{t('metric.type', { type: words.type(data.metric.type) })}</p>
      </div>
      {data.total.count > 0 ? (
        <div className="gl-stats-metric__links">
          <Link className="p-button p-button-outlined p-button-sm" to={allReviews}>
            {t('metric.reviews', { n: figures.number(data.total.count) })}
          </Link>
          {data.total.bad > 0 ? (
            <Link className="p-button p-button-outlined p-button-danger p-button-sm" to={badReviews}>
              {t('metric.badReviews', { n: figures.number(data.total.bad) })}
            </Link>
          ) : null}
        </div>
      ) : null}
    </header>
  );

  return (
    <div className="gl-stats-body" aria-busy={rates.isFetching}>
      <BackLink to={overview}>{t('metric.back')}</BackLink>
      <QueryState
        query={rates}
        loadingLabel={t('loading')}
        errorTitle={t('loadError')}
        notFound={
          <div className="gl-panel">
            <EmptyState
              icon="pi pi-search"
              title={t('metric.notFound.title')}
              message={t('metric.notFound.message')}
              action={
                <Link className="p-button p-button-outlined" to={overview}>
                  {t('metric.back')}
                </Link>
              }
            />
          </div>
        }
      >
        {(data) => (
          <>
            {head(data)}
            {data.total.count === 0 ? (
              <div className="gl-panel">
                <EmptyState
                  icon="pi pi-star"
                  title={t('metric.empty.title')}
                  message={t('metric.empty.message')}
                  action={
                    filter.preset === WIDEST ? null : (
                      <Button type="button" outlined label={t('metric.empty.widen')} onClick={widen} />
                    )
                  }
                />
              </div>
            ) : (
              <MetricReport
                data={data}
                headline={headline}
                dayParts={dayParts}
                period={period}
                filter={metricFilter}
                badReviews={badReviews}
                figures={figures}
                words={words}
              />
            )}
          </>
        )}
      </QueryState>
    </div>
  );
}
