export interface WordCount {
  word: string;
  count: number;
}

/** The most words a cloud shows; the table view lists them all. */
export const CLOUD_MAX_WORDS = 60;
const SMALLEST_REM = 0.875;
const LARGEST_REM = 2.25;

/**
 * A word's size between the smallest and the largest, by its count on a square-root scale (a
 * word used 100 times is not drawn 100 times as large as one used once).
 */
export function wordSize(count: number, least: number, most: number): number {
  if (most <= least) return (SMALLEST_REM + LARGEST_REM) / 2;
  const weight = (Math.sqrt(count) - Math.sqrt(least)) / (Math.sqrt(most) - Math.sqrt(least));
  return Math.round((SMALLEST_REM + weight * (LARGEST_REM - SMALLEST_REM)) * 1000) / 1000;
}

/** The words a cloud shows: the most used, in the order of the language's alphabet. */
export function cloudWords(words: readonly WordCount[], locale: string): WordCount[] {
  return [...words]
    .sort((a, b) => b.count - a.count)
    .slice(0, CLOUD_MAX_WORDS)
    .sort((a, b) => a.word.localeCompare(b.word, locale));
}

/**
 * Words sized by how often answers used them: a plain list that wraps on a phone, each word
 * followed, for screen readers, by its count.
 */
export function WordCloud({
  words,
  locale,
  label,
  countLabel,
}: {
  words: readonly WordCount[];
  locale: string;
  /** The list's name. */
  label: string;
  /** "used 12 times", read after each word. */
  countLabel: (count: number) => string;
}) {
  const shown = cloudWords(words, locale);
  const counts = shown.map((word) => word.count);
  const least = Math.min(...counts);
  const most = Math.max(...counts);
  return (
    <ul className="gl-word-cloud" aria-label={label}>
      {shown.map(({ word, count }) => (
        <li
          key={word}
          className="gl-word-cloud__word"
          style={{ fontSize: `${wordSize(count, least, most)}rem` }}
          data-strong={count === most || undefined}
          title={countLabel(count)}
        >
          <span dir="auto">{word}</span>
          <span className="gl-visually-hidden"> {countLabel(count)}</span>
        </li>
      ))}
    </ul>
  );
}
