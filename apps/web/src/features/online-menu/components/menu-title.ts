import { createContext, useContext, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { routeTitleKey, usePageTitle } from '@/lib/title';

type SetPageTitle = (text: string | null) => void;

const PageTitleContext = createContext<SetPageTitle | null>(null);
export const MenuPageTitleProvider = PageTitleContext.Provider;

/**
 * A menu page's title (SPEC point 2: per route, with the product suffix): "Cart · Linden Café".
 * The route's title comes first, or the page's own once it knows it ("Order #12"); the menu page
 * itself (`home`) is the menu's name alone. Returns the setter the page's own title uses.
 */
export function useMenuPageTitle(menuTitle: string | undefined, home: boolean): SetPageTitle {
  const { t } = useTranslation();
  const key = routeTitleKey(useMatches());
  const [own, setOwn] = useState<string | null>(null);
  const page = home ? null : (own ?? (key ? t(key) : null));
  usePageTitle(menuTitle ? (page ? `${page} · ${menuTitle}` : menuTitle) : undefined);
  return setOwn;
}

/** A page's own title, in place of its route's, while it is shown (inside a MenuGate). */
export function useOwnPageTitle(text: string | null | undefined): void {
  const setTitle = useContext(PageTitleContext);
  useEffect(() => {
    if (!setTitle || !text) return;
    setTitle(text);
    return () => setTitle(null);
  }, [setTitle, text]);
}
