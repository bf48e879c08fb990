import { createElement, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { appSettingsQuery } from '@/lib/captcha';
import { installGlobalErrorHandlers, logError } from '@/lib/error-log';
import { detectLanguage, namespacesForPath, setLanguage, syncLanguageCookie } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { loadStoredData, restoreState } from '@/lib/store';
import { App } from './App';
import { loadConsentScript } from './consent';
import { createAppRouter } from './router';

/**
 * SPEC point 4, after the `?reset` check of main.tsx:
 * 1. open the app's own storage and load its data (logged and retried on failure; non-object → {});
 * 2. restore the saved client state (and with it the language);
 * 3. create the app — router, store, tour, toasts, captcha, queries — and mount (PrimeReact is
 *    configured by the pages that use it: console-kit.ts).
 */
export async function start(rootElement: HTMLElement): Promise<void> {
  installGlobalErrorHandlers();
  loadConsentScript();

  await loadStoredData({
    onError: (error, attempt) => void logError(error, { info: `storage load failed (attempt ${attempt})` }),
  });

  await restoreState();
  syncLanguageCookie();
  await setLanguage(detectLanguage(), {
    remember: false,
    namespaces: namespacesForPath(window.location.pathname),
  });

  // The captcha's site key comes with the public settings; a token is fetched per action later.
  void queryClient.prefetchQuery(appSettingsQuery);
  const router = createAppRouter();
  // The first render waits for the route's code: it then replaces a pre-rendered guest page (or
  // the boot spinner) with the page itself in one step, instead of a loader in between.
  await routerReady(router);
  createRoot(rootElement).render(createElement(StrictMode, null, createElement(App, { router })));
}

function routerReady(router: ReturnType<typeof createAppRouter>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
