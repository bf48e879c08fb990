import {
  AI_MENTIONS_MAX,
  AI_TOPICS,
  type TLanguage,
  type TRatingAnalysis,
  type TSentiment,
  type TTopic,
} from '@guestloop/contracts';
import { detectLanguage } from './language-detect';
import type { CompiledPack, Token } from './lexicon/compile';
import { packOf } from './lexicon/index';
import { type SharedLexicon, sharedLexicon } from './shared-lexicon';
import { type Clause, readText } from './text';

export interface LocalAnalysisInput {
  text: string;
  /** The comment's language; detected when not given. */
  language?: TLanguage | null;
  /** The rating's own score as a share of its scale (1 of 1–5 stars → 0, 5 → 1); null when none. */
  scoreShare?: number | null;
}

/** How many following words a negator turns around ("not very good"). */
const NEGATION_REACH = 3;
/** How far back a trailing negator reaches (Turkish "lezzetli değil"). */
const NEGATION_BACK = 2;
/** A wait this long, said of waiting, is a complaint. */
const LONG_WAIT_MINUTES = 20;
const LONG_WAIT_POINTS = -2;
/** The text's share of the score when the rating has a score of its own. */
const TEXT_WEIGHT = 0.7;
/** Mood points that make a clear mood: the text scores tanh(points / MOOD_SCALE). */
const MOOD_SCALE = 4;
/** Scores this close to 0 are neutral. */
const NEUTRAL_BAND = 0.15;

interface TopicReading {
  /** Points of the cues bound to this topic ("slow" for waiting). */
  points: number;
  mentions: Set<string>;
}

interface ClauseReading {
  /** Points of the mood words that judge whatever the clause speaks of. */
  mood: number;
  /** Mood taken over from a clause of the same sentence that names no topic ("…, and it was awful"). */
  borrowed: number;
  cuePoints: number;
  evidence: number;
  topics: Map<TTopic, TopicReading>;
  longWait: string | null;
}

function readClause(
  clause: Clause,
  pack: CompiledPack,
  shared: SharedLexicon,
  joiner: string,
): ClauseReading {
  const reading: ClauseReading = {
    mood: 0,
    borrowed: 0,
    cuePoints: 0,
    evidence: 0,
    topics: new Map(),
    longWait: null,
  };
  const words = (from: number, length: number) =>
    clause
      .slice(from, from + length)
      .map((t) => t.text)
      .join(joiner);
  // The shared lists were machine-translated: short function words picked up moods ("na" +1 in Polish).
  const sharedMatch = (tokens: Clause, at: number) => {
    const token = tokens[at] as Token;
    const functionWord =
      pack.stopWords.has(token.text) || (joiner && token.text.length < 3 && /\p{L}/u.test(token.text));
    return functionWord ? null : shared.match(tokens, at);
  };
  let negatedThrough = -1;
  // The last scored word, for a negator that comes after it; set inside `score`.
  let last = null as { end: number; negated: boolean; turn: () => void } | null;

  const score = (value: number, at: number, length: number, topic?: TopicReading) => {
    const negated = at <= negatedThrough;
    const points = negated ? -value : value;
    if (topic) {
      topic.points += points;
      reading.cuePoints += points;
    } else reading.mood += points;
    reading.evidence++;
    last = {
      end: at + length - 1,
      negated,
      turn: () => {
        if (topic) {
          topic.points -= 2 * points;
          reading.cuePoints -= 2 * points;
        } else reading.mood -= 2 * points;
      },
    };
  };

  for (let at = 0; at < clause.length; ) {
    const token = clause[at] as Token;
    const unit = /^\d+([.,]\d+)?$/.test(token.text) ? pack.unitAt(clause, at + 1) : null;
    if (unit) {
      const minutes = Number(token.text.replace(',', '.')) * (unit.entry.kind === 'hours' ? 60 : 1);
      if (minutes >= LONG_WAIT_MINUTES) reading.longWait = words(at, 1 + unit.length);
      at += 1 + unit.length;
      continue;
    }
    const match = pack.matchAt(clause, at);
    if (match) {
      const { entry, length } = match;
      if (entry.kind === 'negator') negatedThrough = at + length - 1 + NEGATION_REACH;
      else if (entry.kind === 'negatorAfter') {
        if (last && at - last.end <= NEGATION_BACK && !last.negated) last.turn();
        last = null;
      } else if (entry.topic) {
        const topic = reading.topics.get(entry.topic) ?? { points: 0, mentions: new Set<string>() };
        reading.topics.set(entry.topic, topic);
        topic.mentions.add(words(at, length));
        if (entry.kind === 'cue') score(entry.value, at, length, topic);
      } else if (entry.kind === 'mood') {
        // Our stem found the word; the shared lexicon, where it lists the form alike, knows its strength.
        const listed = length === 1 ? sharedMatch(clause, at) : null;
        const alike = listed?.length === 1 && Math.sign(listed.value) === Math.sign(entry.value);
        score(alike ? listed.value : entry.value, at, length);
      }
      at += length;
      continue;
    }
    const listed = sharedMatch(clause, at);
    if (listed) score(listed.value, at, listed.length);
    at += listed?.length ?? 1;
  }
  judgeServiceBySpeed(reading);
  return reading;
}

/**
 * "The service was slow": a word of speed said of the service judges the service too, not the
 * wait alone. Only the topic's own judgement: the comment's mood counts the word once.
 */
function judgeServiceBySpeed(reading: ClauseReading) {
  const service = reading.topics.get('service');
  const waiting = reading.topics.get('waiting');
  if (service && waiting) service.points += waiting.points;
}

/** A sentence's clauses; a long wait counts where the sentence speaks of waiting. */
function readSentence(clauses: Clause[], pack: CompiledPack, shared: SharedLexicon, joiner: string) {
  const readings = clauses.map((clause) => readClause(clause, pack, shared, joiner));
  const waitingSaid = readings.some((r) => r.topics.has('waiting'));
  for (const reading of readings) {
    if (!reading.longWait || !waitingSaid) continue;
    const waiting = reading.topics.get('waiting') ?? { points: 0, mentions: new Set<string>() };
    reading.topics.set('waiting', waiting);
    waiting.mentions.add(reading.longWait);
    waiting.points += LONG_WAIT_POINTS;
    reading.cuePoints += LONG_WAIT_POINTS;
    reading.evidence++;
  }
  readings.forEach((reading, index) => {
    if (reading.topics.size || !reading.mood) return;
    const before = readings.slice(0, index).findLast((r) => r.topics.size);
    const target = before ?? readings.slice(index + 1).find((r) => r.topics.size);
    if (target) target.borrowed += reading.mood;
  });
  return readings;
}

function sentimentOf(value: number, band = 0): TSentiment {
  return value > band ? 'positive' : value < -band ? 'negative' : 'neutral';
}

/** The sentiment a score stands for: scores this close to 0 are neutral. */
export const sentimentOfScore = (score: number) => sentimentOf(score, NEUTRAL_BAND);

/**
 * A comment's score: the text's mood (-1..1, null when it shows none) weighed with the rating's
 * own score (`scoreShare` 0..1 of its scale, null when none).
 */
export function weighScore(textScore: number | null, scoreShare: number | null | undefined): number {
  const stars =
    scoreShare === null || scoreShare === undefined ? null : Math.max(0, Math.min(1, scoreShare)) * 2 - 1;
  const score =
    textScore !== null && stars !== null
      ? TEXT_WEIGHT * textScore + (1 - TEXT_WEIGHT) * stars
      : (textScore ?? stars ?? 0);
  return Math.round(Math.max(-1, Math.min(1, score)) * 100) / 100 || 0;
}

/**
 * The comment read offline: mood words (our lists, then the shared AFINN lexicon) turned around
 * by negators, summed per clause; topics from our keyword lists, each judged by the clauses that
 * name it; the text's mood weighed with the rating's own score.
 */
export function analyseLocally(input: LocalAnalysisInput): TRatingAnalysis {
  const language = input.language ?? detectLanguage(input.text);
  const reading = language ?? 'en';
  const pack = packOf(reading);
  const shared = sharedLexicon(reading);
  const joiner = reading === 'zh' ? '' : ' ';
  const clauses = readText(input.text, reading, pack, shared).flatMap((sentence) =>
    readSentence(sentence, pack, shared, joiner),
  );

  let points = 0;
  let evidence = 0;
  const topics = new Map<TTopic, TopicReading>();
  for (const clause of clauses) {
    points += clause.mood + clause.cuePoints;
    evidence += clause.evidence;
    for (const [topic, { points: cuePoints, mentions }] of clause.topics) {
      const total = topics.get(topic) ?? { points: 0, mentions: new Set<string>() };
      topics.set(topic, total);
      total.points += clause.mood + clause.borrowed + cuePoints;
      for (const mention of mentions) total.mentions.add(mention.slice(0, 100));
    }
  }

  const score = weighScore(evidence ? Math.tanh(points / MOOD_SCALE) : null, input.scoreShare);
  return {
    sentiment: sentimentOfScore(score),
    score,
    topics: AI_TOPICS.filter((topic) => topics.has(topic)).map((topic) => {
      const total = topics.get(topic) as TopicReading;
      return {
        topic,
        sentiment: sentimentOf(total.points),
        mentions: [...total.mentions].slice(0, AI_MENTIONS_MAX),
      };
    }),
    language,
    summary: null,
    engine: 'local',
  };
}
