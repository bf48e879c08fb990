import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/lib/title';

/** A menu's analytics, inside the console layout (/user/app/menus/:slug/analytics). */
export const menuStatsRoutes: RouteObject[] = [
  {
    path: 'menus/:slug/analytics',
    handle: { title: 'menu-stats:title' } satisfies RouteHandle,
    lazy: () => import('./routes/menu-analytics-page').then((m) => ({ Component: m.MenuAnalyticsPage })),
  },
];
