import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, PageLoader, QueryState } from '@/components/ui';
import {
  useLocationGrades,
  useMetricStats,
  useReviewsByHours,
  useReviewTrend,
  useScoreRate,
  useScoresAnalytic,
} from '../api/get-rating-stats';
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
  const analytic = useScoresAnalytic(body, ready);
  const hasRatings = (analytic.data?.current.count ?? 0) > 0;
  const later = ready && hasRatings;
  const trend = useScoreRate(body, later);
  const counts = useReviewTrend(body, later);
  const grades = useLocationGrades(body, later);
  const metrics = useMetricStats(body, later);
  const hours = useReviewsByHours(body, later);
  if (!ready) return <PageLoader label={t('loading')} />;
  const state = { loadingLabel: t('loading'), errorTitle: t('loadError') };

  return (
    <div className="gl-stats-body" aria-busy={analytic.isFetching}>
      <QueryState
        query={analytic}
        {...state}
        isEmpty={(data) => data.current.count === 0}
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
            <RatingCards data={data} figures={figures} words={words} />
            <div className="gl-stats-grid">
              <QueryState query={trend} {...state}>
                {(answer) => (
                  <ScoreTrendChart data={answer} filter={filter} figures={figures} words={words} />
                )}
              </QueryState>
              <QueryState query={counts} {...state}>
                {(answer) => (
                  <ReviewCountChart data={answer} filter={filter} figures={figures} words={words} />
                )}
              </QueryState>
              {data.current.distributions.map((distribution) => (
                <DistributionChart
                  key={distribution.type}
                  distribution={distribution}
                  period={period}
                  filter={filter}
                  figures={figures}
                  words={words}
                />
              ))}
              <QueryState query={grades} {...state}>
                {(answer) => (
                  <ByLocationChart
                    data={answer}
                    period={period}
                    filter={filter}
                    figures={figures}
                    words={words}
                    title={t('overview.byLocation.title')}
                  />
                )}
              </QueryState>
              <QueryState query={metrics} {...state}>
                {(answer) => (
                  <ByMetricChart
                    data={answer}
                    period={period}
                    filter={filter}
                    figures={figures}
                    words={words}
                  />
                )}
              </QueryState>
              <div className="gl-stats-grid__wide">
                <QueryState query={hours} {...state}>
                  {(answer) => (
                    <ReviewsHeatMap
                      data={answer}
                      period={period}
                      filter={filter}
                      figures={figures}
                      words={words}
                    />
                  )}
                </QueryState>
              </div>
            </div>
          </>
        )}
      </QueryState>
    </div>
  );
}
