/** The notifications module: each staff member's bell and their choice of what they are told. What other modules may use. */

export { notificationsRoutes } from './notifications.routes';
