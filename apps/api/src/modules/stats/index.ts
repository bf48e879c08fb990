export { statsRoutes } from './stats.routes';
