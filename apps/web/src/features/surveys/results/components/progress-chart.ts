import type { TEnpsSurveyProgress } from '@guestloop/contracts';
import { type chartColors, translucent } from '@/lib/chart-colors';
import type { Progress } from '../api/get-progress';
import { isEnpsProgress } from '../api/get-progress';
import { addDays } from './progress-period';
import type { ResultsWords } from './use-results-words';

type Colors = ReturnType<typeof chartColors>;

/** Up to a month the days are bars side by side; a longer period reads better as lines. */
export const BARS_UP_TO_DAYS = 31;

const mondayOf = (day: string) => addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));

/** Each day's e-NPS: its week's score, or null (a gap) for a week that may not be shown. */
export function weeklyScoreByDay(progress: TEnpsSurveyProgress): (number | null)[] {
  const scoreOf = new Map(progress.weeks.map((week) => [week.weekStart, week.score]));
  return progress.days.map((day) => scoreOf.get(mondayOf(day.day)) ?? null);
}

/** Chart.js data: started and finished per day, and on e-NPS the weekly score on its own axis. */
export function progressData(progress: Progress, colors: Colors, words: ResultsWords) {
  const { t } = words;
  const bars = progress.days.length <= BARS_UP_TO_DAYS;
  const points = progress.days.length > 45 ? 0 : 2;
  const line = {
    tension: 0.25,
    cubicInterpolationMode: 'monotone',
    pointRadius: points,
    pointHoverRadius: 5,
  };
  const datasets: object[] = [
    {
      label: t('progress.started'),
      data: progress.days.map((day) => day.started),
      borderColor: colors.secondary,
      backgroundColor: colors.secondary,
      ...(bars ? {} : { ...line, borderWidth: 2 }),
      yAxisID: 'y',
      order: 2,
    },
    {
      label: t('progress.finished'),
      data: progress.days.map((day) => day.finished),
      borderColor: colors.primary,
      backgroundColor: bars ? colors.primary : translucent(colors.primary),
      ...(bars ? {} : { ...line, borderWidth: 2, fill: true }),
      yAxisID: 'y',
      order: 3,
    },
  ];
  if (isEnpsProgress(progress))
    datasets.push({
      type: 'line',
      label: t('progress.score'),
      data: weeklyScoreByDay(progress),
      borderColor: colors.text,
      backgroundColor: colors.text,
      borderWidth: 2,
      stepped: 'middle',
      spanGaps: false,
      pointRadius: 0,
      pointHoverRadius: 4,
      yAxisID: 'score',
      order: 1,
    });
  return { labels: progress.days.map((day) => words.day(day.day)), datasets };
}

type TooltipItem = { dataset: { yAxisID?: string; label?: string }; parsed: { y: number | null } };

export function progressOptions(progress: Progress, colors: Colors, words: ResultsWords) {
  const enps = isEnpsProgress(progress);
  return {
    maintainAspectRatio: false,
    interaction: { mode: 'index', intersect: false },
    plugins: {
      legend: {
        position: 'bottom',
        labels: { color: colors.text, boxWidth: 12, boxHeight: 12, usePointStyle: false },
      },
      tooltip: {
        callbacks: {
          label: (item: TooltipItem) => {
            const value = item.parsed.y;
            if (value === null) return '';
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
