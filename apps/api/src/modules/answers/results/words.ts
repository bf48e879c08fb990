import { INTL_LOCALES, type TLanguage } from '@guestloop/contracts';
import { ara, ces, deu, eng, fra, hrv, ita, lav, pol, ron, rus, slv, spa, tur, ukr, zho } from 'stopword';

/**
 * The word cloud of a text question: each word counted once per answer, lower-cased in the
 * answer's language, without that language's stop words. Kazakh, Azerbaijani and Georgian have
 * no list in the stop-word library, so their words are all kept.
 */

export const TOP_WORDS = 50;

const STOP_WORDS: Partial<Record<TLanguage, ReadonlySet<string>>> = {
  en: new Set(eng),
  uk: new Set(ukr),
  ru: new Set(rus),
  de: new Set(deu),
  fr: new Set(fra),
  ar: new Set(ara),
  pl: new Set(pol),
  tr: new Set(tur),
  it: new Set(ita),
  es: new Set(spa),
  ro: new Set(ron),
  cs: new Set(ces),
  lv: new Set(lav),
  zh: new Set(zho),
  sl: new Set(slv),
  hv: new Set(hrv),
};

const segmenters = new Map<TLanguage, Intl.Segmenter>();

function segmenterOf(language: TLanguage): Intl.Segmenter {
  let found = segmenters.get(language);
  if (!found) {
    found = new Intl.Segmenter(INTL_LOCALES[language], { granularity: 'word' });
    segmenters.set(language, found);
  }
  return found;
}

/** The distinct words of one answer that say something: no stop word, no bare number. */
export function wordsOf(text: string, language: TLanguage): Set<string> {
  const stop = STOP_WORDS[language];
  const locale = INTL_LOCALES[language];
  const words = new Set<string>();
  for (const part of segmenterOf(language).segment(text.normalize('NFC'))) {
    if (!part.isWordLike) continue;
    const word = part.segment.toLocaleLowerCase(locale);
    if (/^[\p{N}\p{P}]+$/u.test(word) || stop?.has(word)) continue;
    words.add(word);
  }
  return words;
}

/** The most used words of the answers, most first (ties in alphabetical order). */
export function countWords(
  answers: Iterable<{ text: string; language: TLanguage }>,
  limit = TOP_WORDS,
): { word: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const { text, language } of answers) {
    for (const word of wordsOf(text, language)) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return [...counts]
    .map(([word, count]) => ({ word, count }))
    .sort((a, b) => b.count - a.count || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0))
    .slice(0, limit);
}
