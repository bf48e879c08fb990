import { AI_TOPICS, type TTopic } from '@guestloop/contracts';
import type { LanguagePack, WordList } from './types';

/** What an entry of a language pack does where it is found. */
export type EntryKind = 'negator' | 'negatorAfter' | 'cue' | 'topic' | 'mood' | 'minutes' | 'hours';

export interface Entry {
  kind: EntryKind;
  parts: readonly { text: string; stem: boolean }[];
  topic?: TTopic;
  /** The mood of a cue or mood word: +2 or -2, the middle of the shared lexicon's scale. */
  value: number;
}

/** A word as the analysis sees it: its lower-case text and the forms tried against the lists. */
export interface Token {
  text: string;
  forms: readonly string[];
}

export interface Match {
  entry: Entry;
  /** Tokens the entry spans. */
  length: number;
}

export interface CompiledPack {
  /** The best entry starting at a token (units of time aside). */
  matchAt(tokens: readonly Token[], at: number): Match | null;
  /** A unit of time (minutes, hours) starting at a token. */
  unitAt(tokens: readonly Token[], at: number): Match | null;
  isClauseBreak(token: Token): boolean;
  startsClause(token: Token): boolean;
  /** Every whole entry (no stems), for languages written without spaces. */
  words: ReadonlySet<string>;
  stopWords: ReadonlySet<string>;
  clitics: readonly string[];
  splitApostrophes: boolean;
}

const MOOD = 2;
/** When two entries match as many tokens, the one of the earlier kind wins (a cue over a topic). */
const KIND_ORDER: readonly EntryKind[] = [
  'negator',
  'negatorAfter',
  'cue',
  'topic',
  'mood',
  'minutes',
  'hours',
];

export function entriesOf(list: WordList | undefined): string[] {
  return (list ?? '')
    .split(',')
    .map((entry) => entry.trim().normalize('NFC'))
    .filter(Boolean);
}

function parse(entry: string, kind: EntryKind, value = 0, topic?: TTopic): Entry {
  const parts = entry.split(/\s+/).map((part) => {
    const stem = part.endsWith('*');
    return { text: stem ? part.slice(0, -1) : part, stem };
  });
  return { kind, parts, value, ...(topic && { topic }) };
}

function entriesOfPack(pack: LanguagePack): Entry[] {
  const entries: Entry[] = [];
  const add = (list: WordList | undefined, kind: EntryKind, value = 0, topic?: TTopic) => {
    for (const entry of entriesOf(list)) entries.push(parse(entry, kind, value, topic));
  };
  add(pack.negators, 'negator');
  add(pack.negatorsAfter, 'negatorAfter');
  for (const topic of AI_TOPICS) {
    add(pack.topics[topic], 'topic', 0, topic);
    add(pack.cues[topic]?.positive, 'cue', MOOD, topic);
    add(pack.cues[topic]?.negative, 'cue', -MOOD, topic);
  }
  add(pack.positive, 'mood', MOOD);
  add(pack.negative, 'mood', -MOOD);
  add(pack.minutes, 'minutes');
  add(pack.hours, 'hours');
  return entries;
}

function partMatches(part: Entry['parts'][number], token: Token | undefined): boolean {
  if (!token) return false;
  return token.forms.some((form) => (part.stem ? form.startsWith(part.text) : form === part.text));
}

/** Ranks a match: more tokens first, then whole words over stems, longer stems, then the kind. */
function rank(entry: Entry): number {
  const exactParts = entry.parts.filter((p) => !p.stem).length;
  const letters = entry.parts.reduce((sum, p) => sum + p.text.length, 0);
  return entry.parts.length * 1e6 + exactParts * 1e4 + letters * 10 + (9 - KIND_ORDER.indexOf(entry.kind));
}

/** Finds the best entry starting at a token: whole words by their text, stems by every prefix. */
function indexOf(entries: readonly Entry[]) {
  const whole = new Map<string, Entry[]>();
  const stems = new Map<string, Entry[]>();
  for (const entry of entries) {
    const first = entry.parts[0]!;
    const index = first.stem ? stems : whole;
    index.set(first.text, [...(index.get(first.text) ?? []), entry]);
  }
  return (tokens: readonly Token[], at: number): Match | null => {
    const token = tokens[at];
    if (!token) return null;
    const candidates: Entry[] = [];
    for (const form of token.forms) {
      candidates.push(...(whole.get(form) ?? []));
      for (let end = 1; end <= form.length; end++) candidates.push(...(stems.get(form.slice(0, end)) ?? []));
    }
    let best: Entry | null = null;
    for (const entry of candidates) {
      const fits = entry.parts.every((part, k) => k === 0 || partMatches(part, tokens[at + k]));
      if (fits && (!best || rank(entry) > rank(best))) best = entry;
    }
    return best && { entry: best, length: best.parts.length };
  };
}

export function compilePack(pack: LanguagePack): CompiledPack {
  const entries = entriesOfPack(pack);
  const isUnit = (entry: Entry) => entry.kind === 'minutes' || entry.kind === 'hours';
  const breaks = new Set(entriesOf(pack.clauseBreaks));
  const clauseClitics = entriesOf(pack.clauseClitics);
  const words = new Set(
    entries.filter((e) => e.parts.every((p) => !p.stem)).map((e) => e.parts.map((p) => p.text).join('')),
  );
  return {
    matchAt: indexOf(entries.filter((entry) => !isUnit(entry))),
    unitAt: indexOf(entries.filter(isUnit)),
    isClauseBreak: (token) => token.forms.some((form) => breaks.has(form)),
    startsClause: (token) =>
      clauseClitics.some((c) => token.text.startsWith(c) && token.text.length > c.length + 1),
    words,
    stopWords: new Set(entriesOf(pack.stopWords)),
    clitics: entriesOf(pack.clitics).sort((a, b) => b.length - a.length),
    splitApostrophes: pack.splitApostrophes ?? false,
  };
}
