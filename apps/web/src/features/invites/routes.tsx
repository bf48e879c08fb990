import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/lib/title';

/** The public invitation page, relative to /user/app (outside the console guard). */
export const inviteRoutes: RouteObject[] = [
  {
    path: 'invite/:code',
    handle: { title: 'invites:title' } satisfies RouteHandle,
    lazy: () => import('./routes/invite-page').then((m) => ({ Component: m.InvitePage })),
  },
];
