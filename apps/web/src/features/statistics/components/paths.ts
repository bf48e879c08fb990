/** The section's views and their addresses under the console. */
export const STATISTICS_BASE = '/user/app/statistics';
export const STATISTICS_PATHS = {
  overview: STATISTICS_BASE,
  compare: `${STATISTICS_BASE}/compare`,
  sales: `${STATISTICS_BASE}/sales`,
} as const;
export type StatisticsView = keyof typeof STATISTICS_PATHS;

/** The view an address shows. */
export function viewOf(pathname: string): StatisticsView {
  const rest = pathname.replace(/\/+$/, '').slice(STATISTICS_BASE.length);
  if (rest === '/compare') return 'compare';
  if (rest === '/sales') return 'sales';
  return 'overview';
}
