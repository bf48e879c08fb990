import { type ReactElement, StrictMode } from 'react';
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

/** The app for the page at `pathname`: a standalone guest page needs no routing code. */
export type PickApp = (pathname: string) => Promise<ReactElement>;

/** The main build's choice: a standalone guest page without the router, every other page with it. */
export const anyPage: PickApp = async (pathname) => {
  const standalone = findStandalonePage(standalonePages, pathname);
  return standalone
    ? import('./standalone-app').then((m) => m.standaloneApp(standalone.page, standalone.params))
    : import('./routed-app').then((m) => m.routedApp());
};

/**
 * The guest build's (guest-main.tsx): only standalone guest pages, the only pages the server
 * sends it for (apps/api/src/modules/qr-info/qr-pages.ts).
 */
export const standaloneOnly: PickApp = async (pathname) => {
  const standalone = findStandalonePage(standalonePages, pathname);
  if (!standalone) throw new Error(`the guest build has no page at ${pathname}`);
  return import('./standalone-app').then((m) => m.standaloneApp(standalone.page, standalone.params));
};

/**
 * SPEC point 4, after the `?reset` check of boot.ts:
 * 1. open the app's own storage and load its data (logged and retried on failure; non-object → {});
 * 2. restore the saved client state (and with it the language);
 * 3. create the app — router, store, tour, toasts, captcha, queries — and mount (PrimeReact is
 *    configured by the pages that use it: console-kit.ts).
 */
export async function start(rootElement: HTMLElement, pickApp: PickApp): Promise<void> {
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
  const app = await pickApp(window.location.pathname);
  await styles;
  createRoot(rootElement).render(<StrictMode>{app}</StrictMode>);
}
