import type { chartColors } from '@/lib/chart-colors';

type Colors = ReturnType<typeof chartColors>;

/**
 * The options every stacked bar chart of the section shares: counts from zero on the value axis,
 * the legend below, all of a bar's parts in one tooltip. `across` lays the bars on their side
 * (`labels` then on the vertical axis); `maxTicks` thins a time axis.
 */
export function stackedBarOptions(
  colors: Colors,
  { across = false, maxTicks }: { across?: boolean; maxTicks?: number } = {},
) {
  const counts = {
    stacked: true,
    beginAtZero: true,
    ticks: { color: colors.text, precision: 0 },
    grid: { color: colors.grid },
  };
  const labels = {
    stacked: true,
    ticks: {
      color: colors.text,
      ...(maxTicks ? { maxTicksLimit: maxTicks } : {}),
      ...(across ? {} : { maxRotation: 0 }),
    },
    grid: { display: false },
  };
  return {
    ...(across ? { indexAxis: 'y' as const } : {}),
    maintainAspectRatio: false,
    interaction: { mode: 'index' as const, intersect: false },
    plugins: { legend: { position: 'bottom' as const, labels: { color: colors.text, boxWidth: 12 } } },
    scales: across ? { x: counts, y: labels } : { x: labels, y: counts },
  };
}
