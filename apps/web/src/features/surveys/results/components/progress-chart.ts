import type { TEnpsSurveyProgress } from '@guestloop/contracts';
import { type chartColors, translucent } from '@/lib/chart-colors';
import type { Progress } from '../api/get-progress';
import { isEnpsProgress } from '../api/get-progress';
import { addDays } from './progress-period';
import type { ResultsWords } from './use-results-words';

type Colors = ReturnType<typeof chartColors>;

/**
 * Up to a quarter the days are bars, the finished drawn narrower over the started so both read
 * even a few pixels wide; a longer period reads better as lines.
 */
export const BARS_UP_TO_DAYS = 92;

const mondayOf = (day: string) => addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));

/** Each day's e-NPS: its week's score, or null (a gap) for a week that may not be shown. */
export function weeklyScoreByDay(progress: TEnpsSurveyProgress): (number | null)[] {
  const scoreOf = new Map(progress.weeks.map((week) => [week.weekStart, week.score]));
  return progress.days.map((day) => scoreOf.get(mondayOf(day.day)) ?? null);
}

/** An e-NPS progress with at least one week that may be shown: only then is there a score line. */
export const scoreShown = (progress: Progress): progress is TEnpsSurveyProgress =>
  isEnpsProgress(progress) && progress.weeks.some((week) => week.score !== null);

/** A point marks where each shown week's score starts, so a week of a day or two reads too. */
const weekPoints = (values: (number | null)[], days: readonly { day: string }[]) =>
  values.map((value, i) => (value !== null && (i === 0 || mondayOf(days[i]!.day) === days[i]!.day) ? 3 : 0));

/** Chart.js data: started and finished per day, and on e-NPS the weekly score on its own axis. */
export function progressData(progress: Progress, colors: Colors, words: ResultsWords) {
  const { t } = words;
  const bars = progress.days.length <= BARS_UP_TO_DAYS;
  const line = { tension: 0, pointRadius: 0, pointHoverRadius: 4, borderWidth: 2 };
  // The first drawn is the lowest `order`: the score over the finished over the started.
  const datasets: object[] = [
    {
      label: t('progress.started'),
      data: progress.days.map((day) => day.started),
      borderColor: colors.secondary,
      backgroundColor: colors.secondary,
      ...(bars ? { grouped: false, barPercentage: 0.9, categoryPercentage: 1 } : line),
      yAxisID: 'y',
      order: 3,
    },
    {
      label: t('progress.finished'),
      data: progress.days.map((day) => day.finished),
      borderColor: colors.primary,
      backgroundColor: bars ? colors.primary : translucent(colors.primary),
      ...(bars ? { grouped: false, barPercentage: 0.5, categoryPercentage: 1 } : { ...line, fill: true }),
      yAxisID: 'y',
      order: 2,
    },
  ];
  if (scoreShown(progress)) {
    const scores = weeklyScoreByDay(progress);
    datasets.push({
      type: 'line',
      label: t('progress.score'),
      data: scores,
      borderColor: colors.text,
      backgroundColor: colors.text,
      borderWidth: 3,
      spanGaps: false,
      pointRadius: weekPoints(scores, progress.days),
      pointHoverRadius: 4,
      yAxisID: 'score',
      order: 1,
    });
  }
  return { labels: progress.days.map((day) => words.day(day.day)), datasets };
}

type TooltipItem = {
  datasetIndex: number;
  dataset: { yAxisID?: string; label?: string };
  parsed: { y: number | null };
};
type LegendItem = { datasetIndex?: number };
const byDataset = (a: { datasetIndex?: number }, b: { datasetIndex?: number }) =>
  (a.datasetIndex ?? 0) - (b.datasetIndex ?? 0);

export function progressOptions(progress: Progress, colors: Colors, words: ResultsWords) {
  const enps = scoreShown(progress);
  return {
    maintainAspectRatio: false,
    interaction: { mode: 'index', intersect: false },
    plugins: {
      legend: {
        position: 'bottom',
        // Started, finished, then the score, whatever order they are drawn in.
        labels: {
          color: colors.text,
          boxWidth: 12,
          boxHeight: 12,
          sort: (a: LegendItem, b: LegendItem) => byDataset(a, b),
        },
      },
      tooltip: {
        itemSort: (a: TooltipItem, b: TooltipItem) => byDataset(a, b),
        // A day of a hidden week has no score to name.
        filter: (item: TooltipItem) => item.parsed.y !== null,
        callbacks: {
          label: (item: TooltipItem) => {
            const value = item.parsed.y ?? 0;
            const shown = item.dataset.yAxisID === 'score' ? words.enps(value) : words.number(value);
            return `${item.dataset.label ?? ''}: ${shown}`;
          },
        },
      },
    },
    scales: {
      x: {
        ticks: { color: colors.text, maxRotation: 0, autoSkipPadding: 12, maxTicksLimit: 8 },
        grid: { display: false },
      },
      y: {
        beginAtZero: true,
        ticks: { color: colors.text, precision: 0, maxTicksLimit: 6 },
        grid: { color: colors.grid },
      },
      ...(enps
        ? {
            score: {
              position: 'right',
              min: -100,
              max: 100,
              ticks: {
                color: colors.text,
                stepSize: 50,
                callback: (value: number | string) => words.enps(Number(value)),
              },
              grid: { drawOnChartArea: false },
            },
          }
        : {}),
    },
  };
}
