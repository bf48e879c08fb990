import { INTL_LOCALES, isLanguage, LANGUAGE_NAMES } from '@guestloop/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '@/lib/intl';

/** A language's name in the UI language ("Spanish", "испанский"), its own name where Intl has none. */
export function useLanguageName() {
  const { i18n } = useTranslation();
  const ui = i18n.language;
  return useCallback(
    (code: string) => {
      if (!isLanguage(code)) return code;
      try {
        const name = new Intl.DisplayNames([intlLocale(ui)], { type: 'language' }).of(INTL_LOCALES[code]);
        if (name && name !== INTL_LOCALES[code]) return name;
      } catch {
        // An engine without display names: the language's own name below.
      }
      return LANGUAGE_NAMES[code];
    },
    [ui],
  );
}
