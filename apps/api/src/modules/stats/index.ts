export { rebuildRatingRollups } from './ratings';
export { rebuildSalesRollups } from './sales/rebuild';
export { statsRoutes } from './stats.routes';
