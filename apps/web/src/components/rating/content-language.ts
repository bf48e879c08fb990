import { INTL_LOCALES, isRtl, type TLanguage } from '@guestloop/contracts';

/**
 * The attributes of a text written in the metric's language, which may differ from the page's:
 * an English title on an Arabic page keeps its question mark at its end, and the reverse.
 */
export function contentLanguage(language: TLanguage | undefined): { lang?: string; dir?: 'rtl' | 'ltr' } {
  if (!language) return {};
  return { lang: INTL_LOCALES[language], dir: isRtl(language) ? 'rtl' : 'ltr' };
}
