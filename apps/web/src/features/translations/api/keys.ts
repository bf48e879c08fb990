import type { TLanguage, TTranslatableKind } from '@guestloop/contracts';

/** Every translations query lives under this key. */
export const TRANSLATIONS_KEY = ['translations'] as const;
/** Everything of one record: its texts in each language and the progress of its languages. */
export const recordKey = (kind: TTranslatableKind, slug: string) =>
  [...TRANSLATIONS_KEY, kind, slug] as const;
export const textsKey = (kind: TTranslatableKind, slug: string, to: TLanguage) =>
  [...recordKey(kind, slug), 'texts', to] as const;
export const textsOfRecordKey = (kind: TTranslatableKind, slug: string) =>
  [...recordKey(kind, slug), 'texts'] as const;
export const progressKey = (kind: TTranslatableKind, slug: string, languages: readonly TLanguage[]) =>
  [...recordKey(kind, slug), 'progress', languages.join(',')] as const;
/** The picker's lists of records of the kinds the member may open. */
export const pickerListKey = (list: string) => [...TRANSLATIONS_KEY, 'picker', list] as const;

/** The API path of one record's calls (`/translations/{kind}/{slug}/…`). */
export const recordPath = (kind: TTranslatableKind, slug: string, ...rest: string[]) =>
  ['/translations', kind, encodeURIComponent(slug), ...rest].join('/');
