import { useSyncExternalStore } from 'react';
import { withVersionQuery } from './app-version';

/** Where the guest menu lives; the worker controls only these pages. */
export const MENU_SCOPE = '/user/online-menu/';

interface ServedFromCache {
  type: 'gl-served-from-cache';
  slug: string | null;
  savedAt: string;
}

/** Menus (by slug) the worker answered from its saved copy during this page's life. */
const servedFromCache = new Map<string, string>();
const listeners = new Set<() => void>();
let listening = false;

function isServedFromCache(data: unknown): data is ServedFromCache {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as ServedFromCache).type === 'gl-served-from-cache' &&
    typeof (data as ServedFromCache).savedAt === 'string'
  );
}

/** Records a menu answered from the saved copy (the worker's message); exported for tests. */
export function noteServedFromCache(slug: string, savedAt: string): void {
  servedFromCache.set(slug, savedAt);
  for (const listener of listeners) listener();
}

/** A fresh answer from the network ends the offline notice for that menu. */
export function noteServedFresh(slug: string): void {
  if (!servedFromCache.delete(slug)) return;
  for (const listener of listeners) listener();
}

function listen(container: ServiceWorkerContainer): void {
  if (listening) return;
  listening = true;
  container.addEventListener('message', (event: MessageEvent) => {
    if (isServedFromCache(event.data) && event.data.slug) {
      noteServedFromCache(event.data.slug, event.data.savedAt);
    }
  });
  // Messages sent before this listener existed were queued; this lets them through.
  container.startMessages();
}

/**
 * Registers /sw.js for the guest menu: production builds only, and only on menu pages, so the
 * staff console is never served from a cache. The script's address carries the build's version
 * query: a new release is a new worker at once, not whenever the browser next checks.
 */
export function registerMenuServiceWorker(pathname = window.location.pathname): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  if (!pathname.startsWith(MENU_SCOPE)) return;
  listen(navigator.serviceWorker);
  const register = () => {
    navigator.serviceWorker.register(withVersionQuery('/sw.js'), { scope: MENU_SCOPE }).catch(() => {
      // No offline copy this time; the menu itself works the same.
    });
  };
  // After the page has loaded, so installing never competes with the first paint.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The ISO time of the saved menu copy being shown, or null when the menu came from the network. */
export function useServedFromCache(slug: string): string | null {
  return useSyncExternalStore(
    subscribe,
    () => servedFromCache.get(slug) ?? null,
    () => null,
  );
}
