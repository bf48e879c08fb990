export { profileRoutes } from './profile.routes';
