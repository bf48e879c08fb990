import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { createQueryClient } from '@/lib/query-client';
import { TitleManager } from '@/lib/route-title';
import { INITIAL_STATE, useAppStore } from '@/lib/store';
import { TourProvider } from '@/lib/tour';
import { addEnglishPack } from '@/test/render';
import enGuestMenu from '../../../../../api/src/modules/i18n/locales/en/guest-menu.json';
import enGuestWaiter from '../../../../../api/src/modules/i18n/locales/en/guest-waiter.json';
import { onlineMenuRoutes } from '../routes';

function HydrateFallback() {
  return null;
}

/** The pages with the app's document title keeper, as the app's router has it. */
function TitledPages() {
  return (
    <>
      <TitleManager />
      <Outlet />
    </>
  );
}

/** Renders the guest menu app at `path` as a guest's phone would (tour already seen unless asked). */
export function renderMenuApp(path: string, options: { tourSeen?: boolean } = {}) {
  addEnglishPack('guest-menu', enGuestMenu);
  addEnglishPack('guest-waiter', enGuestWaiter);
  if (options.tourSeen !== false) {
    useAppStore.setState({ toursSeen: { 'online-menu': '2025-01-01T00:00:00.000Z' } });
  }
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const router = createMemoryRouter(
    [{ path: '/user/online-menu', HydrateFallback, element: <TitledPages />, children: onlineMenuRoutes }],
    {
      initialEntries: [path],
    },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <TourProvider>
        <RouterProvider router={router} />
      </TourProvider>
    </QueryClientProvider>,
  );
  return { ...view, router };
}

export function resetStore() {
  useAppStore.setState({ ...INITIAL_STATE });
}
