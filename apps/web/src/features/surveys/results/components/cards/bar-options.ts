import type { chartColors } from '@/lib/chart-colors';

type Colors = ReturnType<typeof chartColors>;

/** A bar chart of counts: across (options as rows) or upright (scores along the axis); no legend. */
export function countBarOptions(colors: Colors, { across }: { across: boolean }) {
  const counts = {
    beginAtZero: true,
    ticks: { color: colors.text, precision: 0 },
    grid: { color: colors.grid },
  };
  const labels = { ticks: { color: colors.text, maxRotation: 0 }, grid: { display: false } };
  return {
    ...(across ? { indexAxis: 'y' as const } : {}),
    maintainAspectRatio: false,
    plugins: { legend: { display: false } },
    scales: across ? { x: counts, y: labels } : { x: labels, y: counts },
  };
}
