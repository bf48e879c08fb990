import type { RouteObject } from 'react-router';
import './console-kit';
import { assistantConsoleRoutes } from '@/features/assistant/routes';
import { authRoutes } from '@/features/auth/routes';
import { companyRoutes } from '@/features/company/routes';
import { consoleRoutes } from '@/features/console/routes';
import { integrationsRoutes } from '@/features/integrations/routes';
import { inviteRoutes } from '@/features/invites/routes';
import { locationsRoutes } from '@/features/locations/routes';
import { mediaRoutes } from '@/features/media/routes';
import { menuContentRoutes } from '@/features/menu-content/routes';
import { menuStatsRoutes } from '@/features/menu-stats/routes';
import { menusRoutes } from '@/features/menus/routes';
import { metricsRoutes } from '@/features/metrics/routes';
import { notificationsRoutes } from '@/features/notifications/routes';
import { ordersRoutes } from '@/features/orders/routes';
import { paymentSettingsRoutes } from '@/features/payment-settings/routes';
import { profileRoutes } from '@/features/profile/routes';
import { qrPagesRoutes } from '@/features/qr-pages/routes';
import { reviewsRoutes } from '@/features/reviews/routes';
import { rolesRoutes } from '@/features/roles/routes';
import { statisticsRoutes } from '@/features/statistics/routes';
import { superAdminRoutes } from '@/features/super-admin/routes';
import { surveyResultsRoutes } from '@/features/surveys/results/routes';
import { surveysRoutes } from '@/features/surveys/routes';
import { syrveRoutes } from '@/features/syrve/routes';
import { tablesRoutes, tablesSheetRoutes } from '@/features/tables/routes';
import { translationsRoutes } from '@/features/translations/routes';
import { usersRoutes } from '@/features/users/routes';
import { waitersRoutes } from '@/features/waiters/routes';
import { queryClient } from '@/lib/query-client';
import { CURRENT_USER_KEY, currentUserQuery } from '@/lib/session';
import { ConsoleFrame } from './console-frame';
import { RequireCompleteUser } from './RequireCompleteUser';

/**
 * Children of /user/app, in their own chunk: the public auth pages (they send signed-in users
 * on themselves), then everything behind the guard inside the console layout.
 */
export const consoleChildren: RouteObject[] = [
  ...authRoutes,
  ...inviteRoutes,
  {
    id: 'console-guard',
    Component: RequireCompleteUser,
    // Knowing the user before the first render avoids a flash of the console or the sign-in page.
    // Every later page change reads the user again (GET /profile), so a role's new permissions
    // show on the next page: a removed section leaves the navigation and its page says so.
    // If that re-read fails (offline), the user already known stays.
    loader: async () => {
      if (queryClient.getQueryData(CURRENT_USER_KEY) === undefined) {
        await queryClient.ensureQueryData(currentUserQuery);
      } else {
        await queryClient.fetchQuery({ ...currentUserQuery, staleTime: 0 }).catch(() => null);
      }
      return null;
    },
    shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
      currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate,
    children: [
      // Pages made for paper: no navigation around them.
      ...tablesSheetRoutes,
      ...assistantConsoleRoutes,
      {
        Component: ConsoleFrame,
        children: [
          ...consoleRoutes,
          ...profileRoutes,
          ...usersRoutes,
          ...rolesRoutes,
          ...mediaRoutes,
          ...companyRoutes,
          ...locationsRoutes,
          ...tablesRoutes,
          ...menuContentRoutes,
          ...menuStatsRoutes,
          ...menusRoutes,
          ...ordersRoutes,
          ...metricsRoutes,
          ...reviewsRoutes,
          ...statisticsRoutes,
          ...surveysRoutes,
          ...surveyResultsRoutes,
          ...qrPagesRoutes,
          ...paymentSettingsRoutes,
          ...syrveRoutes,
          ...waitersRoutes,
          ...superAdminRoutes,
          ...notificationsRoutes,
          ...translationsRoutes,
          ...integrationsRoutes,
        ],
      },
    ],
  },
];
