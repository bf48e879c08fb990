/** Rating statistics: routes, and the rebuild of their rollups. */
export { ratingStatsRoutes } from './rating-stats.routes';
export { rebuildRatingRollups } from './rebuild';
