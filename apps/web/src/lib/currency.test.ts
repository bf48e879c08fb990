import { CURRENCIES } from '@guestloop/contracts';
import { describe, expect, it } from 'vitest';
import { currencyOptions, defaultCurrency, formatPrice, minorUnitDigits } from './currency';

// Intl puts narrow no-break spaces and direction marks into some formats; compare without them.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/[\u200e\u200f\u061c]/g, '');

describe('formatPrice', () => {
  it.each([
    ['USD', 'en', '$4.50'],
    ['GBP', 'en', '£4.50'],
    ['EUR', 'de', '4,50 €'],
    ['UAH', 'uk', '4,50 ₴'],
    ['AZN', 'az', '4,50 ₼'],
    ['RON', 'ro', '4,50 lei'],
    ['KZT', 'kk', '4,50 ₸'],
    ['PLN', 'pl', '4,50 zł'],
    ['TRY', 'tr', '₺4,50'],
    ['GEL', 'ge', '4,50 ₾'],
  ])('%s in %s', (currency, language, expected) => {
    expect(plain(formatPrice(450, currency, language))).toBe(expected);
  });

  it('covers every displayed currency with two decimals of minor units', () => {
    expect(CURRENCIES).toHaveLength(10);
    for (const currency of CURRENCIES) {
      expect(minorUnitDigits(currency)).toBe(2);
      expect(plain(formatPrice(123456, currency, 'en'))).toMatch(/1,234\.56/);
    }
  });

  it('keeps whole amounts with their decimals and formats zero', () => {
    expect(formatPrice(1200, 'EUR', 'en')).toBe('€12.00');
    expect(formatPrice(0, 'USD', 'en')).toBe('$0.00');
  });

  it('treats minor units of a zero-decimal currency as whole units', () => {
    expect(minorUnitDigits('JPY')).toBe(0);
    expect(formatPrice(450, 'JPY', 'en')).toBe('¥450');
  });

  it('uses the Intl locale of product codes and falls back to English for unknown ones', () => {
    expect(plain(formatPrice(199900, 'EUR', 'hv'))).toBe('1.999,00 €');
    expect(formatPrice(450, 'USD', 'xx')).toBe('$4.50');
  });
});

describe('currency choices', () => {
  it('preselects a currency by language and names all ten', () => {
    expect(defaultCurrency('uk')).toBe('UAH');
    expect(defaultCurrency('ar')).toBe('USD');
    expect(currencyOptions('en').map((o) => o.value)).toEqual([...CURRENCIES]);
  });
});
