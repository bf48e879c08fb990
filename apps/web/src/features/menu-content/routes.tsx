import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/lib/title';

/** Custom pages of a menu, privacy policies and short routes, inside the console layout. */
export const menuContentRoutes: RouteObject[] = [
  {
    path: 'menus/:slug/pages',
    handle: { title: 'menu-content:pages.title' } satisfies RouteHandle,
    lazy: () => import('./routes/menu-pages-page').then((m) => ({ Component: m.MenuPagesPage })),
  },
  {
    path: 'privacy-policies',
    handle: { title: 'menu-content:policies.title' } satisfies RouteHandle,
    lazy: () => import('./routes/privacy-policies-page').then((m) => ({ Component: m.PrivacyPoliciesPage })),
  },
  {
    path: 'short-routes',
    handle: { title: 'menu-content:shortRoutes.title' } satisfies RouteHandle,
    lazy: () => import('./routes/short-routes-page').then((m) => ({ Component: m.ShortRoutesPage })),
  },
];
