import { INTL_LOCALES, type TLanguage } from '@guestloop/contracts';
import type { CompiledPack, Token } from './lexicon/compile';
import type { SharedLexicon } from './shared-lexicon';

/** A run of words judged together: a clause, cut at commas and at words like "and", "but". */
export type Clause = Token[];
export type Sentence = Clause[];

const SENTENCE_END = /[.!?…\n。！？]/u;
const CLAUSE_END = /[,;:()–—，；：、]/u;
const ARABIC_MARKS = /[\u064B-\u065F\u0670\u0640]/gu;
/** Chinese words are not spaced: the longest listed word at each place is taken. */
const CHINESE_WORD_MAX = 6;
const CHINESE_DIGITS = '〇一二三四五六七八九';

function normalize(text: string, language: TLanguage): string {
  return text
    .normalize('NFC')
    .replace(/[’‘ʼ`´]/gu, "'")
    .replace(/[٠-٩]/gu, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(ARABIC_MARKS, '')
    .toLocaleLowerCase(INTL_LOCALES[language]);
}

/** 四十 → 40, 二十五 → 25, 十 → 10: enough for "we waited forty minutes". */
export function chineseNumber(text: string): number | null {
  if (!/^[一二两三四五六七八九十百]+$/u.test(text)) return null;
  let total = 0;
  let digit = 0;
  for (const char of text) {
    if (char === '百') total += (digit || 1) * 100;
    else if (char === '十') total += (digit || 1) * 10;
    else {
      digit = CHINESE_DIGITS.indexOf(char === '两' ? '二' : char);
      continue;
    }
    digit = 0;
  }
  return total + digit;
}

function tokenOf(text: string, pack: CompiledPack): Token {
  const bare = pack.clitics
    .filter((clitic) => text.startsWith(clitic) && text.length - clitic.length >= 2)
    .map((clitic) => text.slice(clitic.length));
  return { text, forms: [text, ...bare] };
}

/** One word as segmented: apart at apostrophes where the language writes them so, "40min" → 40, min. */
function wordsOf(segment: string, pack: CompiledPack): string[] {
  const parts = pack.splitApostrophes ? segment.split("'").filter(Boolean) : [segment];
  return parts.flatMap((part) => {
    const glued = /^(\d+)(\p{L}+)$/u.exec(part);
    return glued ? [glued[1]!, glued[2]!] : [part];
  });
}

/**
 * Chinese: cut from the end, each place taking the longest word either list knows (else one
 * character); cutting backwards reads 很好吃 as 很 好吃 where forwards gives 很好 吃. Spelled-out
 * numbers before a unit of time become digits first (四十分钟 → 40分钟).
 */
function chineseSegments(text: string, pack: CompiledPack, shared: SharedLexicon) {
  const spelled = text.replace(/[一二两三四五六七八九十百]+(?=分|小时|个小时|钟)/gu, (n) =>
    String(chineseNumber(n)),
  );
  const segments: { segment: string; isWordLike: boolean }[] = [];
  for (let end = spelled.length; end > 0; ) {
    let start = end;
    while (start > 0 && /\d/u.test(spelled[start - 1]!)) start--;
    let word = spelled.slice(start, end);
    for (let length = Math.min(CHINESE_WORD_MAX, end); !word && length > 1; length--) {
      const candidate = spelled.slice(end - length, end);
      if (pack.words.has(candidate) || shared.words.has(candidate)) word = candidate;
    }
    word ||= spelled[end - 1]!;
    segments.push({ segment: word, isWordLike: /\p{L}|\p{N}/u.test(word) });
    end -= word.length;
  }
  return segments.reverse();
}

/** The sentences of a comment, each cut into clauses of tokens. */
export function readText(
  text: string,
  language: TLanguage,
  pack: CompiledPack,
  shared: SharedLexicon,
): Sentence[] {
  const normalized = normalize(text, language);
  const segments =
    language === 'zh'
      ? chineseSegments(normalized, pack, shared)
      : new Intl.Segmenter(INTL_LOCALES[language], { granularity: 'word' }).segment(normalized);

  const sentences: Sentence[] = [];
  let sentence: Clause[] = [];
  let clause: Clause = [];
  const endClause = () => {
    if (clause.length) sentence.push(clause);
    clause = [];
  };
  const endSentence = () => {
    endClause();
    if (sentence.length) sentences.push(sentence);
    sentence = [];
  };

  for (const { segment, isWordLike } of segments) {
    if (isWordLike) {
      for (const word of wordsOf(segment, pack)) {
        const token = tokenOf(word, pack);
        if (pack.isClauseBreak(token)) endClause();
        else {
          if (pack.startsClause(token)) endClause();
          clause.push(token);
        }
      }
    } else if (SENTENCE_END.test(segment)) endSentence();
    else if (CLAUSE_END.test(segment)) endClause();
    else if (shared.words.has(segment.trim())) clause.push(tokenOf(segment.trim(), pack));
  }
  endSentence();
  return sentences;
}
