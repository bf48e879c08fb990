import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, loadNamespaces } from '@/lib/i18n';

const ORDER_NAMESPACES = ['guest-order'];

/**
 * The ordering words on a page whose route does not load them with its module (the cart): true
 * once they are there (at once when they already are, e.g. in the console's full pack).
 */
export function useOrderWords(): boolean {
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n.language);
  const [loadedFor, setLoadedFor] = useState<string | null>(() =>
    i18n.hasResourceBundle(language, 'guest-order') ? language : null,
  );
  useEffect(() => {
    let live = true;
    void loadNamespaces(ORDER_NAMESPACES).finally(() => {
      if (live) setLoadedFor(language);
    });
    return () => {
      live = false;
    };
  }, [language]);
  return loadedFor === language;
}
