import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/lib/title';

/** Which waiter serves which tables, inside the console layout (/user/app/tables/waiters). */
export const waitersRoutes: RouteObject[] = [
  {
    path: 'tables/waiters',
    handle: { title: 'waiters:title' } satisfies RouteHandle,
    lazy: () => import('./routes/waiters-page').then((m) => ({ Component: m.WaitersPage })),
  },
];
