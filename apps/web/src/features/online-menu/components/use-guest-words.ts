import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, loadNamespaces } from '@/lib/i18n';

/**
 * Words of a guest page that its route does not load with its module (the cart's ordering words,
 * the table menu's waiter call): true once they are there (at once when they already are, e.g.
 * in the console's full pack).
 */
export function useGuestWords(namespaces: readonly string[]): boolean {
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n.language);
  const key = namespaces.join(',');
  const [loadedFor, setLoadedFor] = useState<string | null>(() =>
    namespaces.every((namespace) => i18n.hasResourceBundle(language, namespace)) ? language : null,
  );
  useEffect(() => {
    let live = true;
    void loadNamespaces(key.split(',')).finally(() => {
      if (live) setLoadedFor(language);
    });
    return () => {
      live = false;
    };
  }, [language, key]);
  return loadedFor === language;
}
