import { DEFAULT_LANGUAGE, INTL_LOCALES, isLanguage, LANGUAGES, type TLanguage } from '@guestloop/contracts';

/**
 * The language a pre-rendered guest page is written in. It must be the one the web app will
 * pick (lib/i18n.ts `detectLanguage`: the stored choice, else the browser's languages, else
 * English), or the page would change language when the app takes over. The stored choice lives
 * in IndexedDB, which the server cannot read, so the app mirrors it in the `gl_lang` cookie;
 * the browser's languages arrive as Accept-Language.
 */
export const LANGUAGE_COOKIE = 'gl_lang';

/** `hr-HR` finds `hv`, `ka` finds `ge` (the same mapping as the web app's). */
function fromTag(tag: string): TLanguage | undefined {
  const lower = tag.toLowerCase();
  const primary = lower.split('-')[0] ?? lower;
  return LANGUAGES.find((language) => {
    const intl = INTL_LOCALES[language].toLowerCase();
    return lower === intl || primary === intl;
  });
}

/** Accept-Language tags by preference (q, then order); `*` and refused tags dropped. */
function acceptedTags(header: string): string[] {
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

export function guestLanguage(cookie: string | undefined, acceptLanguage: string | undefined): TLanguage {
  if (isLanguage(cookie)) return cookie;
  for (const tag of acceptedTags(acceptLanguage ?? '')) {
    const match = fromTag(tag);
    if (match) return match;
  }
  return DEFAULT_LANGUAGE;
}

export type TranslationPack = Record<string, Record<string, unknown>>;
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** `t('guest-menu:cart.open', { n: 0 })` over a pack, with i18next's `{{name}}` interpolation. */
export function translator(pack: TranslationPack): Translate {
  return (key, values = {}) => {
    const [namespace = 'common', dotted = ''] = key.includes(':') ? key.split(':', 2) : ['common', key];
    let node: unknown = pack[namespace];
    for (const part of dotted.split('.')) {
      node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
    }
    const text = typeof node === 'string' ? node : dotted;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
  };
}
