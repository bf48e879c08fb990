import { LANGUAGES, type TLanguage, type TTopic } from '@guestloop/contracts';
import { analyseLocally } from '../../providers/ai';
import { INTENT_WORDS, type IntentWords } from './assistant-lexicon';
import { lastDaysOf, PERIOD_WORDS, type PeriodAsked, type PeriodKind } from './assistant-periods';

/**
 * How the built-in assistant reads a question: what is asked (intent), about which part of the
 * visit (topic), for when (period), where (one of the company's locations, by its name) and in
 * which language, plus the words left over to search the company's texts for.
 */

export const ASSISTANT_INTENTS = [
  'complaints',
  'praise',
  'topic',
  'ratings',
  'orders',
  'items',
  'prices',
  'surveys',
  'search',
] as const;
export type Intent = (typeof ASSISTANT_INTENTS)[number];

export interface Reading {
  intent: Intent;
  /** `items`: the best or the worst. */
  direction: 'best' | 'worst';
  topic: TTopic | null;
  period: PeriodAsked | null;
  placeId: string | null;
  language: TLanguage;
  /** What is left of the question to search for. */
  terms: string;
}

export interface Place {
  id: string;
  name: string;
  slug: string;
}

type Span = [number, number];

const UNSPACED: readonly TLanguage[] = ['zh', 'ar'];
const LETTER = /[\p{L}\p{N}]/u;

export const normalise = (text: string) =>
  text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/\s+/g, ' ');

/** Where the entries (`a|b|c`) occur in `text`, each at a word's start (anywhere for unspaced scripts). */
export function spansOf(text: string, entries: string, anywhere = false): Span[] {
  const spans: Span[] = [];
  for (const entry of entries.split('|')) {
    if (!entry) continue;
    for (let at = text.indexOf(entry); at >= 0; at = text.indexOf(entry, at + 1)) {
      if (anywhere || at === 0 || !LETTER.test(text[at - 1]!)) spans.push([at, at + entry.length]);
    }
  }
  return spans;
}

const blank = (text: string, spans: Span[]) => {
  let out = text;
  for (const [from, to] of spans) out = out.slice(0, from) + ' '.repeat(to - from) + out.slice(to);
  return out;
};

function periodIn(text: string, language: TLanguage): { period: PeriodAsked; spans: Span[] } | null {
  const anywhere = UNSPACED.includes(language);
  for (const [kind, entries] of Object.entries(PERIOD_WORDS[language])) {
    const spans = spansOf(text, entries, anywhere);
    if (spans.length > 0) return { period: { kind: kind as PeriodKind }, spans };
  }
  return null;
}

interface IntentFound {
  intent: Exclude<Intent, 'topic' | 'search'>;
  direction: 'best' | 'worst';
  spans: Span[];
}

function intentIn(text: string, words: IntentWords, anywhere: boolean): IntentFound | null {
  const find = (entries: string, within = text) => spansOf(within, entries, anywhere);
  const complaints = find(words.complaints);
  // "unzufrieden", "недовольны": a complaint's word holds a word of praise.
  const praise = find(words.praise, blank(text, complaints));
  const best = find(words.best);
  const worst = find(words.worst);
  const items = find(words.items);
  const found = (intent: IntentFound['intent'], ...spans: Span[][]): IntentFound => ({
    intent,
    direction: worst.length > 0 && best.length === 0 ? 'worst' : 'best',
    spans: spans.flat(),
  });
  if ((best.length > 0 || worst.length > 0) && items.length > 0) return found('items', best, worst, items);
  const surveys = find(words.surveys);
  if (surveys.length > 0) return found('surveys', surveys);
  if (complaints.length > 0) return found('complaints', complaints, worst);
  if (praise.length > 0) return found('praise', praise, best);
  const orders = find(words.orders);
  if (orders.length > 0) return found('orders', orders);
  const ratings = find(words.ratings);
  if (ratings.length > 0) return found('ratings', ratings);
  const prices = find(words.prices);
  if (prices.length > 0) return found('prices', prices);
  if (worst.length > 0) return found('complaints', worst);
  if (best.length > 0) return found('praise', best);
  return null;
}

/** How many of a language's entries a question holds (its words for intents and periods). */
function hitsOf(text: string, language: TLanguage): number {
  const anywhere = UNSPACED.includes(language);
  const lists = [...Object.values(INTENT_WORDS[language]), ...Object.values(PERIOD_WORDS[language])];
  return lists.reduce((sum, entries) => sum + spansOf(text, entries, anywhere).length, 0);
}

/**
 * The question's language: its script; else the language whose words for intents and periods it
 * uses most (the detector's, then the reader's, on a tie); else the detector's; else the reader's.
 */
export function languageOf(text: string, fallback: TLanguage): TLanguage {
  if (/[\u10A0-\u10FF]/u.test(text)) return 'ge';
  if (/[\u0600-\u06FF]/u.test(text)) return 'ar';
  if (/[\u4E00-\u9FFF]/u.test(text)) return 'zh';
  const detected = analyseLocally({ text }).language;
  const lowered = normalise(text);
  const hits = new Map(LANGUAGES.map((language) => [language, hitsOf(lowered, language)]));
  const most = Math.max(...hits.values());
  if (most > 0) {
    const leaders = LANGUAGES.filter((language) => hits.get(language) === most);
    if (detected && leaders.includes(detected)) return detected;
    return leaders.includes(fallback) ? fallback : leaders[0]!;
  }
  if (detected) return detected;
  if (/[а-яёіїєґәғқңөұүһ]/u.test(lowered) && !['ru', 'uk', 'kk'].includes(fallback)) {
    return /[әғқңөұүһ]/u.test(lowered) ? 'kk' : /[іїєґ]/u.test(lowered) ? 'uk' : 'ru';
  }
  return fallback;
}

/** Ways a question may name a place: its name, the parts of it ("Old Town" of "Linden Café — Old Town"), its slug. */
function namesOf(place: Place): string[] {
  const name = normalise(place.name).trim();
  const parts = name.split(/\s*[—–|·,:/()]\s*|\s+-\s+/u).map((part) => part.trim());
  return [name, ...parts, place.slug.replace(/-/g, ' ')].filter((n) => n.length >= 3);
}

/** The place a question names: the longest name found that only one place goes by. */
export function placeIn(text: string, places: Place[]): { id: string; spans: Span[] } | null {
  const owners = new Map<string, Set<string>>();
  for (const place of places) {
    for (const name of namesOf(place)) owners.set(name, (owners.get(name) ?? new Set()).add(place.id));
  }
  let found: { id: string; spans: Span[]; length: number } | null = null;
  for (const [name, ids] of owners) {
    if (ids.size !== 1) continue;
    const spans = spansOf(text, name).filter(([, to]) => to === text.length || !LETTER.test(text[to]!));
    if (spans.length > 0 && (!found || name.length > found.length)) {
      found = { id: [...ids][0]!, spans, length: name.length };
    }
  }
  return found && { id: found.id, spans: found.spans };
}

/**
 * Reads a question. `previous`: the conversation's last reading, whose intent (and topic) a
 * follow-up that asks nothing new keeps ("and last month?").
 */
export function readQuestion(
  question: string,
  options: { places: Place[]; fallbackLanguage: TLanguage; previous?: Reading | null },
): Reading {
  const language = languageOf(question, options.fallbackLanguage);
  const text = normalise(question);
  const anywhere = UNSPACED.includes(language);
  const place = placeIn(text, options.places);
  const period = periodIn(text, language) ?? LANGUAGES.map((l) => periodIn(text, l)).find(Boolean) ?? null;
  const days = period ? null : lastDaysOf(text);
  let intent = intentIn(text, INTENT_WORDS[language], anywhere);
  for (const other of LANGUAGES) intent ??= intentIn(text, INTENT_WORDS[other], UNSPACED.includes(other));

  const rest = blank(text, [...(place?.spans ?? []), ...(period?.spans ?? []), ...(intent?.spans ?? [])]);
  const topic = analyseLocally({ text: rest, language }).topics[0]?.topic ?? null;
  const previous = options.previous;
  const followUp = !intent && !topic && previous && (place || period || days);
  const reading: Reading = {
    intent: intent?.intent ?? (topic ? 'topic' : 'search'),
    direction: intent?.direction ?? 'best',
    topic,
    period: period?.period ?? days,
    placeId: place?.id ?? null,
    language,
    terms: rest.replace(/[^\p{L}\p{N}]+/gu, ' ').trim(),
  };
  if (followUp) {
    return {
      ...reading,
      intent: previous.intent,
      direction: previous.direction,
      topic: previous.topic,
      placeId: reading.placeId ?? previous.placeId,
      period: reading.period ?? previous.period,
      terms: previous.terms,
    };
  }
  return reading;
}
