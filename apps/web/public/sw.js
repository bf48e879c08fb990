/* Guestloop service worker for the guest menu (/user/online-menu/). Plain JS, no build step.
 * - App shell: pages under the menu answer network-first, falling back to the saved index.html;
 *   hashed files under /assets/ are cached on first use (they never change).
 * - Public menu JSON: network-first; offline, the last saved copy answers with `x-gl-cache:
 *   <ISO time it was saved>` and the page is told so by a message.
 * - Menu images (/api/v1/uploads/): cache-first, at most IMAGE_LIMIT entries. */
const VERSION = 'v1';
const SHELL = `gl-shell-${VERSION}`;
const ASSETS = `gl-assets-${VERSION}`;
const DATA = `gl-menu-data-${VERSION}`;
const IMAGES = `gl-menu-images-${VERSION}`;
const KEEP = [SHELL, ASSETS, DATA, IMAGES];
const IMAGE_LIMIT = 150;
const ASSET_LIMIT = 120;
const MENU_SCOPE = '/user/online-menu/';
const SAVED_AT = 'x-gl-saved-at';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL)
      .then((cache) => cache.add(new Request('/index.html', { cache: 'reload' })))
      .catch(() => undefined)
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names.filter((n) => n.startsWith('gl-') && !KEEP.includes(n)).map((n) => caches.delete(n)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

async function trim(cacheName, limit) {
  const cache = await caches.open(cacheName);
  const keys = await cache.keys();
  // Cache keys keep insertion order: the oldest go first.
  for (const request of keys.slice(0, Math.max(0, keys.length - limit))) await cache.delete(request);
}

async function stamped(response) {
  const headers = new Headers(response.headers);
  headers.set(SAVED_AT, new Date().toISOString());
  const body = await response.blob();
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

async function notify(clientId, message) {
  const client = clientId ? await self.clients.get(clientId) : undefined;
  if (client) client.postMessage(message);
}

async function shell(request) {
  try {
    const response = await fetch(request);
    if (response.ok) {
      const cache = await caches.open(SHELL);
      await cache.put('/index.html', response.clone());
    }
    return response;
  } catch (error) {
    const cached = await caches.match('/index.html', { cacheName: SHELL });
    if (cached) return cached;
    throw error;
  }
}

async function asset(request) {
  const cached = await caches.match(request, { cacheName: ASSETS });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const cache = await caches.open(ASSETS);
    await cache.put(request, response.clone());
    void trim(ASSETS, ASSET_LIMIT);
  }
  return response;
}

async function menuData(event, slug) {
  const { request } = event;
  const key = request.url;
  try {
    const response = await fetch(request);
    if (response.ok) {
      // Saved after answering, so the page never waits for the cache write.
      const copy = response.clone();
      event.waitUntil(caches.open(DATA).then(async (cache) => cache.put(key, await stamped(copy))));
    }
    return response;
  } catch (error) {
    const cached = await caches.match(key, { cacheName: DATA });
    if (!cached) throw error;
    const savedAt = cached.headers.get(SAVED_AT) || '';
    const headers = new Headers(cached.headers);
    headers.set('x-gl-cache', savedAt);
    await notify(event.clientId, { type: 'gl-served-from-cache', slug, savedAt });
    return new Response(await cached.blob(), { status: 200, headers });
  }
}

async function image(request) {
  const cached = await caches.match(request, { cacheName: IMAGES });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const cache = await caches.open(IMAGES);
    await cache.put(request, response.clone());
    void trim(IMAGES, IMAGE_LIMIT);
  }
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  const path = url.pathname;

  if (request.mode === 'navigate') {
    if (path.startsWith(MENU_SCOPE)) event.respondWith(shell(request));
    return;
  }
  if (path.startsWith('/assets/')) {
    event.respondWith(asset(request));
    return;
  }
  const menu = /^\/api\/v1\/online-menu\/public\/([^/]+)$/.exec(path);
  if (menu) {
    event.respondWith(menuData(event, decodeURIComponent(menu[1])));
    return;
  }
  // The table lookup and the language pack behave like the menu: fresh when possible, saved offline.
  if (path.startsWith('/api/v1/horeca/public/groups/') || path.startsWith('/api/v1/translation/')) {
    event.respondWith(menuData(event, null));
    return;
  }
  if (path.startsWith('/api/v1/uploads/')) event.respondWith(image(request));
});
