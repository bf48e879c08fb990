import { CURRENCIES, INTL_LOCALES, isLanguage, type TCurrency, type TLanguage } from '@guestloop/contracts';

/** A sensible first choice of currency for a UI language (the user can always pick another). */
const BY_LANGUAGE: Partial<Record<TLanguage, TCurrency>> = {
  en: 'USD',
  uk: 'UAH',
  de: 'EUR',
  fr: 'EUR',
  it: 'EUR',
  es: 'EUR',
  lv: 'EUR',
  sl: 'EUR',
  hv: 'EUR',
  ro: 'RON',
  pl: 'PLN',
  tr: 'TRY',
  kk: 'KZT',
  az: 'AZN',
  ge: 'GEL',
};

export function defaultCurrency(language: string): TCurrency {
  return (isLanguage(language) && BY_LANGUAGE[language]) || 'USD';
}

/** The display currencies with their names in the UI language ("EUR — Euro"). */
export function currencyOptions(language: string): { value: TCurrency; label: string }[] {
  const locale = isLanguage(language) ? INTL_LOCALES[language] : 'en';
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([locale, 'en'], { type: 'currency' });
  } catch {
    names = undefined;
  }
  return CURRENCIES.map((code) => {
    const name = names?.of(code);
    return { value: code, label: name && name !== code ? `${code} — ${name}` : code };
  });
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(currency: string, language: string): Intl.NumberFormat {
  const locale = isLanguage(language) ? INTL_LOCALES[language] : 'en';
  const key = `${locale} ${currency}`;
  let format = formatters.get(key);
  if (!format) {
    // The narrow symbol (₴, ₼, ₸, ₾, zł) is what guests read on price tags.
    format = new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' });
    formatters.set(key, format);
  }
  return format;
}

/** How many decimals the currency's minor unit has (2 for every listed currency; 0 for e.g. JPY). */
export function minorUnitDigits(currency: string): number {
  return formatter(currency, 'en').resolvedOptions().maximumFractionDigits ?? 2;
}

/** A price held in minor units (450 = 4.50), formatted for the UI language: "€4.50", "4,50 €". */
export function formatPrice(minorUnits: number, currency: TCurrency | string, language: string): string {
  const value = minorUnits / 10 ** minorUnitDigits(currency);
  return formatter(currency, language).format(value);
}
