/** The notifications module: each staff member's bell and their choice of what they are told. What other modules may use. */

// The reviews section's count in the console menu (GET /profile/menu).
import './reviews-badge';

export { notificationsRoutes } from './notifications.routes';
