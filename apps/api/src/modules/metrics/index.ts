/** The metrics module: feedback metrics, the review sites they link and their QR stickers. What other modules may use. */

export { defaultMetricFor, readyMadeMetric } from './metrics.ready-made';
export { findMetricById, findMetricBySlug, type MetricRow } from './metrics.repo';
export { metricsRoutes } from './metrics.routes';
