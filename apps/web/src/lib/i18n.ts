import {
  DEFAULT_LANGUAGE,
  GUEST_NAMESPACES,
  INTL_LOCALES,
  isLanguage,
  isRtl,
  isTranslationKey,
  isTranslationPack,
  LANGUAGES,
  MISSING_KEYS_MAX_PER_CALL,
  type TAddTransBody,
  type TLanguage,
  TRANSLATION_ARRAY_CACHE_MAX_AGE_MS,
} from '@guestloop/contracts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
// The English `common` pack ships inside the app so the shell (errors, not-found, loaders)
// has words even when the translation call fails.
import enCommon from '../../../api/src/modules/i18n/locales/en/common.json';
import { api, checkedBy } from './api-client';
import { setCurrentLanguage } from './current-language';
import { prerenderedTranslation } from './prerendered';
import { freshTranslationPack, type TranslationPack, useAppStore } from './store';

export const i18n = i18next.createInstance();

/** Missing keys (`namespace:dotted.path`) waiting to be reported, and those already reported. */
const missingQueue = new Set<string>();
const reported = new Set<string>();
let reportingActive = false;
let flushTimer: ReturnType<typeof setTimeout> | undefined;
export const MISSING_FLUSH_MS = 2000;

function flushMissing(): void {
  flushTimer = undefined;
  const keys = [...missingQueue];
  missingQueue.clear();
  const language = currentLanguage();
  for (let i = 0; i < keys.length; i += MISSING_KEYS_MAX_PER_CALL) {
    const body: TAddTransBody = { language, keys: keys.slice(i, i + MISSING_KEYS_MAX_PER_CALL) };
    void api.post('/add-trans', body, { quiet: true });
  }
}

function onMissingKey(_lngs: readonly string[], namespace: string, key: string) {
  // Only while translation loading is active: before a pack arrived every key looks missing.
  // A namespace the page did not load is not missing either.
  if (!reportingActive || (scope !== 'all' && !scope.includes(namespace))) return;
  const id = `${namespace}:${key}`;
  if (reported.has(id) || !isTranslationKey(id)) return;
  reported.add(id);
  missingQueue.add(id);
  flushTimer ??= setTimeout(flushMissing, MISSING_FLUSH_MS);
}

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: ['common'],
  defaultNS: 'common',
  fallbackNS: 'common',
  resources: { en: { common: enCommon } },
  partialBundledLanguages: true,
  interpolation: { escapeValue: false },
  returnNull: false,
  saveMissing: true,
  missingKeyHandler: onMissingKey,
  react: { useSuspense: false },
  initAsync: false,
});

/** Reverse of INTL_LOCALES plus the primary tags, so `hr-HR` finds `hv` and `ka` finds `ge`. */
function fromBrowserTag(tag: string): TLanguage | undefined {
  const lower = tag.toLowerCase();
  const primary = lower.split('-')[0] ?? lower;
  for (const language of LANGUAGES) {
    const intl = INTL_LOCALES[language].toLowerCase();
    if (lower === intl || primary === intl) return language;
  }
  return undefined;
}

/** The stored choice, else the browser's first supported language, else English (SPEC point 9). */
export function detectLanguage(): TLanguage {
  const stored = useAppStore.getState().language;
  if (isLanguage(stored)) return stored;
  const tags = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  for (const tag of tags) {
    const match = tag ? fromBrowserTag(tag) : undefined;
    if (match) return match;
  }
  return DEFAULT_LANGUAGE;
}

/**
 * Which namespaces the page loads: all of them (console), or a few (guest pages, to keep their
 * first load small). Only whole packs are stored; a few namespaces are fetched each time (the
 * answer is small and revalidated by its entity tag).
 */
let scope: readonly string[] | 'all' = 'all';

/** The rating page a sticker opens: its own words and the shell's, not the console's. */
export const RATING_PAGE_NAMESPACES = ['common', 'errors', 'rating'] as const;

/** The guest menu and rating pages (those a guest opens from a QR code) load only what they show. */
export function namespacesForPath(pathname: string): readonly string[] | 'all' {
  if (pathname.startsWith('/user/p/rate/')) return RATING_PAGE_NAMESPACES;
  if (/^\/user\/p\/(survey|enps|quiz)\//.test(pathname)) return ['common', 'errors', 'guest-survey'];
  if (pathname.startsWith('/user/p/qr/')) return ['common', 'errors', 'guest-qr'];
  return pathname.startsWith('/user/online-menu/') ? GUEST_NAMESPACES : 'all';
}

async function fetchPack(language: TLanguage, wanted: readonly string[] | 'all') {
  // A pre-rendered guest page carries its namespaces for the language it was written in.
  if (wanted !== 'all') {
    const inlined = prerenderedTranslation(language);
    if (inlined && wanted.every((namespace) => namespace in inlined)) return inlined;
  }
  const query = wanted === 'all' ? '' : `?ns=${wanted.join(',')}`;
  // Loaded packs are kept 10 minutes (SPEC point 9): switching languages back and forth, or a
  // guest page asking again for namespaces it had, costs no call.
  const pack = await api.get(`/translation/${language}${query}`, {
    schema: checkedBy(isTranslationPack),
    quiet: true,
    cacheMs: TRANSLATION_ARRAY_CACHE_MAX_AGE_MS,
    headers: { Language: language },
  });
  return pack === false ? undefined : pack;
}

/** A fresh stored (whole) pack, else the server's (stored when whole), else an older stored one. */
async function loadPack(language: TLanguage): Promise<{ pack?: TranslationPack; fromServer: boolean }> {
  const fresh = freshTranslationPack(language);
  if (fresh) return { pack: fresh, fromServer: false };
  const pack = await fetchPack(language, scope);
  if (pack) {
    if (scope === 'all') useAppStore.getState().saveTranslationPack(language, pack);
    return { pack, fromServer: true };
  }
  return { pack: useAppStore.getState().translations[language]?.pack, fromServer: false };
}

export function applyDocumentLanguage(language: TLanguage): void {
  const root = document.documentElement;
  root.lang = INTL_LOCALES[language];
  root.dir = isRtl(language) ? 'rtl' : 'ltr';
}

/**
 * Switches the UI language: loads the pack (stored one if fresh), switches i18next, sets
 * `<html lang dir>` and the Language header, and stores the choice unless `remember` is false.
 */
export async function setLanguage(
  language: TLanguage,
  options: { remember?: boolean; namespaces?: readonly string[] | 'all' } = {},
): Promise<void> {
  if (options.namespaces) scope = options.namespaces;
  const { pack } = await loadPack(language);
  for (const [namespace, resources] of Object.entries(pack ?? {})) {
    i18n.addResourceBundle(language, namespace, resources, true, true);
  }
  if (pack) {
    i18n.options.ns = [...new Set([...(i18n.options.ns ?? []), ...Object.keys(pack)])];
  }
  // Missing-key reports only make sense against a complete pack straight from the server.
  reportingActive = Boolean(pack);
  setCurrentLanguage(language);
  await i18n.changeLanguage(language);
  applyDocumentLanguage(language);
  if (options.remember !== false) {
    useAppStore.getState().setLanguage(language);
    rememberLanguageForServer(language);
  }
}

/** The server writes pre-rendered guest pages in this language (it cannot read IndexedDB). */
export const LANGUAGE_COOKIE = 'gl_lang';

function rememberLanguageForServer(language: TLanguage): void {
  if (typeof document === 'undefined') return;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in browsers guests still use
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; SameSite=Lax`;
}

/** Copies a choice stored before the cookie existed (or whose cookie was cleared) into it. */
export function syncLanguageCookie(): void {
  const stored = useAppStore.getState().language;
  if (isLanguage(stored) && !document.cookie.includes(`${LANGUAGE_COOKIE}=${stored}`)) {
    rememberLanguageForServer(stored);
  }
}

/**
 * Loads every namespace of the current language when a page that needs them opens after a
 * guest page (the console, patched into the router on its first visit).
 */
export async function loadAllNamespaces(): Promise<void> {
  if (scope === 'all') return;
  await setLanguage(currentLanguage(), { remember: false, namespaces: 'all' });
}

/**
 * Adds namespaces a guest page needs beyond the menu's (ordering, payment) when that page's
 * module loads, so the menu's first load does not carry them. Later language switches keep them.
 */
export async function loadNamespaces(names: readonly string[]): Promise<void> {
  if (scope === 'all') return;
  const language = currentLanguage();
  const missing = names.filter((name) => !scope.includes(name) || !i18n.hasResourceBundle(language, name));
  if (missing.length === 0) return;
  scope = [...new Set([...scope, ...names])];
  const pack = await fetchPack(language, missing);
  for (const [namespace, resources] of Object.entries(pack ?? {})) {
    i18n.addResourceBundle(language, namespace, resources, true, true);
  }
  if (pack) i18n.options.ns = [...new Set([...(i18n.options.ns ?? []), ...Object.keys(pack)])];
}

/** Test hook: forget reported keys and pending reports. */
export function resetMissingKeyReports(): void {
  if (flushTimer) clearTimeout(flushTimer);
  flushTimer = undefined;
  missingQueue.clear();
  reported.clear();
  reportingActive = false;
  scope = 'all';
}

export { flushMissing as flushMissingKeyReports };

/** The product code of an i18next language string (falls back to English). */
export function currentLanguage(value: string = i18n.language): TLanguage {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}
