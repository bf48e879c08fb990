/**
 * The 19 UI languages of the product, in the spec's order. No zod here: every guest page's start-up
 * code reads these; the schema is `ZLanguage` (language-schema.ts).
 */
export const LANGUAGES = [
  'en',
  'uk',
  'ru',
  'de',
  'fr',
  'ar',
  'pl',
  'tr',
  'it',
  'es',
  'ro',
  'cs',
  'lv',
  'zh',
  'kk',
  'az',
  'sl',
  'hv',
  'ge',
] as const;
export type TLanguage = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: TLanguage = 'en';

export const RTL_LANGUAGES: readonly TLanguage[] = ['ar'];

/** Product codes that are not BCP-47 tags, mapped for Intl formatting and the html lang attribute. */
export const INTL_LOCALES: Record<TLanguage, string> = {
  en: 'en',
  uk: 'uk',
  ru: 'ru',
  de: 'de',
  fr: 'fr',
  ar: 'ar',
  pl: 'pl',
  tr: 'tr',
  it: 'it',
  es: 'es',
  ro: 'ro',
  cs: 'cs',
  lv: 'lv',
  zh: 'zh',
  kk: 'kk',
  az: 'az',
  sl: 'sl',
  hv: 'hr',
  ge: 'ka',
};

/** Each language's own name, for the language switcher. */
export const LANGUAGE_NAMES: Record<TLanguage, string> = {
  en: 'English',
  uk: 'Українська',
  ru: 'Русский',
  de: 'Deutsch',
  fr: 'Français',
  ar: 'العربية',
  pl: 'Polski',
  tr: 'Türkçe',
  it: 'Italiano',
  es: 'Español',
  ro: 'Română',
  cs: 'Čeština',
  lv: 'Latviešu',
  zh: '中文',
  kk: 'Қазақша',
  az: 'Azərbaycanca',
  sl: 'Slovenščina',
  hv: 'Hrvatski',
  ge: 'ქართული',
};

export function isLanguage(value: unknown): value is TLanguage {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Reads a Language header or stored setting; anything unknown falls back to the default. */
export function parseLanguage(value: unknown): TLanguage {
  if (typeof value !== 'string') return DEFAULT_LANGUAGE;
  const code = value.trim().toLowerCase();
  return isLanguage(code) ? code : DEFAULT_LANGUAGE;
}

export function isRtl(language: TLanguage): boolean {
  return RTL_LANGUAGES.includes(language);
}
