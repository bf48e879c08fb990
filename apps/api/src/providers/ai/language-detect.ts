import type { TLanguage } from '@guestloop/contracts';
import type { Token } from './lexicon/compile';
import { packOf } from './lexicon/index';

/**
 * Tells a comment's language from its script, then from the letters, short words and review
 * words (the language packs' own lists) that only some languages use. Made for the product's
 * 19 languages and for comments a few words long; null when nothing tells them apart.
 */

const LATIN: readonly TLanguage[] = [
  'en',
  'es',
  'fr',
  'de',
  'it',
  'pl',
  'tr',
  'ro',
  'cs',
  'lv',
  'sl',
  'hv',
  'az',
];
const CYRILLIC: readonly TLanguage[] = ['ru', 'uk', 'kk'];

/** Letters that point to a language: 3 points where only it has them, 1 where a few share them. */
const LETTERS: Partial<Record<TLanguage, readonly [unique: string, shared: string]>> = {
  az: ['ə', 'ğışçöü'],
  tr: ['', 'ğışçöü'],
  pl: ['łąęśźżń', 'ó'],
  cs: ['řůěďťň', 'čšžáíéý'],
  lv: ['āēīūķļņģ', 'čšž'],
  ro: ['ășțşţ', 'âî'],
  de: ['ß', 'äöü'],
  hv: ['ćđ', 'čšž'],
  sl: ['', 'čšž'],
  es: ['ñ¿¡', 'áéíóú'],
  fr: ['œ', 'çàâèêëîïôùû'],
  it: ['', 'àèéìòù'],
  uk: ['їєґ', 'і'],
  ru: ['', 'ыэъё'],
  kk: ['әғқңөұүһ', 'іыэ'],
};

const SCRIPTS: readonly [RegExp, TLanguage | 'latin' | 'cyrillic'][] = [
  [/\p{Script=Latin}/gu, 'latin'],
  [/\p{Script=Cyrillic}/gu, 'cyrillic'],
  [/\p{Script=Georgian}/gu, 'ge'],
  [/\p{Script=Arabic}/gu, 'ar'],
  [/\p{Script=Han}/gu, 'zh'],
];

function letterPoints(language: TLanguage, text: string): number {
  const [unique, shared] = LETTERS[language] ?? ['', ''];
  let points = 0;
  for (const letter of unique) if (text.includes(letter)) points += 3;
  for (const letter of shared) if (text.includes(letter)) points += 1;
  return points;
}

/** Stop words and listed review words of the language among the comment's words. */
function wordPoints(language: TLanguage, words: readonly string[]): number {
  const pack = packOf(language);
  const tokens: Token[] = words.map((text) => ({ text, forms: [text] }));
  let points = 0;
  for (let at = 0; at < tokens.length; at++) {
    if (pack.stopWords.has(tokens[at]!.text)) points += 1;
    else if (pack.matchAt(tokens, at)) points += 1;
  }
  return points;
}

export function detectLanguage(text: string): TLanguage | null {
  const lower = text.normalize('NFC').toLowerCase();
  const counts = SCRIPTS.map(([pattern, script]) => [script, lower.match(pattern)?.length ?? 0] as const);
  const [script, count] = counts.reduce((best, next) => (next[1] > best[1] ? next : best));
  if (count === 0) return null;
  if (script !== 'latin' && script !== 'cyrillic') return script;

  const words = lower.match(/[\p{L}']+/gu) ?? [];
  const candidates = script === 'latin' ? LATIN : CYRILLIC;
  const ranked = candidates
    .map((language) => ({ language, points: letterPoints(language, lower) + wordPoints(language, words) }))
    .sort((a, b) => b.points - a.points);
  const [first, second] = ranked;
  if (script === 'cyrillic' && first && first.points === 0) return 'ru';
  if (!first || first.points === 0 || first.points === second?.points) return null;
  return first.language;
}
