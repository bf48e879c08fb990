import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, PageLoader, QueryState } from '@/components/ui';
import { useRatingOverview } from '../api/get-rating-stats';
import { statFilters } from '../components/filters';
import { ByLocationChart } from '../components/overview/by-location-chart';
import { ByMetricChart } from '../components/overview/by-metric-chart';
import { DistributionChart } from '../components/overview/distribution-chart';
import { RatingCards } from '../components/overview/rating-cards';
import { useRatingWords } from '../components/overview/rating-words';
import { ReviewCountChart } from '../components/overview/review-count-chart';
import { ReviewsHeatMap } from '../components/overview/reviews-heat-map';
import { ScoreTrendChart } from '../components/overview/score-trend-chart';
import { ReportDownloads } from '../components/report-downloads';
import { reviewsExportFilters } from '../components/reviews-export';
import { useFigures } from '../components/use-figures';
import { useStatsFilters } from '../components/use-stats-filters';

/** Where the company's rating pages are made: the empty state's way forward. */
const METRICS_PATH = '/user/app/metrics';

/** /user/app/statistics: how guests rate, over the period, by location, metric and hour of the week. */
export function OverviewPage() {
  const { t } = useTranslation('statistics');
  const figures = useFigures();
  const words = useRatingWords(figures);
  const { filter, period, today, ready } = useStatsFilters();
  const body = statFilters(filter, today);
  const overview = useRatingOverview(body, ready);
  if (!ready) return <PageLoader label={t('loading')} />;
  const state = { loadingLabel: t('loading'), errorTitle: t('loadError') };

  return (
    <div className="gl-stats-body" aria-busy={overview.isFetching}>
      <QueryState
        query={overview}
        {...state}
        isEmpty={(data) => data.headline.current.count === 0}
        empty={
          <div className="gl-panel">
            <EmptyState
              icon="pi pi-star"
              title={t('overview.empty.title')}
              message={t('overview.empty.message')}
              action={
                <Link className="p-button p-button-outlined" to={METRICS_PATH}>
                  {t('overview.empty.action')}
                </Link>
              }
            />
          </div>
        }
      >
        {(data) => (
          <>
            <div className="gl-stats-body__bar">
              <ReportDownloads
                labelled
                what={t('overview.reviewsFile')}
                body={{ report: 'reviews', reviews: reviewsExportFilters(period, filter) }}
              />
            </div>
            <RatingCards data={data.headline} figures={figures} words={words} />
            <div className="gl-stats-grid">
              <ScoreTrendChart data={data.scoreTrend} filter={filter} figures={figures} words={words} />
              <ReviewCountChart data={data.reviewCounts} filter={filter} figures={figures} words={words} />
              {data.headline.current.distributions.map((distribution) => (
                <DistributionChart
                  key={distribution.type}
                  distribution={distribution}
                  period={period}
                  filter={filter}
                  figures={figures}
                  words={words}
                />
              ))}
              <ByLocationChart
                data={data.grades}
                period={period}
                filter={filter}
                figures={figures}
                words={words}
                title={t('overview.byLocation.title')}
              />
              <ByMetricChart
                data={data.metrics}
                period={period}
                filter={filter}
                figures={figures}
                words={words}
              />
              <div className="gl-stats-grid__wide">
                <ReviewsHeatMap
                  data={data.heatMap}
                  period={period}
                  filter={filter}
                  figures={figures}
                  words={words}
                />
              </div>
            </div>
          </>
        )}
      </QueryState>
    </div>
  );
}
