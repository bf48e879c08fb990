import { INTL_LOCALES, RTL_LANGUAGES, type TLanguage } from '@guestloop/contracts';

/** The attributes of text written in `language`: its tag and direction (Arabic right to left). */
export function languageAttributes(language: TLanguage): { lang: string; dir: 'rtl' | 'ltr' } {
  return { lang: INTL_LOCALES[language], dir: RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr' };
}
