import { SURVEY_PROGRESS_MAX_DAYS, type TEnpsSurveyProgress, type TSurvey } from '@guestloop/contracts';
import { ChartPanel, QueryState } from '@/components/ui';
import { chartColors } from '@/lib/chart-colors';
import { busiest } from '@/lib/chart-labels';
import { isEnpsProgress, type Progress, useProgress } from '../api/get-progress';
import { QuestionFigures } from './cards/question-figures';
import { ResultCard } from './cards/result-card';
import type { ResultsFilter } from './filters';
import { BARS_UP_TO_DAYS, progressData, progressOptions } from './progress-chart';
import { addDays, type ProgressPeriod, progressBody, useProgressPeriod } from './progress-period';
import type { ResultsWords } from './use-results-words';
import './progress-card.css';

const sum = (values: number[]) => values.reduce((total, n) => total + n, 0);
const totalsOf = (progress: Progress) => ({
  started: sum(progress.days.map((day) => day.started)),
  finished: sum(progress.days.map((day) => day.finished)),
});

/**
 * "Answers over time": per day of the filtered period who started and who finished, and on an
 * e-NPS survey each week's score where the week may be shown. Nothing while nobody ever answered.
 */
export function ProgressCard({
  survey,
  filter,
  words,
}: {
  survey: TSurvey;
  filter: ResultsFilter;
  words: ResultsWords;
}) {
  const { t } = words;
  const period = useProgressPeriod(survey, filter);
  const progress = useProgress(survey.kind, survey.slug, period && progressBody(period, filter));
  if (survey.answersCount === 0 && survey.statesCount === 0) return null;
  const data = progress.data;
  // Nobody started or finished in the period: the page's own empty state says so.
  if (data && sum(Object.values(totalsOf(data))) === 0) return null;
  if (period && data) return <ProgressChart progress={data} period={period} words={words} />;
  return (
    <ResultCard title={t('progress.title')} className="gl-results-progress">
      {() => (
        <QueryState
          query={progress}
          loadingLabel={t('progress.loading')}
          errorTitle={t('progress.loadError')}
        >
          {() => null}
        </QueryState>
      )}
    </ResultCard>
  );
}

function ProgressChart({
  progress,
  period,
  words,
}: {
  progress: Progress;
  period: ProgressPeriod;
  words: ResultsWords;
}) {
  const { t } = words;
  const colors = chartColors();
  const totals = totalsOf(progress);
  const range = words.range(period.from, period.to);
  const enps = isEnpsProgress(progress) ? progress : null;
  const top = busiest(progress.days.map((day) => day.finished));
  const topDay = progress.days[top];
  const latest = enps?.weeks.filter((week) => week.score !== null).at(-1);
  const summary = [
    t('progress.summary', {
      range,
      started: words.number(totals.started),
      finished: words.number(totals.finished),
    }),
    topDay ? t('progress.busiest', { day: words.day(topDay.day), n: words.number(topDay.finished) }) : null,
    enps
      ? latest && latest.score !== null
        ? t('progress.scoreSummary', { score: words.enps(latest.score), week: words.day(latest.weekStart) })
        : t('progress.noScore')
      : null,
  ];
  const notes = [
    period.clamped ? t('progress.clamped', { days: words.number(SURVEY_PROGRESS_MAX_DAYS), range }) : null,
    enps?.weeks.some((week) => week.score === null)
      ? t('progress.hiddenWeeks', { n: words.number(enps.threshold) })
      : null,
  ];
  return (
    <ChartPanel
      id="results-progress"
      title={t('progress.title')}
      className="gl-results-card gl-results-progress"
      summary={summary.filter(Boolean).join(' ')}
      type={progress.days.length <= BARS_UP_TO_DAYS ? 'bar' : 'line'}
      data={progressData(progress, colors, words)}
      options={progressOptions(progress, colors, words)}
      actions={
        <QuestionFigures
          figures={[
            { label: t('progress.started'), value: words.number(totals.started) },
            { label: t('progress.finished'), value: words.number(totals.finished) },
          ]}
        />
      }
      hint={notes.filter(Boolean).join(' ') || undefined}
      loadingLabel={t('chartLoading')}
      tableViewLabel={t('tableView')}
      table={
        <>
          <table className="gl-data-table">
            <caption>{`${t('progress.title')}: ${range}`}</caption>
            <thead>
              <tr>
                <th scope="col">{t('progress.day')}</th>
                <th scope="col" className="gl-data-table__num">
                  {t('progress.started')}
                </th>
                <th scope="col" className="gl-data-table__num">
                  {t('progress.finished')}
                </th>
              </tr>
            </thead>
            <tbody>
              {progress.days.map((day) => (
                <tr key={day.day}>
                  <th scope="row">{words.day(day.day)}</th>
                  <td className="gl-data-table__num">{words.number(day.started)}</td>
                  <td className="gl-data-table__num">{words.number(day.finished)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {enps ? <WeeksTable progress={enps} words={words} /> : null}
        </>
      }
    />
  );
}

/** e-NPS per week: a week that may not be shown says so, with no score. */
function WeeksTable({ progress, words }: { progress: TEnpsSurveyProgress; words: ResultsWords }) {
  const { t } = words;
  return (
    <table className="gl-data-table gl-results-progress__weeks">
      <caption>{t('progress.weeksTitle')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('progress.week')}</th>
          <th scope="col" className="gl-data-table__num">
            {t('progress.answers')}
          </th>
          <th scope="col" className="gl-data-table__num">
            {t('progress.score')}
          </th>
        </tr>
      </thead>
      <tbody>
        {progress.weeks.map((week) => (
          <tr key={week.weekStart}>
            <th scope="row">{words.range(week.weekStart, addDays(week.weekStart, 6))}</th>
            <td className="gl-data-table__num">{words.number(week.answers)}</td>
            <td className="gl-data-table__num">
              {week.score === null ? t('progress.hiddenWeek') : words.enps(week.score)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
