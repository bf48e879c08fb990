import { type OriginalTexts, originalTexts, type TLanguage, type TPublicMenu } from '@guestloop/contracts';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '@/lib/currency';
import { currentLanguage } from '@/lib/i18n';
import { indexItems } from '../model/menu-index';
import type { PublicItem } from '../model/pricing';

export interface MenuContextValue {
  menu: TPublicMenu;
  slug: string;
  language: TLanguage;
  itemsById: Map<string, PublicItem>;
  price(minorUnits: number): string;
  /** Which texts are shown untranslated, in the menu's own language (original-marks.tsx). */
  original: OriginalTexts;
  /** Refreshed every minute, for "open now" and item availability. */
  now: Date;
}

const MenuContext = createContext<MenuContextValue | null>(null);

/** The UI language as a product code (i18next may hold a region tag). */
export function useUiLanguage(): TLanguage {
  const { i18n } = useTranslation();
  return currentLanguage(i18n.language);
}

/** The current time, re-read every `intervalMs` so availability badges follow the clock. */
export function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

export function MenuProvider({ menu, children }: { menu: TPublicMenu; children: ReactNode }) {
  const language = useUiLanguage();
  const now = useNow();
  const original = useMemo(() => originalTexts(menu, language), [menu, language]);
  const value = useMemo<MenuContextValue>(
    () => ({
      menu,
      slug: menu.slug,
      language,
      itemsById: indexItems(menu),
      price: (minor) => formatPrice(minor, menu.currency, language),
      original,
      now,
    }),
    [menu, language, original, now],
  );
  return <MenuContext.Provider value={value}>{children}</MenuContext.Provider>;
}

/** The menu when inside a <MenuProvider>, else null (frames used on pages with or without one). */
export function useOptionalMenu(): MenuContextValue | null {
  return useContext(MenuContext);
}

export function useMenu(): MenuContextValue {
  const value = useContext(MenuContext);
  if (!value) throw new Error('useMenu must be used inside <MenuProvider>');
  return value;
}

/** Paths of the guest menu app. */
export const menuPaths = {
  menu: (slug: string) => `/user/online-menu/${encodeURIComponent(slug)}`,
  categories: (slug: string) => `/user/online-menu/${encodeURIComponent(slug)}/categories`,
  cart: (slug: string) => `/user/online-menu/${encodeURIComponent(slug)}/cart`,
  table: (slug: string, t: { locationSlug: string; groupSlug: string; tableSlug: string }) =>
    `/user/online-menu/${[slug, t.locationSlug, t.groupSlug, t.tableSlug].map(encodeURIComponent).join('/')}`,
};

/** Whether the guest asked for less motion (smooth scrolling and slides are skipped then). */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && Boolean(window.matchMedia?.('(prefers-reduced-motion: reduce)').matches)
  );
}
