import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/lib/title';

/** The member's notification settings, inside the console layout. */
export const notificationsRoutes: RouteObject[] = [
  {
    path: 'notifications',
    handle: { title: 'notifications:title' } satisfies RouteHandle,
    lazy: () =>
      import('./routes/notification-settings-page').then((m) => ({ Component: m.NotificationSettingsPage })),
  },
];
