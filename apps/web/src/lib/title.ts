import { PRODUCT_NAME } from '@guestloop/contracts';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Route titles: a route declares `handle: { title: 'ns:key' }` (an i18n key); the deepest
 * matched route with a title wins. A page whose title depends on data calls
 * `usePageTitle(text)`, which overrides the route title while the page is mounted.
 */
export interface RouteHandle {
  title?: string;
  /** SPEC point 2 "requires sign-in" (customer routes). */
  requiresSignIn?: boolean;
  /** SPEC point 2 "not translated": content shown as written, never machine-translated. */
  translated?: false;
}

export function formatTitle(title?: string | null): string {
  const text = title?.trim();
  return text ? `${text} · ${PRODUCT_NAME}` : PRODUCT_NAME;
}

// The override lives outside React: a child page's effect runs before useDocumentTitle's.
let override: string | null = null;
const listeners = new Set<() => void>();

function setOverride(value: string | null) {
  override = value;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Dynamic page title (e.g. the menu's name); undefined/empty keeps the route title. */
export function usePageTitle(text: string | null | undefined): void {
  useEffect(() => {
    if (!text) return;
    setOverride(text);
    return () => setOverride(null);
  }, [text]);
}

export function routeTitleKey(matches: ReadonlyArray<{ handle?: unknown }>): string | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.title) return handle.title;
  }
  return undefined;
}

/**
 * Keeps document.title in step with the page's title key, the dynamic override and the language.
 * The router's pages pass their deepest route title (route-title.tsx); a page mounted
 * without the router passes its own.
 */
export function useDocumentTitle(titleKey: string | undefined): void {
  const { t } = useTranslation();
  const current = useSyncExternalStore(subscribe, () => override);
  const title = current ?? (titleKey ? t(titleKey) : undefined);

  useEffect(() => {
    document.title = formatTitle(title);
  }, [title]);
}
