import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/lib/title';

/** The signed-in user's profile, inside the console layout (/user/app/profile). */
export const profileRoutes: RouteObject[] = [
  {
    path: 'profile',
    handle: { title: 'profile:title' } satisfies RouteHandle,
    lazy: () => import('./routes/profile-page').then((m) => ({ Component: m.ProfilePage })),
  },
];
