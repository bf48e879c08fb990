export { liveRoutes } from './live.routes';
