export { customerOrdersRoutes } from './customer-orders.routes';
export { orderBonusRoutes } from './order-bonus.routes';
export { findBySlug, findOrderById, type OrderRow } from './orders.repo';
export { ordersRoutes } from './orders.routes';
export { toOrder, toOrderFor, withoutGuestDetails } from './orders.service';
