import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, vi } from 'vitest';

// The files of a worker share one page (the web project runs without isolation: a fresh jsdom
// and a fresh React per file cost more than most files' tests). What a file may leave behind is
// reset before the next one: the app's own modules (their caches, the language), the storages,
// the cookies and the page's attributes.
vi.resetModules();
globalThis.indexedDB = new IDBFactory();
localStorage.clear();
sessionStorage.clear();
for (const cookie of document.cookie.split(';')) {
  const name = cookie.split('=')[0]?.trim();
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom's cookie jar is emptied only this way
  if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}
document.documentElement.removeAttribute('lang');
document.documentElement.removeAttribute('dir');
document.title = '';
window.history.replaceState(null, '', '/');

// Lazy routes and chunks load slower on a busy CI machine than on a laptop: a screen that shows
// within five seconds is a pass, the default one second made load, not bugs, fail tests.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
