import type { TLanguage } from '@guestloop/contracts';
import { localesDir, type Messages, readNamespace } from '../i18n';

/** The words of the quiz result PDF (the `quiz-result` namespace's `pdf` part), English where one is missing. */

const packs = new Map<string, Messages>();

function pack(language: string): Messages {
  let found = packs.get(language);
  if (!found) {
    found = readNamespace(localesDir(), language, 'quiz-result') ?? {};
    packs.set(language, found);
  }
  return found;
}

function lookup(messages: Messages, key: string): string | undefined {
  const section = messages.pdf;
  if (typeof section !== 'object' || !Object.hasOwn(section, key)) return undefined;
  const text = section[key];
  return typeof text === 'string' ? text : undefined;
}

export type PdfTexts = (key: string, vars?: Record<string, string | number>) => string;

export function quizPdfTexts(language: TLanguage): PdfTexts {
  return (key, vars = {}) => {
    const text = lookup(pack(language), key) ?? lookup(pack('en'), key) ?? key;
    return text.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => String(vars[name] ?? ''));
  };
}
