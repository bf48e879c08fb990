import { INTL_LOCALES, isLanguage, LANGUAGE_NAMES, type TReview } from '@guestloop/contracts';
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

/**
 * The language a review's comment is written in: as its machine reading found it (a guest may write
 * in their own language on a page in another), else the language of the page the guest rated on.
 */
export const commentLanguageOf = (review: Pick<TReview, 'language' | 'commentLanguage'>) =>
  review.commentLanguage ?? review.language;

/** A language's short code as a tag shows it ("ES"; Croatian "HR", Georgian "KA"). */
export const languageTag = (code: string) => (isLanguage(code) ? INTL_LOCALES[code] : code).toUpperCase();
