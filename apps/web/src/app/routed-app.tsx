// Every routed page may show the icon font; the standalone guest pages draw their few icons.
import 'primeicons/primeicons.css';
import type { ReactElement } from 'react';
import { RouterProvider } from 'react-router';
import { AppProviders } from './App';
import { createAppRouter } from './router';

type AppRouter = ReturnType<typeof createAppRouter>;

function routerReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Every page but the standalone guest pages: the router's app. It is returned once the route's
 * code is in, so the first render replaces a pre-rendered guest page (or the boot spinner) with
 * the page itself in one step, instead of a loader in between.
 */
export async function routedApp(): Promise<ReactElement> {
  const router = createAppRouter();
  await routerReady(router);
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
