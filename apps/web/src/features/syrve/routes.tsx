import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/lib/title';

/** A menu's Syrve POS mapping, inside the console layout (/user/app/menus/:slug/pos). */
export const syrveRoutes: RouteObject[] = [
  {
    path: 'menus/:slug/pos',
    handle: { title: 'syrve:title' } satisfies RouteHandle,
    lazy: () => import('./routes/syrve-page').then((m) => ({ Component: m.SyrvePage })),
  },
];
