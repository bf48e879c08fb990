import type { TCurrency } from '@guestloop/contracts';
import { intlLocale } from '@/lib/intl';

/** A price in minor units as the currency writes it: 450 USD → "$4.50". */
export function formatPrice(minor: number, currency: TCurrency, language: string): string {
  return new Intl.NumberFormat(intlLocale(language), { style: 'currency', currency }).format(minor / 100);
}

/** Minor units (the API's 450) from a shown amount (4.5); whole cents, never a float error. */
export const toMinor = (amount: number) => Math.round(amount * 100);
export const fromMinor = (minor: number) => minor / 100;
