// The orders section's count of new orders in the console menu (GET /profile/menu).
import './new-orders-badge';

export { customerOrdersRoutes } from './customer-orders.routes';
export { orderBonusRoutes } from './order-bonus.routes';
export { findBySlug, findOrderById, type OrderRow, recentOrders } from './orders.repo';
export { ordersRoutes } from './orders.routes';
export { toOrder, toOrderFor, withoutGuestDetails } from './orders.service';
export { recentGuestContacts } from './recent-guests.repo';
