import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/lib/title';

/** Online menus inside the console layout (/user/app/menus…). */
export const menusRoutes: RouteObject[] = [
  {
    path: 'menus',
    handle: { title: 'menus:title' } satisfies RouteHandle,
    lazy: () => import('./routes/menus-page').then((m) => ({ Component: m.MenusPage })),
  },
  {
    path: 'menus/:slug',
    handle: { title: 'menus:editor.title' } satisfies RouteHandle,
    lazy: () => import('./routes/menu-page').then((m) => ({ Component: m.MenuPage })),
  },
];
