/**
 * The metrics module: feedback metrics, the review sites they link and their QR stickers. What
 * other modules may use. A guest's rating reads the metric, its place and tables from the
 * process's snapshot (`app.metricSnapshots.current(slug)`, no statement while the change feed
 * vouches for it) and names its table with `tableOf`.
 */

export { defaultMetricFor, readyMadeMetric } from './metrics.ready-made';
export { findMetricById, findMetricBySlug, type MetricRow } from './metrics.repo';
export { metricsRoutes } from './metrics.routes';
export { metricsPlugin } from './plugin';
export { type MetricSnapshot, type SnapshotTable, tableOf } from './public-snapshot';
export type { MetricSnapshots } from './public-snapshots';
export { metricTranslatableTexts } from './translatable-texts';
