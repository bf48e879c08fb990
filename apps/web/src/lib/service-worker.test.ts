import { afterEach, describe, expect, it, vi } from 'vitest';
import { VERSION_STAMP } from './app-version';
import { registerMenuServiceWorker } from './service-worker';

function fakeServiceWorkers() {
  const register = vi.fn(() => Promise.resolve({}));
  const container = Object.assign(new EventTarget(), { register, startMessages: vi.fn() });
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  return register;
}

describe('the guest menu service worker', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it("is registered with the build's version query, so a release replaces it at once", () => {
    vi.stubEnv('PROD', true);
    const register = fakeServiceWorkers();
    registerMenuServiceWorker('/user/online-menu/linden-cafe');
    expect(register).toHaveBeenCalledWith(`/sw.js?v=${encodeURIComponent(VERSION_STAMP)}`, {
      scope: '/user/online-menu/',
    });
  });

  it('is not registered for the staff console', () => {
    vi.stubEnv('PROD', true);
    const register = fakeServiceWorkers();
    registerMenuServiceWorker('/user/app/menus');
    expect(register).not.toHaveBeenCalled();
  });
});
