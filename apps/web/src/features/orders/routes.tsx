import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/lib/title';

/** The orders section inside the console layout (/user/app/orders…). */
export const ordersRoutes: RouteObject[] = [
  {
    path: 'orders',
    handle: { title: 'orders:title' } satisfies RouteHandle,
    lazy: () => import('./routes/orders-page').then((m) => ({ Component: m.OrdersPage })),
  },
  {
    path: 'orders/board/:slug',
    handle: { title: 'common:titles.adminOrders' } satisfies RouteHandle,
    lazy: () => import('./routes/board-redirect').then((m) => ({ Component: m.BoardRedirect })),
  },
  {
    path: 'orders/:slug',
    handle: { title: 'orders:title' } satisfies RouteHandle,
    lazy: () => import('./routes/order-page').then((m) => ({ Component: m.OrderPage })),
  },
];
