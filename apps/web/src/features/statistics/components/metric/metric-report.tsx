import type {
  TMetricRates,
  TReviewScoresAnalytic,
  TReviewsByPeriods,
  TScoreRatePeriod,
} from '@guestloop/contracts';
import { type QueryLike, QueryState } from '@/components/ui';
import type { Period, StatsFilter } from '../filters';
import { DistributionChart } from '../overview/distribution-chart';
import { RatingCards } from '../overview/rating-cards';
import type { RatingWords } from '../overview/rating-words';
import { ScoreTrendChart } from '../overview/score-trend-chart';
import type { Figures } from '../use-figures';
import { BadReasons } from './bad-reasons';
import { DayPartsChart } from './day-parts-chart';
import { QuestionAnswersChart } from './question-answers-chart';
import { ScoreSpreadChart } from './score-spread-chart';

/** The metric's average per bucket, as the overview's trend line reads it. */
const trendOf = (data: TMetricRates): TScoreRatePeriod => ({
  period: data.period,
  granularity: data.granularity,
  scale: data.scale,
  buckets: data.buckets.map(({ from, to, hour, figures }) => ({
    from,
    to,
    hour,
    count: figures.count,
    average: figures.average,
  })),
});

/**
 * One metric over the period: its headline, why guests rated it badly, its score over time and
 * by part of the day, and how often each answer of its questions was chosen.
 */
export function MetricReport({
  data,
  headline,
  dayParts,
  period,
  filter,
  badReviews,
  figures,
  words,
}: {
  data: TMetricRates;
  headline: QueryLike<TReviewScoresAnalytic>;
  dayParts: QueryLike<TReviewsByPeriods>;
  period: Period;
  /** The section's filters with this metric chosen: every drill-down opens its reviews. */
  filter: StatsFilter;
  badReviews: string;
  figures: Figures;
  words: RatingWords;
}) {
  const { t } = words;
  const state = { loadingLabel: t('loading'), errorTitle: t('loadError') };
  const distribution = data.total.distributions[0];
  return (
    <>
      <QueryState query={headline} {...state}>
        {(answer) => <RatingCards data={answer} figures={figures} words={words} />}
      </QueryState>
      <BadReasons
        questions={data.questions}
        totalBad={data.total.bad}
        badReviews={badReviews}
        figures={figures}
        words={words}
      />
      <div className="gl-stats-grid">
        <ScoreTrendChart data={trendOf(data)} filter={filter} figures={figures} words={words} />
        <ScoreSpreadChart data={data} filter={filter} figures={figures} words={words} />
        <QueryState query={dayParts} {...state}>
          {(answer) => (
            <DayPartsChart data={answer} period={period} filter={filter} figures={figures} words={words} />
          )}
        </QueryState>
        {distribution ? (
          <DistributionChart
            distribution={distribution}
            period={period}
            filter={filter}
            figures={figures}
            words={words}
          />
        ) : null}
        {data.questions.map((question, i) =>
          question.answered > 0 ? (
            <QuestionAnswersChart
              key={question.id}
              id={`stats-metric-question-${i}`}
              question={question}
              totalBad={data.total.bad}
              badReviews={badReviews}
              figures={figures}
              words={words}
            />
          ) : (
            <section
              key={question.id}
              className="gl-panel gl-chart"
              aria-labelledby={`stats-metric-question-${i}`}
            >
              <div className="gl-chart__head">
                <h2 id={`stats-metric-question-${i}`} dir="auto">
                  {question.title}
                </h2>
              </div>
              <p className="gl-chart__hint">{t('metric.questions.none')}</p>
            </section>
          ),
        )}
      </div>
    </>
  );
}
