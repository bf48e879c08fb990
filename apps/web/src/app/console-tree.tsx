import type { RouteObject } from 'react-router';
import { authRoutes } from '@/features/auth/routes';
import { ConsoleLayout, consoleRoutes } from '@/features/console/routes';
import { profileRoutes } from '@/features/profile/routes';
import { queryClient } from '@/lib/query-client';
import { currentUserQuery } from '@/lib/session';
import { RequireCompleteUser } from './RequireCompleteUser';

/**
 * Children of /user/app, in their own chunk: the public auth pages (they send signed-in users
 * on themselves), then everything behind the guard inside the console layout.
 */
export const consoleChildren: RouteObject[] = [
  ...authRoutes,
  {
    id: 'console-guard',
    Component: RequireCompleteUser,
    // Knowing the user before the first render avoids a flash of the console or the sign-in page.
    loader: async () => {
      await queryClient.ensureQueryData(currentUserQuery);
      return null;
    },
    children: [{ Component: ConsoleLayout, children: [...consoleRoutes, ...profileRoutes] }],
  },
];
