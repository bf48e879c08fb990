import { CURRENCIES, INTL_LOCALES, isLanguage, type TCurrency } from '@guestloop/contracts';

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
