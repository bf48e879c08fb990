import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { appSettingsQuery } from '@/lib/captcha';
import { installGlobalErrorHandlers, logError } from '@/lib/error-log';
import { detectLanguage, namespacesForPath, setLanguage, syncLanguageCookie } from '@/lib/i18n';
import { loadFullStyles } from '@/lib/prerendered';
import { queryClient } from '@/lib/query-client';
import { findStandalonePage } from '@/lib/standalone-page';
import { loadStoredData, restoreState } from '@/lib/store';
import { loadConsentScript } from './consent';
import { registerAppEmbeds } from './embeds';
import { standalonePages } from './standalone-pages';

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
  registerAppEmbeds();
  const styles = loadFullStyles();

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
  // A standalone guest page needs no routing code; every other page gets the router's app.
  const standalone = findStandalonePage(standalonePages, window.location.pathname);
  const app = standalone
    ? await import('./standalone-app').then((m) => m.standaloneApp(standalone.page, standalone.params))
    : await import('./routed-app').then((m) => m.routedApp());
  await styles;
  createRoot(rootElement).render(<StrictMode>{app}</StrictMode>);
}
