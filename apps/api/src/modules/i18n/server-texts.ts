import type { TLanguage } from '@guestloop/contracts';
import { localesDir, type Messages, readNamespace } from './locales';

/**
 * The server's own words (mails, exported files, PDFs, the assistant, messages): one namespace of
 * the language packs read once per process and language (the files do not change), English where
 * a language lacks a key (the locales test keeps every language complete).
 */

const packs = new Map<string, Messages>();

function pack(namespace: string, language: string): Messages {
  const cacheKey = `${namespace}\u0000${language}`;
  let found = packs.get(cacheKey);
  if (!found) {
    found = readNamespace(localesDir(), language, namespace) ?? {};
    packs.set(cacheKey, found);
  }
  return found;
}

function find(messages: Messages, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** The text at a dotted key of a server namespace, in the language or else English; undefined when neither has it. */
export function serverText(namespace: string, language: TLanguage, key: string): string | undefined {
  return find(pack(namespace, language), key) ?? find(pack(namespace, 'en'), key);
}

/** `{{name}}` placeholders filled from `vars` (a missing one becomes empty); without vars the text as it is. */
export const fillVars = (text: string, vars?: Record<string, string | number>) =>
  vars ? text.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => String(vars[name] ?? '')) : text;

export type ServerTexts = (key: string, vars?: Record<string, string | number>) => string;

/** `t('columns.revenue')` for one namespace (under `prefix.` when given); an unknown key is given back as is. */
export function serverTexts(namespace: string, language: TLanguage, prefix?: string): ServerTexts {
  return (key, vars) =>
    fillVars(serverText(namespace, language, prefix ? `${prefix}.${key}` : key) ?? key, vars);
}
