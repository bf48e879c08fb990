import { ERROR_CODES, INTL_LOCALES, LANGUAGES, type TLanguage } from '@guestloop/contracts';
import { describe, expect, it } from 'vitest';
import { localesDir, type Messages, namespaces, readNamespace } from './locales';

/**
 * Guards the shipped UI string packs: every language has every namespace file English has, and
 * every English key with a non-empty text that keeps English's {{placeholders}}. Plural keys
 * (i18next `_one`, `_few`, `_other`…) are checked against each language's own plural forms.
 */

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const dir = localesDir();
const englishNamespaces = namespaces(dir);

function flatten(messages: Messages, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else if (value && typeof value === 'object') for (const [k, v] of flatten(value, path)) out.set(k, v);
    else out.set(path, String(value));
  }
  return out;
}

const placeholders = (text: string) =>
  new Set([...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]));

function pluralForms(language: TLanguage): string[] {
  return new Intl.PluralRules(INTL_LOCALES[language]).resolvedOptions().pluralCategories;
}

/** The problems of one language's namespace against English's. */
function problems(language: TLanguage, english: Map<string, string>, own: Map<string, string>): string[] {
  const found: string[] = [];
  const pluralBases = new Map<string, string>();
  for (const [key, text] of english) {
    if (PLURAL_SUFFIX.test(key)) {
      const base = key.replace(PLURAL_SUFFIX, '');
      if (key.endsWith('_other') || !pluralBases.has(base)) pluralBases.set(base, text);
      continue;
    }
    const value = own.get(key);
    if (value === undefined) found.push(`missing ${key}`);
    else if (!value.trim()) found.push(`empty ${key}`);
    else {
      const lost = [...placeholders(text)].filter((p) => !placeholders(value).has(p));
      if (lost.length) found.push(`${key} lost {{${lost.join('}}, {{')}}}`);
    }
  }
  for (const [base, englishOther] of pluralBases) {
    for (const form of pluralForms(language)) {
      const key = `${base}_${form}`;
      const value = own.get(key);
      if (value === undefined) found.push(`missing ${key} (plural form of ${language})`);
      else if (!value.trim()) found.push(`empty ${key}`);
      else {
        const lost = [...placeholders(englishOther)].filter(
          (p) => p !== 'count' && !placeholders(value).has(p),
        );
        if (lost.length) found.push(`${key} lost {{${lost.join('}}, {{')}}}`);
      }
    }
  }
  return found;
}

describe('UI string packs', () => {
  it('ships English namespaces, errors among them', () => {
    expect(englishNamespaces).toContain('errors');
  });

  it('has a text for every error code, plus network and unknown', () => {
    const english = flatten(readNamespace(dir, 'en', 'errors') ?? {});
    const missing = [...ERROR_CODES, 'network', 'unknown'].filter((code) => !english.get(code)?.trim());
    expect(missing).toEqual([]);
  });

  for (const namespace of englishNamespaces) {
    const english = flatten(readNamespace(dir, 'en', namespace) ?? {});
    describe(`${namespace}.json`, () => {
      it.each(LANGUAGES.filter((l) => l !== 'en'))('%s has every key English has', (language) => {
        const own = readNamespace(dir, language, namespace);
        expect(own, `${language}/${namespace}.json is missing`).not.toBeNull();
        expect(problems(language, english, flatten(own ?? {}))).toEqual([]);
      });
    });
  }

  it('detects a missing key, an empty text, a lost placeholder and a missing plural form', () => {
    const english = new Map([
      ['a', 'Hello {{name}}'],
      ['b', 'Bye'],
      ['items_one', 'One item'],
      ['items_other', '{{count}} items in {{place}}'],
    ]);
    const russian = new Map([
      ['a', 'Привет'],
      ['items_one', '{{count}} товар в {{place}}'],
      ['items_few', '{{count}} товара в {{place}}'],
      ['items_many', '  '],
    ]);
    expect(problems('ru', english, russian)).toEqual([
      'a lost {{name}}',
      'missing b',
      'empty items_many',
      'missing items_other (plural form of ru)',
    ]);
    expect(problems('zh', english, new Map([...english, ['items_other', '{{count}} 件']]))).toEqual([
      'items_other lost {{place}}',
    ]);
  });
});
