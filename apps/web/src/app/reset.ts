import { api } from '@/lib/api-client';

/** `?reset` (any value) wipes everything this site keeps in the browser (SPEC point 2). */
export const RESET_PARAM = 'reset';

export function hasResetParam(href: string): boolean {
  return new URL(href).searchParams.has(RESET_PARAM);
}

export function withoutResetParam(href: string): string {
  const url = new URL(href);
  url.searchParams.delete(RESET_PARAM);
  return url.pathname + url.search + url.hash;
}

/** Expires every cookie script can see, on every path and domain it may have been set with. */
export function clearCookies(doc: Document = document, location: Location = window.location): void {
  const names = doc.cookie
    .split(';')
    .map((part) => part.split('=')[0]?.trim())
    .filter((name): name is string => Boolean(name));
  const segments = location.pathname.split('/').filter(Boolean);
  const paths = ['/', ...segments.map((_, i) => `/${segments.slice(0, i + 1).join('/')}`)];
  const labels = location.hostname.split('.');
  const domains = ['', ...labels.slice(0, -1).map((_, i) => labels.slice(i).join('.'))];
  for (const name of names) {
    for (const path of paths) {
      for (const domain of domains) {
        doc.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=${path}${domain ? `; domain=${domain}` : ''}`;
      }
    }
  }
}

function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onerror = () => resolve();
    // Another tab holds it open: it goes as soon as that tab closes or reloads.
    request.onblocked = () => resolve();
  });
}

async function settle(task: () => Promise<unknown> | unknown): Promise<void> {
  try {
    await task();
  } catch {
    // Each store is cleared on its own: one failing must not keep the others.
  }
}

/**
 * Clears cookies (after ending the server session and the guest identity, whose httpOnly cookies
 * only the server can expire), both storages, every IndexedDB database, caches, service workers.
 */
export async function clearClientData(): Promise<void> {
  await settle(() => api.post('/logout', undefined, { quiet: true }));
  await settle(() => api.post('/customer/forget', undefined, { quiet: true }));
  await settle(() => clearCookies());
  await settle(() => localStorage.clear());
  await settle(() => sessionStorage.clear());
  await settle(async () => {
    const databases = (await indexedDB.databases?.()) ?? [];
    await Promise.all(databases.map((db) => (db.name ? deleteDatabase(db.name) : undefined)));
  });
  await settle(async () => {
    if (!('caches' in window)) return;
    const keys = await caches.keys();
    await Promise.all(keys.map((key) => caches.delete(key)));
  });
  await settle(async () => {
    if (!('serviceWorker' in navigator)) return;
    const registrations = await navigator.serviceWorker.getRegistrations();
    await Promise.all(registrations.map((registration) => registration.unregister()));
  });
}

/**
 * The first thing the app does: with `?reset`, wipe, drop the parameter and reload.
 * Resolves true when a reload is under way (the caller must not start the app).
 */
export async function handleResetParam(
  reload: () => void = () => window.location.reload(),
): Promise<boolean> {
  if (!hasResetParam(window.location.href)) return false;
  await clearClientData();
  window.history.replaceState(window.history.state, '', withoutResetParam(window.location.href));
  reload();
  return true;
}
