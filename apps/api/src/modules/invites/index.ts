export { invitesRoutes } from './invites.routes';
