import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/lib/title';

/**
 * SPEC point 2 `/:slug/admin/orders`: the administrator's live orders board (not translated),
 * mounted by the app's router under /user/online-menu with the console kit.
 */
export const ordersBoardRoute: RouteObject = {
  path: ':slug/admin/orders',
  handle: { title: 'common:titles.adminOrders', translated: false } satisfies RouteHandle,
  lazy: () => import('./board/board-page').then((m) => ({ Component: m.OrdersBoardPage })),
};
