import type { TTopic } from '@guestloop/contracts';

/**
 * Entries separated by commas (one string keeps a language's lists compact). An entry is a word
 * as guests write it, lower case; `*` at its end makes it a stem that matches every ending (`wait*`: wait, waited, waiting), and
 * words joined by spaces must follow one another (`half an hour`, `long wait*`). A longer match
 * wins over a shorter one, a whole word over a stem, so `waiter*` (service) beats `wait*`.
 */
export type WordList = string;

/** One language's words for the local analysis. */
export interface LanguagePack {
  /** Words that name a topic and say nothing of it (pasta, waiter). */
  topics: Partial<Record<TTopic, WordList>>;
  /**
   * Words that judge one topic and no other (slow → waiting, rude → service): they name the
   * topic too, and their mood stays with it when another topic shares the clause (but a word of
   * speed said of the service judges the service as well: "the service was slow").
   */
  cues: Partial<Record<TTopic, { positive?: WordList; negative?: WordList }>>;
  /**
   * Mood words the shared lexicon lacks, or lacks in the forms guests write (inflections, slang);
   * they take precedence over it.
   */
  positive: WordList;
  negative: WordList;
  /** Words that turn the mood of the next few words around (not, nicht, не, no). */
  negators: WordList;
  /** Negators that follow the word they turn around (Turkish değil, Kazakh емес). */
  negatorsAfter?: WordList;
  /** Words that join clauses (and, but): each clause's mood goes to its own topics. */
  clauseBreaks: WordList;
  /** Particles written joined to a word that start a new clause with it (Arabic وال: "and the"). */
  clauseClitics?: WordList;
  /** Units of a wait: "40 minutes" said of waiting is a long wait. */
  minutes: WordList;
  hours: WordList;
  /** Short words frequent in this language, telling it from its neighbours. */
  stopWords: WordList;
  /** Particles written joined to the next word (Arabic و، ال), tried off before matching. */
  clitics?: WordList;
  /** Splits words at apostrophes (French l'accueil, n'était); English keeps wasn't whole. */
  splitApostrophes?: boolean;
}
