import MiniSearch from 'minisearch';
import { ara, ces, deu, eng, fra, hrv, ita, lav, pol, ron, rus, slv, spa, tur, ukr, zho } from 'stopword';

/**
 * Full-text search over the texts a question reads (reviews, menu items, survey answers), built
 * for that one question: words are cut by the platform's word segmenter (Chinese too), lower-cased,
 * and the stop words of the product's languages left out; a search finds word starts and near
 * spellings ("waited" finds "wait", "cofee" finds "coffee").
 */

const STOP_WORDS: ReadonlySet<string> = new Set(
  [ara, ces, deu, eng, fra, hrv, ita, lav, pol, ron, rus, slv, spa, tur, ukr, zho].flat(),
);
const segmenter = new Intl.Segmenter(undefined, { granularity: 'word' });

export function wordsOf(text: string): string[] {
  const words: string[] = [];
  for (const part of segmenter.segment(text.normalize('NFC'))) {
    if (!part.isWordLike) continue;
    const word = part.segment.toLowerCase();
    if (!STOP_WORDS.has(word) && !/^\p{N}+$/u.test(word)) words.push(word);
  }
  return words;
}

export interface SearchDoc {
  id: string;
  text: string;
}

/** The documents that best match the query, best first, with their scores. */
export function searchTexts<T extends SearchDoc>(
  docs: T[],
  query: string,
  limit = 10,
): { doc: T; score: number }[] {
  const terms = wordsOf(query);
  if (terms.length === 0 || docs.length === 0) return [];
  const index = new MiniSearch<T>({
    fields: ['text'],
    idField: 'id',
    tokenize: (text) => wordsOf(text),
    processTerm: (term) => term,
  });
  index.addAll(docs);
  const byId = new Map(docs.map((doc) => [doc.id, doc]));
  return index
    .search(terms.join(' '), {
      prefix: (term) => term.length >= 3,
      fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
    })
    .slice(0, limit)
    .flatMap((hit) => {
      const doc = byId.get(String(hit.id));
      return doc ? [{ doc, score: hit.score }] : [];
    });
}
