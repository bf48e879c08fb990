import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/lib/title';

/** The staff list, inside the console layout (/user/app/users). */
export const usersRoutes: RouteObject[] = [
  {
    path: 'users',
    handle: { title: 'users:title' } satisfies RouteHandle,
    lazy: () => import('./routes/users-page').then((m) => ({ Component: m.UsersPage })),
  },
];
