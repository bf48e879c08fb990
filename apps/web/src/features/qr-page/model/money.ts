import { INTL_LOCALES, isLanguage } from '@guestloop/contracts';
import { formatPrice } from '@/lib/currency';
import { formatAmount } from '@/lib/money';

/** An amount in minor units in the guest's language: with the currency's sign when it is known. */
export function formatMoney(minor: number, currency: string | null, language: string): string {
  if (currency) return formatPrice(minor, currency, language);
  return formatAmount(minor, 2, isLanguage(language) ? INTL_LOCALES[language] : 'en');
}
