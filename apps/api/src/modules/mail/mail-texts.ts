import type { TLanguage } from '@guestloop/contracts';
import { localesDir, type Messages, readNamespace } from '../i18n';

/** The language packs' `mail` namespace, read once per language (the files do not change). */
const packs = new Map<TLanguage, Messages>();

function mailPack(language: TLanguage): Messages {
  let pack = packs.get(language);
  if (!pack) {
    pack = readNamespace(localesDir(), language, 'mail') ?? {};
    packs.set(language, pack);
  }
  return pack;
}

function find(pack: Messages, key: string): string | undefined {
  let node: string | Messages | undefined = pack;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || !Object.hasOwn(node, part)) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * The mail text at a dotted key (`reset.subject`) in a language, English where the language
 * lacks it (the locales test keeps every language complete).
 */
export function mailText(language: TLanguage, key: string): string {
  const text = find(mailPack(language), key) ?? find(mailPack('en'), key);
  if (text === undefined) throw new Error(`mail text ${key} is missing`);
  return text;
}

/** Puts the values in for `{{name}}` placeholders; a placeholder without a value stays as it is. */
export function fillText(text: string, vars: Readonly<Record<string, string>>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(vars, name) ? (vars[name] as string) : whole,
  );
}
