import { intlLocale } from '@/lib/intl';

/** A price in minor units as the menu's currency writes it: 450 EUR → "€4.50". */
export function formatPrice(minor: number, currency: string, language: string): string {
  return new Intl.NumberFormat(intlLocale(language), { style: 'currency', currency }).format(minor / 100);
}
