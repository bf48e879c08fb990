import type { TLanguage } from '@guestloop/contracts';
import { localesDir, type Messages, readNamespace } from '../../i18n';

/** The words of exported files (the `stats` namespace), in the caller's language, English where a word is missing. */

const packs = new Map<string, Messages>();

function pack(language: string): Messages {
  let found = packs.get(language);
  if (!found) {
    found = readNamespace(localesDir(), language, 'stats') ?? {};
    packs.set(language, found);
  }
  return found;
}

function lookup(messages: Messages, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export type Texts = (key: string, vars?: Record<string, string | number>) => string;

/** `t('columns.revenue')` → the text under `export.columns.revenue`; an unknown key is given back as is. */
export function exportTexts(language: TLanguage): Texts {
  return (key, vars = {}) => {
    const text = lookup(pack(language), `export.${key}`) ?? lookup(pack('en'), `export.${key}`) ?? key;
    return text.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => String(vars[name] ?? ''));
  };
}
