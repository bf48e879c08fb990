/** The section's views and their addresses under the console. */
export const STATISTICS_BASE = '/user/app/statistics';
export const STATISTICS_PATHS = {
  overview: STATISTICS_BASE,
  compare: `${STATISTICS_BASE}/compare`,
  topics: `${STATISTICS_BASE}/topics`,
  sales: `${STATISTICS_BASE}/sales`,
} as const;
export type StatisticsView = keyof typeof STATISTICS_PATHS;

/** One metric's page, opened from the overview (not a tab of its own). */
export const metricPath = (metricId: string) => `${STATISTICS_BASE}/metric/${encodeURIComponent(metricId)}`;

/** The view an address shows. */
export function viewOf(pathname: string): StatisticsView | 'metric' {
  const rest = pathname.replace(/\/+$/, '').slice(STATISTICS_BASE.length);
  if (rest === '/compare') return 'compare';
  if (rest === '/topics') return 'topics';
  if (rest === '/sales') return 'sales';
  if (rest.startsWith('/metric/')) return 'metric';
  return 'overview';
}
