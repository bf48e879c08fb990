import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { i18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { ToastProvider } from '@/lib/toast';
import { TourProvider } from '@/lib/tour';
import enErrors from '../../../api/src/modules/i18n/locales/en/errors.json';

/**
 * Adds a feature's English pack (`import enX from '…/locales/en/x.json'`) for its tests, with the
 * `errors` pack every feature shows its error messages from.
 */
export function addEnglishPack(namespace: string, pack: object) {
  i18n.addResourceBundle('en', namespace, pack, true, true);
  i18n.addResourceBundle('en', 'errors', enErrors, true, true);
}

function renderRouter(routes: RouteObject[], path: string, wrap: (router: ReactNode) => ReactNode) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      {wrap(<RouterProvider router={router} />)}
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

/** Renders routes at `path` with a fresh query client (no retries) and the app's guided tour — what a visitor would see. */
export function renderRoutes(routes: RouteObject[], path: string) {
  return renderRouter(routes, path, (router) => <TourProvider>{router}</TourProvider>);
}

function HydrateFallback() {
  return null;
}

/** Renders a feature's routes under /user/app at `path`, with the app's providers (query client, toasts). */
export function renderAt(children: RouteObject[], path: string) {
  return renderRouter([{ path: '/user/app', HydrateFallback, children }], path, (router) => (
    <ToastProvider>{router}</ToastProvider>
  ));
}

export function renderWithQuery(ui: ReactElement) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  return { ...render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>), queryClient };
}
