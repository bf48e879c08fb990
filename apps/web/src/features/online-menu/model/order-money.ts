import { minorUnitDigits } from '@/lib/currency';

export const TIP_PERCENTS = [5, 10, 15] as const;

/** A percentage of the subtotal, rounded to the minor unit. */
export const tipFor = (subtotal: number, percent: number) => Math.round((subtotal * percent) / 100);

/**
 * An amount typed by the guest ("4.5", "4,50", "12") in minor units of the currency; null when it
 * is not a plain non-negative amount.
 */
export function parseAmount(text: string, currency: string): number | null {
  const cleaned = text.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^\d{1,7}(\.\d{0,2})?$/.test(cleaned)) return null;
  const digits = minorUnitDigits(currency);
  const value = Math.round(Number(cleaned) * 10 ** digits);
  return Number.isSafeInteger(value) ? value : null;
}

/** Minor units as the plain number a guest would type ("4.50"). */
export function amountText(minor: number, currency: string): string {
  const digits = minorUnitDigits(currency);
  return (minor / 10 ** digits).toFixed(digits);
}
