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
