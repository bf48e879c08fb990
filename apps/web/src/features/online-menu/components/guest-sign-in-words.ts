import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, loadNamespaces } from '@/lib/i18n';

const NAMESPACES = ['guest-sign-in'];

/**
 * The sign-in card's words, loaded when a page shows the card (delivery, profile, bonuses): true
 * once they are there (at once when they already are, e.g. in the console's full pack).
 */
export function useGuestSignInWords(): boolean {
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n.language);
  const [loadedFor, setLoadedFor] = useState<string | null>(() =>
    i18n.hasResourceBundle(language, 'guest-sign-in') ? language : null,
  );
  useEffect(() => {
    let live = true;
    void loadNamespaces(NAMESPACES).finally(() => {
      if (live) setLoadedFor(language);
    });
    return () => {
      live = false;
    };
  }, [language]);
  return loadedFor === language;
}
