import type { TLanguage } from '@guestloop/contracts';
import { serverText } from '../i18n';

/**
 * The mail text at a dotted key (`reset.subject`) in a language, English where the language
 * lacks it (the locales test keeps every language complete).
 */
export function mailText(language: TLanguage, key: string): string {
  const text = serverText('mail', language, key);
  if (text === undefined) throw new Error(`mail text ${key} is missing`);
  return text;
}

/** Puts the values in for `{{name}}` placeholders; a placeholder without a value stays as it is. */
export function fillText(text: string, vars: Readonly<Record<string, string>>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(vars, name) ? (vars[name] as string) : whole,
  );
}
