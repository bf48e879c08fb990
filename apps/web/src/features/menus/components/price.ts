import type { TCurrency, TMenu } from '@guestloop/contracts';
import { intlLocale } from '@/lib/intl';
import { typicalPrice } from '@/lib/money';
import { allCategories } from '../api/menu-cache';

/** A price in minor units as the currency writes it: 450 USD → "$4.50". */
export function formatPrice(minor: number, currency: TCurrency, language: string): string {
  return new Intl.NumberFormat(intlLocale(language), { style: 'currency', currency }).format(minor / 100);
}

/** The usual price of a category's items (the one being edited left out), or null without any. */
export function categoryTypicalPrice(
  menu: Pick<TMenu, 'categories'>,
  categoryId: string,
  exceptItemId?: string,
): number | null {
  const category = allCategories(menu).find((c) => c.id === categoryId);
  const prices = (category?.items ?? []).filter((item) => item.id !== exceptItemId).map((item) => item.price);
  return typicalPrice(prices);
}
