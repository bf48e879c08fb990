import { INTL_LOCALES, LANGUAGES, type TLanguage } from '@guestloop/contracts';
import { type LanguagePair, pairKey } from './types';

/** Every direction between two different UI languages. */
export const ALL_PAIRS: ReadonlySet<LanguagePair> = new Set(
  LANGUAGES.flatMap((from) => LANGUAGES.filter((to) => to !== from).map((to) => pairKey(from, to))),
);

/** ISO 639-1 codes (the product's own `hv` and `ge` are Croatian and Georgian). */
export const iso6391 = (language: TLanguage): string => INTL_LOCALES[language];

/** English names, for instructions to a language model. */
export const ENGLISH_NAMES: Record<TLanguage, string> = {
  en: 'English',
  uk: 'Ukrainian',
  ru: 'Russian',
  de: 'German',
  fr: 'French',
  ar: 'Arabic',
  pl: 'Polish',
  tr: 'Turkish',
  it: 'Italian',
  es: 'Spanish',
  ro: 'Romanian',
  cs: 'Czech',
  lv: 'Latvian',
  zh: 'Simplified Chinese',
  kk: 'Kazakh',
  az: 'Azerbaijani',
  sl: 'Slovenian',
  hv: 'Croatian',
  ge: 'Georgian',
};

/**
 * Apertium's ISO 639-3 codes, best first. A pair may name a variant (`eng_US`, `hbs_HR`): Croatian
 * is written by the Serbo-Croatian pairs, best in their Croatian variant.
 */
const APERTIUM: Record<TLanguage, string[]> = {
  en: ['eng', 'eng_GB', 'eng_US'],
  uk: ['ukr'],
  ru: ['rus'],
  de: ['deu'],
  fr: ['fra'],
  ar: ['ara'],
  pl: ['pol'],
  tr: ['tur'],
  it: ['ita'],
  es: ['spa'],
  ro: ['ron'],
  cs: ['ces'],
  lv: ['lav'],
  zh: ['zho'],
  kk: ['kaz'],
  az: ['aze'],
  sl: ['slv'],
  hv: ['hbs_HR', 'hbs'],
  ge: ['kat'],
};
export const apertiumCodes = (language: TLanguage): string[] => APERTIUM[language];

/** LibreTranslate's codes, best first (newer servers call Chinese `zh-Hans`). */
export const libretranslateCodes = (language: TLanguage): string[] =>
  language === 'zh' ? ['zh-Hans', 'zh'] : [iso6391(language)];

/** DeepL's source codes: the language alone, upper case. */
export const deeplSourceCode = (language: TLanguage): string => iso6391(language).toUpperCase();

/** DeepL's target codes, best first: English and Chinese are asked for by variant. */
export function deeplTargetCodes(language: TLanguage): string[] {
  if (language === 'en') return ['EN-GB', 'EN-US', 'EN'];
  if (language === 'zh') return ['ZH-HANS', 'ZH'];
  return [deeplSourceCode(language)];
}

/** The first of `wanted` the service offers. */
export const firstOffered = (wanted: string[], offered: ReadonlySet<string>): string | undefined =>
  wanted.find((code) => offered.has(code));
