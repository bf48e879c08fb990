import { randomUUID } from 'node:crypto';
import { metricOutcome, type TLanguage, type TMetricType, type TRatingAnswer } from '@guestloop/contracts';
import { type AnswerChoice, type BadReason, chosenAnswers } from './demo-answers';
import {
  type Day,
  type OpeningHours,
  openingOf,
  orderMinute,
  type Streak,
  streakAt,
} from './demo-history-calendar';
import { COMMENT_LANGUAGES, COMMENTS, RUSH_COMMENTS, STREAK_COMMENTS } from './demo-history-comments';
import type { HistoryOrder, HistoryTable } from './demo-history-orders';
import { type Random, seededRandom } from './demo-history-random';

export interface HistoryRating {
  id: string;
  metricId: string;
  subLocationId: string | null;
  table: HistoryTable | null;
  orderId: string | null;
  customerId: string | null;
  score: number;
  outcome: string;
  comment: string | null;
  answers: TRatingAnswer[];
  language: TLanguage;
  createdAt: number;
  viewedAt: number | null;
}

export interface HistoryCall {
  id: string;
  tableId: string;
  kind: 'waiter' | 'bill';
  payWith: 'cash' | 'card' | null;
  createdAt: number;
  handledAt: number;
  /** The waiter serves the hall; on the terrace the manager answers. */
  handledBy: 'waiter' | 'manager';
}

export interface RatingPlace {
  stars: string;
  nps: string | null;
  /** The question each metric's ratings answer, by metric id. */
  questions: Map<string, AnswerChoice | null>;
  terraceId: string | null;
  tables: HistoryTable[];
  hours: OpeningHours;
  /** Local minutes of the history's end (today's midnight): nothing happens from then on. */
  end: number;
}

const STARS: [number, number][] = [
  [5, 56],
  [4, 27],
  [3, 9],
  [2, 4.5],
  [1, 3.5],
];
const NPS: [number, number][] = [
  [10, 30],
  [9, 25],
  [8, 18],
  [7, 10],
  [6, 6],
  [5, 4],
  [4, 3],
  [3, 2],
  [2, 1],
  [1, 0.5],
  [0, 0.5],
];

/** Friday's dinner rush, 19:00 to 21:00: the kitchen falls behind and guests say so. */
const RUSH = { weekday: 'fri', from: 19 * 60, to: 21 * 60 } as const;
/** The rush's complaints are drawn apart, so the rest of the history stays as it was. */
const RUSH_SEED = 20_240_605;
/** The answers chosen are drawn apart too, for the same reason. */
const ANSWERS_SEED = 20_240_607;

const inRush = (day: Day, minute: number) =>
  day.weekday === RUSH.weekday && minute >= RUSH.from && minute < RUSH.to;

const badOf = (type: TMetricType) =>
  (type === 'nps' ? NPS : STARS).filter(([score]) => metricOutcome(type, score) === 'bad');

/**
 * A score: mostly good, a little worse in the first months and on busy weekend nights, worse
 * again in Friday's rush; bad in a streak.
 */
function scoreOf(type: TMetricType, day: Day, minute: number, streak: Streak | null, random: Random): number {
  const scale = type === 'nps' ? NPS : STARS;
  if (streak && random.chance(streak.badShare)) return random.weighted(badOf(type));
  const busyNight = (day.weekday === 'fri' || day.weekday === 'sat') && minute >= 18 * 60;
  const rush = inRush(day, minute);
  const worse = (1.5 - 0.5 * day.progress) * (rush ? 2.5 : busyNight ? 1.3 : 1);
  return random.weighted(
    scale.map(
      ([score, weight]) => [score, metricOutcome(type, score) === 'good' ? weight : weight * worse] as const,
    ),
  );
}

function commentOf(outcome: string, streak: Streak | null, random: Random): [TLanguage, string | null] {
  if (outcome === 'bad' && streak && random.chance(0.85)) return random.pick(STREAK_COMMENTS[streak.cause]);
  const language = random.weighted(COMMENT_LANGUAGES);
  const share = outcome === 'bad' ? 0.8 : outcome === 'neutral' ? 0.4 : 0.22;
  if (!random.chance(share)) return [language, null];
  const texts = COMMENTS[language] ?? COMMENTS.en!;
  return [language, random.pick(texts[outcome as 'bad' | 'neutral' | 'good'])];
}

/** Staff read the inbox within hours; the last three days' reviews still wait to be read. */
function viewedAt(createdAt: number, end: number, random: Random): number | null {
  if (createdAt > end - 3 * 24 * 60 || random.chance(0.01)) return null;
  return Math.min(end - 1, createdAt + random.logNormal(6 * 60, 0.8));
}

export function historyRatings(
  days: Day[],
  orders: HistoryOrder[],
  place: RatingPlace,
  streaks: Streak[],
  random: Random,
) {
  const ratings: HistoryRating[] = [];
  const answering = seededRandom(ANSWERS_SEED);
  const answersOf = (metricId: string, outcome: string, reason: BadReason) =>
    chosenAnswers(place.questions.get(metricId) ?? null, outcome, reason, answering);
  const rate = (
    type: TMetricType,
    metricId: string,
    day: Day,
    at: number,
    from: { table: HistoryTable | null; order?: HistoryOrder },
  ) => {
    if (at >= place.end) return;
    const minute = at - day.start;
    const streak = from.order?.streak ?? streakAt(streaks, day, minute);
    const score = scoreOf(type, day, minute, streak, random);
    const outcome = metricOutcome(type, score);
    const [language, comment] = commentOf(outcome, streak, random);
    const reason = streak?.cause ?? (inRush(day, minute) ? 'rush' : null);
    ratings.push({
      id: randomUUID(),
      metricId,
      subLocationId: from.table?.terrace ? place.terraceId : null,
      table: from.table,
      orderId: from.order?.id ?? null,
      customerId: from.order?.customerId ?? null,
      score,
      outcome,
      comment,
      answers: answersOf(metricId, outcome, reason),
      language,
      createdAt: at,
      viewedAt: viewedAt(at, place.end, random),
    });
  };

  // The served order's page asks for a rating: some guests give one, more of them on a bad night.
  for (const order of orders) {
    if (order.status !== 'closed' || order.type === 'delivery') continue;
    const share = order.type === 'table' ? (order.streak ? 0.6 : 0.14) : 0.05;
    if (random.chance(share))
      rate('stars', place.stars, order.day, order.endedAt + random.int(0, 25), { table: order.table, order });
  }
  // The table stickers without an order, and the NPS link on the receipt; on a shift that went
  // wrong, more guests reach for the sticker than on a quiet day.
  for (const streak of streaks) {
    const day = days.find((d) => d.date === streak.date);
    for (let i = day ? random.int(3, 6) : 0; i > 0; i--) {
      const minute = streak.from + random.next() * (streak.to - streak.from);
      rate('stars', place.stars, day!, day!.start + minute, { table: random.pick(place.tables) });
    }
  }
  for (const day of days) {
    const opening = openingOf(place.hours, day.weekday);
    if (!opening) continue;
    for (let i = random.int(2, 6); i > 0; i--) {
      rate('stars', place.stars, day, day.start + orderMinute(day.weekday, opening, random), {
        table: random.pick(place.tables),
      });
    }
    if (!place.nps) continue;
    for (let i = random.int(1, 4); i > 0; i--) {
      rate('nps', place.nps, day, day.start + orderMinute(day.weekday, opening, random) + 30, {
        table: null,
      });
    }
  }
  // Each Friday's rush also leaves one table that waited too long and rates at once, badly.
  const rush = seededRandom(RUSH_SEED);
  for (const day of days) {
    if (day.weekday !== RUSH.weekday || !openingOf(place.hours, day.weekday)) continue;
    const at = day.start + RUSH.from + rush.next() * 60;
    const table = rush.pick(place.tables);
    const score = rush.weighted(badOf('stars'));
    const outcome = metricOutcome('stars', score);
    const [language, comment] = rush.pick(RUSH_COMMENTS);
    if (!table || at >= place.end) continue;
    ratings.push({
      id: randomUUID(),
      metricId: place.stars,
      subLocationId: table.terrace ? place.terraceId : null,
      table,
      orderId: null,
      customerId: null,
      score,
      outcome,
      comment,
      answers: answersOf(place.stars, outcome, 'rush'),
      language,
      createdAt: at,
      viewedAt: viewedAt(at, place.end, rush),
    });
  }
  return ratings.sort((a, b) => a.createdAt - b.createdAt);
}

/** Guests at tables call a waiter or ask for the bill; answered in a minute or two, slower in a streak. */
export function historyCalls(orders: HistoryOrder[], end: number, random: Random): HistoryCall[] {
  const calls: HistoryCall[] = [];
  for (const order of orders) {
    if (order.type !== 'table' || !order.table || !random.chance(0.22)) continue;
    const bill = order.status === 'closed' && random.chance(0.45);
    const createdAt = bill
      ? order.endedAt - random.int(5, 12)
      : order.createdAt + random.int(5, Math.max(6, order.endedAt - order.createdAt - 5));
    const slowdown = order.streak ? order.streak.slowdown * 1.5 : 1;
    const seconds = Math.min(25 * 60, Math.max(10, random.logNormal(75, 0.55) * slowdown));
    const handledAt = Math.min(end - 1, createdAt + seconds / 60);
    if (createdAt >= end - 1) continue;
    calls.push({
      id: randomUUID(),
      tableId: order.table.id,
      kind: bill ? 'bill' : 'waiter',
      payWith: bill ? (order.paymentMethod === 'cash' ? 'cash' : 'card') : null,
      createdAt,
      handledAt,
      handledBy: order.table.terrace ? 'manager' : 'waiter',
    });
  }
  return calls;
}
