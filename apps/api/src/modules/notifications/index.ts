/** The notifications module: each staff member's bell and their choice of what they are told. What other modules may use. */

/** What a member was told of, as the `staff.notified` event carries it to outside channels. */
export type { StaffAlert } from './notifications.events';
export { notificationsRoutes } from './notifications.routes';
