import { TRANSLATION_ARRAY_CACHE_MAX_AGE_MS } from '@guestloop/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { invalidateApiCache } from './api-client';
import { getCurrentLanguage } from './current-language';
import {
  detectLanguage,
  flushMissingKeyReports,
  i18n,
  loadAllNamespaces,
  MISSING_FLUSH_MS,
  namespacesForPath,
  resetMissingKeyReports,
  setLanguage,
} from './i18n';
import { INITIAL_STATE, useAppStore } from './store';

function browserLanguages(languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

describe('language detection', () => {
  beforeEach(() => useAppStore.setState(INITIAL_STATE));
  afterEach(() => vi.restoreAllMocks());

  it('prefers the stored choice', () => {
    browserLanguages(['de-DE']);
    useAppStore.setState({ language: 'uk' });
    expect(detectLanguage()).toBe('uk');
  });

  it("otherwise takes the browser's first supported language", () => {
    browserLanguages(['ja-JP', 'pl-PL', 'de']);
    expect(detectLanguage()).toBe('pl');
  });

  it('maps BCP-47 tags to the product codes (Croatian hv, Georgian ge)', () => {
    browserLanguages(['hr-HR']);
    expect(detectLanguage()).toBe('hv');
    browserLanguages(['ka']);
    expect(detectLanguage()).toBe('ge');
    browserLanguages(['zh-Hans-CN']);
    expect(detectLanguage()).toBe('zh');
  });

  it('falls back to English', () => {
    browserLanguages(['ja-JP', 'ko']);
    expect(detectLanguage()).toBe('en');
    browserLanguages([]);
    expect(detectLanguage()).toBe('en');
  });
});

describe('setLanguage', () => {
  beforeEach(() => {
    useAppStore.setState(INITIAL_STATE);
    invalidateApiCache();
    resetMissingKeyReports();
  });
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('loads the pack, switches texts, html lang/dir, the Language header, and stores the choice', async () => {
    const { calls } = mockFetch({
      'GET /api/v1/translation/ar': { body: { common: { notFound: { title: 'الصفحة غير موجودة' } } } },
    });
    await setLanguage('ar');
    expect(calls[0]?.url).toBe('/api/v1/translation/ar');
    expect(i18n.t('common:notFound.title')).toBe('الصفحة غير موجودة');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(getCurrentLanguage()).toBe('ar');
    expect(useAppStore.getState().language).toBe('ar');
    expect(useAppStore.getState().translations.ar?.pack.common).toBeDefined();

    mockFetch({ 'GET /api/v1/translation/hv': { body: { common: {} } } });
    await setLanguage('hv', { remember: false });
    expect(document.documentElement.lang).toBe('hr');
    expect(document.documentElement.dir).toBe('ltr');
    expect(useAppStore.getState().language).toBe('ar');
  });

  it('uses a stored pack younger than 24 minutes without calling the server', async () => {
    useAppStore.getState().saveTranslationPack('de', { common: { app: { loading: 'Wird geladen…' } } });
    const { calls } = mockFetch();
    await setLanguage('de');
    expect(calls).toHaveLength(0);
    expect(i18n.t('common:app.loading')).toBe('Wird geladen…');
  });

  it('fetches again once the stored pack expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    useAppStore.getState().saveTranslationPack('fr', { common: { app: { loading: 'ancien' } } });
    vi.setSystemTime(Date.now() + 1_440_001);
    const { calls } = mockFetch({
      'GET /api/v1/translation/fr': { body: { common: { app: { loading: 'Chargement…' } } } },
    });
    await setLanguage('fr');
    expect(calls).toHaveLength(1);
    expect(i18n.t('common:app.loading')).toBe('Chargement…');
  });

  it('keeps English texts when the pack cannot be loaded', async () => {
    mockFetch({ 'GET /api/v1/translation/lv': { status: 500, body: {} } });
    await setLanguage('lv');
    expect(i18n.t('common:notFound.title')).toBe('Page not found');
  });

  it('reports missing keys to the server in one quiet batch while loading is active', async () => {
    vi.useFakeTimers();
    const { calls } = mockFetch({
      'GET /api/v1/translation/en': { body: { common: { app: { name: 'Guestloop' } } } },
    });
    await setLanguage('en');
    i18n.t('common:missing.one');
    i18n.t('common:missing.two');
    i18n.t('common:missing.one');
    expect(calls.filter((c) => c.url === '/api/v1/add-trans')).toHaveLength(0);
    vi.advanceTimersByTime(MISSING_FLUSH_MS);
    const reports = calls.filter((c) => c.url === '/api/v1/add-trans');
    expect(reports).toHaveLength(1);
    expect(reports[0]?.body).toEqual({ language: 'en', keys: ['common:missing.one', 'common:missing.two'] });
    flushMissingKeyReports();
  });

  it('reports nothing before any pack is loaded', () => {
    const { calls } = mockFetch();
    i18n.t('common:never.loaded');
    flushMissingKeyReports();
    expect(calls).toHaveLength(0);
  });

  it('keeps a loaded pack 10 minutes: switching back costs no call, an older one is loaded again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const guest = namespacesForPath('/user/online-menu/x');
    const { calls } = mockFetch({
      'GET /api/v1/translation/it': { body: { common: { app: { loading: 'Caricamento…' } } } },
      'GET /api/v1/translation/es': { body: { common: { app: { loading: 'Cargando…' } } } },
    });
    const asked = (language: string) =>
      calls.filter((c) => c.url.startsWith(`/api/v1/translation/${language}`));
    await setLanguage('it', { remember: false, namespaces: guest });
    await setLanguage('es', { remember: false });
    vi.setSystemTime(Date.now() + TRANSLATION_ARRAY_CACHE_MAX_AGE_MS - 1000);
    await setLanguage('it', { remember: false });
    expect(asked('it')).toHaveLength(1);
    expect(i18n.t('common:app.loading')).toBe('Caricamento…');
    vi.setSystemTime(Date.now() + 2000);
    await setLanguage('it', { remember: false });
    expect(asked('it')).toHaveLength(2);
  });

  it('loads only the guest namespaces on guest pages without storing them, and the rest later', async () => {
    expect(namespacesForPath('/user/online-menu/linden-cafe')).toEqual(['common', 'errors', 'guest-menu']);
    expect(namespacesForPath('/user/app/menus')).toBe('all');
    const { calls } = mockFetch({
      'GET /api/v1/translation/pl': { body: { common: { app: { loading: 'Ładowanie…' } }, auth: {} } },
    });
    await setLanguage('pl', { remember: false, namespaces: namespacesForPath('/user/online-menu/x') });
    expect(calls[0]?.url).toBe('/api/v1/translation/pl?ns=common,errors,guest-menu');
    expect(useAppStore.getState().translations.pl).toBeUndefined();

    vi.useFakeTimers();
    i18n.t('auth:not.loaded.here');
    vi.advanceTimersByTime(MISSING_FLUSH_MS);
    expect(calls.filter((c) => c.url === '/api/v1/add-trans')).toHaveLength(0);
    vi.useRealTimers();

    await loadAllNamespaces();
    expect(calls.at(-1)?.url).toBe('/api/v1/translation/pl');
    expect(useAppStore.getState().translations.pl?.pack.auth).toBeDefined();
  });
});
