import type { TLanguage } from '@guestloop/contracts';
import { localesDir, type Messages, readNamespace } from '../../i18n';

/** The words the results give in files and breakdowns (namespace `survey-results`), English where one is missing. */

const packs = new Map<string, Messages>();

function pack(language: string): Messages {
  let found = packs.get(language);
  if (!found) {
    found = readNamespace(localesDir(), language, 'survey-results') ?? {};
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

export type Texts = (key: string) => string;

/** `t('export.columns.finishedAt')`; an unknown key is given back as is. */
export function resultsTexts(language: TLanguage): Texts {
  return (key) => lookup(pack(language), key) ?? lookup(pack('en'), key) ?? key;
}
