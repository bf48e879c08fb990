export { rebuildRatingRollups } from './ratings';
export { statsRoutes } from './stats.routes';
