import {
  createBrowserRouter,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
  redirect,
} from 'react-router';
import { PageLoader } from '@/components/ui/PageLoader';
import { assistantRoute } from '@/features/assistant/routes';
import { notFoundRoute } from '@/features/not-found/routes';
import { onlineMenuRoutes } from '@/features/online-menu/routes';
import { ordersBoardRoute } from '@/features/orders/board-route';
import { publicPageRoutes, shortLinkRoute } from '@/features/public-pages/routes';
import { qrPageRoutes } from '@/features/qr-page/routes';
import { ratingRoutes } from '@/features/rating/routes';
import { surveyAnsweringRoutes } from '@/features/survey-answering/routes';
import { loadAllNamespaces } from '@/lib/i18n';
import type { RouteHandle } from '@/lib/title';
import { RootLayout } from './RootLayout';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { withConsoleKit } from './with-console-kit';

export const CONSOLE_BASE = '/user/app';
export const CONSOLE_ROUTE_ID = 'console';
export const ROOT_ROUTE_ID = 'root';
const toNotFound = () => redirect('/not-found');
// Redirect-only routes render nothing; `element: null` says so (no empty-leaf warning).
const notFound = { loader: toNotFound, element: null };

/**
 * The three trees of ARCHITECTURE "Web routes". The staff console is not part of this table:
 * the first navigation under /user/app (which until then only the root splat matches, and a
 * match with params makes the router ask patchRoutesOnNavigation) patches it in, so a customer
 * never downloads the console.
 */
export const routes: RouteObject[] = [
  {
    id: ROOT_ROUTE_ID,
    Component: RootLayout,
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback: () => <PageLoader fullScreen />,
    children: [
      { index: true, loader: () => redirect(`${CONSOLE_BASE}/`), element: null },
      {
        path: 'user/online-menu',
        children: [
          { index: true, ...notFound },
          ...onlineMenuRoutes,
          withConsoleKit(ordersBoardRoute),
          withConsoleKit(assistantRoute),
          { path: '*', ...notFound },
        ],
      },
      {
        path: 'user/p',
        children: [
          { index: true, ...notFound },
          ...ratingRoutes,
          ...surveyAnsweringRoutes,
          ...qrPageRoutes,
          ...publicPageRoutes.map(withConsoleKit),
          { path: '*', ...notFound },
        ],
      },
      withConsoleKit(shortLinkRoute),
      withConsoleKit(notFoundRoute),
      { path: '*', ...notFound },
    ],
  },
];

/**
 * Loads the console tree the first time a path under /user/app is visited. Once patched, only
 * unknown console paths come back here; a route with the same id is not added twice, and the
 * root splat then sends them to /not-found.
 */
export const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (path !== CONSOLE_BASE && !path.startsWith(`${CONSOLE_BASE}/`)) return;
  const [{ consoleChildren }] = await Promise.all([import('./console-tree'), loadAllNamespaces()]);
  patch(ROOT_ROUTE_ID, [
    {
      id: CONSOLE_ROUTE_ID,
      path: CONSOLE_BASE.slice(1),
      handle: { title: 'common:titles.console' } satisfies RouteHandle,
      children: consoleChildren,
    },
  ]);
};

export function createAppRouter() {
  return createBrowserRouter(routes, { patchRoutesOnNavigation });
}
