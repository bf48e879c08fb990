import type { TTopic } from '@guestloop/contracts';
import type { DbOrTx } from '../../db/client';
import * as repo from './assistant-facts.repo';
import { type ResolvedPeriod, resolvePeriod } from './assistant-periods';
import type { Reading } from './assistant-reading';
import { quoteOf, quotesFor, type ReadReview, readReview, topicCounts } from './assistant-reviews';
import { searchTexts } from './assistant-search';
import { distinct, type Source } from './assistant-sources';
import { surveyFacts, surveyTexts } from './assistant-surveys';

export type { Source } from './assistant-sources';

/**
 * What a question is answered from: the facts retrieved from the company's own data for its
 * reading — counts and figures from SQL, reviews and texts found by their analysis and by
 * full-text search. The built-in answer and the model's are both written from these, and both
 * cite the same sources.
 */

export interface Scope {
  /** The place asked about; null: every location. */
  placeName: string | null;
  period: ResolvedPeriod;
  currency: string;
}

export type RatingFigure = Awaited<ReturnType<typeof repo.ratingFigures>>[number];
export type OrderFigure = Awaited<ReturnType<typeof repo.orderFigures>>[number];
export type ItemSale = Awaited<ReturnType<typeof repo.itemSales>>[number];
export type DishScore = Awaited<ReturnType<typeof repo.dishScores>>[number];
export type SurveySummary = ReturnType<typeof surveyFacts>['surveys'][number];

type ReviewMode = 'complaints' | 'praise' | 'topic';

export type Facts = { scope: Scope; sources: Source[] } & (
  | {
      kind: 'reviews';
      mode: ReviewMode;
      topic: TTopic | null;
      total: number;
      matching: number;
      topics: { topic: TTopic; count: number }[];
      split: { positive: number; negative: number; neutral: number };
    }
  | { kind: 'ratings'; figures: RatingFigure[] }
  | { kind: 'orders'; figures: OrderFigure[] }
  | { kind: 'items'; direction: 'best' | 'worst'; sales: ItemSale[]; scores: DishScore[] }
  | { kind: 'prices' }
  | { kind: 'surveys'; answers: number; surveys: SurveySummary[] }
  | { kind: 'search' }
);

export interface Company {
  timeZone: string;
  currency: string;
  places: repo.PlaceRow[];
}

/** The place and those below it. */
function placeIdsOf(places: repo.PlaceRow[], id: string): string[] {
  const ids = [id];
  for (let i = 0; i < ids.length; i++) {
    for (const place of places) if (place.parentId === ids[i]) ids.push(place.id);
  }
  return ids;
}

type MenuItemRow = Awaited<ReturnType<typeof repo.menuItemsOf>>[number];

const itemSource = (item: MenuItemRow): Source => ({
  kind: 'menu-item',
  id: item.id,
  text: item.title,
  detail: null,
  price: { minor: item.price, currency: item.currency, soldOut: item.soldOut },
  date: null,
  placeName: item.menuTitle,
  score: null,
  metricType: null,
});

const reviewSource = (review: ReadReview): Source => ({
  kind: 'review',
  id: review.id,
  text: quoteOf(review.comment ?? review.labels.join(', ')),
  detail: null,
  date: review.createdAt,
  placeName: review.placeName,
  score: review.score,
  metricType: review.metricType,
});

/** How many to quote or list. */
const QUOTES = 3;
const LISTED = 5;

async function reviewFacts(db: DbOrTx, structureId: string, reading: Reading, span: repo.Span, scope: Scope) {
  const all = (await repo.reviewsIn(db, structureId, span)).map(readReview);
  const mode: ReviewMode =
    reading.intent === 'praise' ? 'praise' : reading.intent === 'complaints' ? 'complaints' : 'topic';
  const topic = reading.topic;
  const about = (review: ReadReview) => topic === null || review.topics.has(topic);
  const matching = all.filter(
    (review) =>
      about(review) &&
      (mode === 'complaints' ? review.negative : mode === 'praise' ? review.positive : topic !== null),
  );
  const tone = mode === 'complaints' ? 'negative' : mode === 'praise' ? 'positive' : 'any';
  const topics = topicCounts(matching, tone).slice(0, LISTED);
  const quoted = quotesFor(matching, topic ? [topic] : topics.map((t) => t.topic), {
    terms: reading.terms,
    language: reading.language,
    limit: QUOTES,
    only: topic,
  });
  const split = { positive: 0, negative: 0, neutral: 0 };
  if (topic) {
    for (const review of matching) {
      const sentiment = review.topics.get(topic) ?? 'neutral';
      split[sentiment] += 1;
    }
  }
  return {
    scope,
    kind: 'reviews' as const,
    mode,
    topic,
    total: all.length,
    matching: matching.length,
    topics,
    split,
    sources: quoted.map(reviewSource),
  };
}

async function itemFacts(db: DbOrTx, structureId: string, reading: Reading, span: repo.Span, scope: Scope) {
  const worst = reading.direction === 'worst';
  const [sales, scores] = await Promise.all([
    repo.itemSales(db, structureId, span, worst, LISTED),
    repo.dishScores(db, structureId, span),
  ]);
  const ranked = (worst ? [...scores].reverse() : scores).slice(0, LISTED);
  const sources: Source[] = sales.map((sale) => ({
    kind: 'menu-item',
    id: sale.itemId,
    text: sale.title,
    detail: null,
    date: null,
    placeName: scope.placeName,
    score: null,
    metricType: null,
  }));
  return { scope, kind: 'items' as const, direction: reading.direction, sales, scores: ranked, sources };
}

async function priceFacts(db: DbOrTx, structureId: string, reading: Reading, span: repo.Span, scope: Scope) {
  const items = await repo.menuItemsOf(db, structureId, span.placeIds);
  const docs = items.map((item) => ({
    id: item.id,
    text: [item.title, item.subTitle, item.description, item.category].filter(Boolean).join(' · '),
    item,
  }));
  const found = searchTexts(docs, reading.terms, LISTED).map((hit) => hit.doc.item);
  return { scope, kind: 'prices' as const, sources: found.map(itemSource) };
}

/** Any question the others do not read: the company's texts that best match its words. */
async function searchFacts(db: DbOrTx, structureId: string, reading: Reading, span: repo.Span, scope: Scope) {
  const [reviews, items, answers] = await Promise.all([
    repo.reviewsIn(db, structureId, span),
    repo.menuItemsOf(db, structureId, span.placeIds),
    repo.surveyAnswersIn(db, structureId, span),
  ]);
  const docs = [
    ...reviews
      .filter((row) => row.comment?.trim())
      .map((row) => ({ id: row.id, text: row.comment!, source: reviewSource(readReview(row)) })),
    ...items.map((item) => ({
      id: item.id,
      text: [item.title, item.subTitle, item.description].filter(Boolean).join(' · '),
      source: itemSource(item),
    })),
    ...surveyTexts(answers).map((text) => ({ id: text.id, text: text.text, source: text.source })),
  ];
  const sources = distinct(searchTexts(docs, reading.terms, LISTED * 4).map((hit) => hit.doc.source));
  return { scope, kind: 'search' as const, sources: sources.slice(0, LISTED) };
}

/** The facts a reading asks for, of the company `structureId` only. */
export async function factsFor(
  db: DbOrTx,
  structureId: string,
  company: Company,
  reading: Reading,
  scopePlaceId: string | null,
  now = new Date(),
): Promise<Facts> {
  const placeId = reading.placeId ?? scopePlaceId;
  const period = resolvePeriod(reading.period, company.timeZone, now);
  const span: repo.Span = {
    from: period.from,
    to: period.to,
    timeZone: company.timeZone,
    placeIds: placeId ? placeIdsOf(company.places, placeId) : null,
  };
  const placeName = company.places.find((place) => place.id === placeId)?.name ?? null;
  const scope: Scope = { placeName, period, currency: company.currency };
  switch (reading.intent) {
    case 'complaints':
    case 'praise':
    case 'topic':
      return reviewFacts(db, structureId, reading, span, scope);
    case 'ratings':
      return {
        scope,
        kind: 'ratings',
        figures: await repo.ratingFigures(db, structureId, span),
        sources: [],
      };
    case 'orders':
      return { scope, kind: 'orders', figures: await repo.orderFigures(db, structureId, span), sources: [] };
    case 'items':
      return itemFacts(db, structureId, reading, span, scope);
    case 'prices':
      return priceFacts(db, structureId, reading, span, scope);
    case 'surveys':
      return {
        scope,
        kind: 'surveys',
        ...surveyFacts(await repo.surveyAnswersIn(db, structureId, span), reading.terms),
      };
    case 'search':
      return searchFacts(db, structureId, reading, span, scope);
  }
}
