import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { clearCookies, handleResetParam, hasResetParam, withoutResetParam } from './reset';

function openDatabase(name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(name, 1);
    request.onupgradeneeded = () => request.result.createObjectStore('keyval');
    request.onsuccess = () => {
      request.result.close();
      resolve();
    };
    request.onerror = () => reject(request.error);
  });
}

describe('?reset', () => {
  beforeEach(() => window.history.replaceState(null, '', '/user/online-menu/cafe?reset=1&table=4#top'));
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('is recognised with or without a value, and removed keeping the rest of the address', () => {
    expect(hasResetParam('https://x.test/user/app/?reset')).toBe(true);
    expect(hasResetParam('https://x.test/user/app/?resets=1')).toBe(false);
    expect(withoutResetParam('https://x.test/a?reset=1&table=4#top')).toBe('/a?table=4#top');
  });

  it('clears cookies, storages and databases, ends the session, drops the parameter and reloads', async () => {
    const { calls } = mockFetch({
      'POST /api/v1/logout': { body: { ok: true } },
      'POST /api/v1/customer/forget': { body: { ok: true } },
    });
    // biome-ignore lint/suspicious/noDocumentCookie: the test plants the cookies the reset must clear.
    document.cookie = 'consent=yes; path=/';
    // biome-ignore lint/suspicious/noDocumentCookie: the test plants the cookies the reset must clear.
    document.cookie = 'menu_cart=3; path=/';
    localStorage.setItem('k', 'v');
    sessionStorage.setItem('k', 'v');
    await openDatabase('guestloop');
    await openDatabase('other-db');
    const reload = vi.fn();

    await expect(handleResetParam(reload)).resolves.toBe(true);

    expect(calls.map((c) => `${c.method} ${c.url}`)).toContain('POST /api/v1/logout');
    // The guest's identity cookie is httpOnly: only the server can make the browser forget it.
    expect(calls.map((c) => `${c.method} ${c.url}`)).toContain('POST /api/v1/customer/forget');
    expect(document.cookie).toBe('');
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(await indexedDB.databases()).toEqual([]);
    expect(window.location.search).toBe('?table=4');
    expect(window.location.hash).toBe('#top');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('does nothing without the parameter', async () => {
    window.history.replaceState(null, '', '/user/app/');
    localStorage.setItem('k', 'v');
    const reload = vi.fn();
    await expect(handleResetParam(reload)).resolves.toBe(false);
    expect(localStorage.getItem('k')).toBe('v');
    expect(reload).not.toHaveBeenCalled();
    localStorage.clear();
  });

  it('still clears the rest when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
    localStorage.setItem('k', 'v');
    await handleResetParam(() => {});
    expect(localStorage.length).toBe(0);
  });

  it('expires cookies set on sub-paths too', () => {
    window.history.replaceState(null, '', '/user/online-menu/cafe');
    // biome-ignore lint/suspicious/noDocumentCookie: the test plants the cookies the reset must clear.
    document.cookie = 'deep=1; path=/user/online-menu';
    expect(document.cookie).toContain('deep=1');
    clearCookies();
    expect(document.cookie).toBe('');
  });
});
