import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/lib/title';

/** Roles and their permissions, inside the console layout (/user/app/roles). */
export const rolesRoutes: RouteObject[] = [
  {
    path: 'roles',
    handle: { title: 'roles:title' } satisfies RouteHandle,
    lazy: () => import('./routes/roles-page').then((m) => ({ Component: m.RolesPage })),
  },
];
