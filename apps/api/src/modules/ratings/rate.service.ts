import { randomUUID } from 'node:crypto';
import {
  metricOutcome,
  RATING_CODE_TTL_MINUTES,
  type TLanguage,
  type TOrderRating,
  type TRateDefault,
  type TRateResult,
  type TRatingAnswer,
  type ZRateBody,
} from '@guestloop/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors';
import type { GuestContext } from '../../plugins/access';
import { recordEvent } from '../events';
import { sendProductMail } from '../mail';
import { defaultMetricFor, findMetricById, type MetricRow, type MetricSnapshot, tableOf } from '../metrics';
import { findBySlug, type OrderRow } from '../orders';
import { resolveTableInLocation } from '../tables';
import {
  checkAnswers,
  checkScore,
  invalid,
  isOrderRateable,
  orderLines,
  ratingAlert,
  ratingCreated,
} from './rating-rules';
import { newRatingCode, ratingSecrets, sameSecret } from './rating-secrets';
import * as repo from './ratings.repo';

type RatingsApp = Pick<FastifyInstance, 'db' | 'config' | 'events' | 'metricSnapshots'>;
type RateBody = z.output<typeof ZRateBody>;

const tableLabel = (t: { name: string; group: { name: string } }) => `${t.group.name} · ${t.name}`;

/** The table and sub-location a rating was given from, within the metric's location (its snapshot). */
function placeOf(snapshot: MetricSnapshot, body: RateBody) {
  let table: { id: string; label: string } | null = null;
  if (body.table) {
    const found = tableOf(snapshot, body.table);
    if (!found) {
      throw invalid('No such table at this place', [
        { path: 'body.table', code: 'invalid_value', message: 'Not a table of this location' },
      ]);
    }
    table = { id: found.id, label: found.label };
  }
  let subLocationId: string | null = null;
  if (body.subLocationId) {
    const sub = snapshot.subLocations.get(body.subLocationId);
    if (!sub) {
      throw invalid('No such part of this place', [
        { path: 'body.subLocationId', code: 'invalid_value', message: 'Not a sub-location of this location' },
      ]);
    }
    subLocationId = sub.id;
  }
  return { table, subLocationId };
}

/** The guest's own order of the metric's company, served or paid and not rated yet. */
async function rateableOrder(app: RatingsApp, metric: MetricRow, slug: string, guest: GuestContext | null) {
  const order = await findBySlug(app.db, slug);
  if (!order || order.structureId !== metric.structureId) throw notFound('Order');
  if (!guest || order.customerId !== guest.id)
    throw forbidden('Only the guest who placed the order can rate it');
  if (!isOrderRateable(order)) {
    throw new AppError(409, 'ORDER_NOT_READY_TO_RATE', 'The order can be rated once it is served or paid');
  }
  if (await repo.findRatingOfOrder(app.db, order.id)) throw orderRated();
  return order;
}

const orderRated = () => conflict('ORDER_ALREADY_RATED', 'The order was rated already');

/** Dish scores of the order's lines: each line once, only lines the order has. */
function dishesOf(order: OrderRow | null, dishes: RateBody['dishes']) {
  if (!order) {
    if (dishes.length === 0) return [];
    throw invalid('Dishes are scored with their order', [
      { path: 'body.orderSlug', code: 'required', message: 'Name the order the dishes are from' },
    ]);
  }
  const lines = orderLines(order);
  const seen = new Set<number>();
  const issues = dishes.flatMap((dish, index) => {
    const problem = !lines[dish.lineIndex] || seen.has(dish.lineIndex);
    seen.add(dish.lineIndex);
    return problem
      ? [
          {
            path: `body.dishes.${index}.lineIndex`,
            code: 'invalid_value',
            message: 'Not a line of this order',
          },
        ]
      : [];
  });
  if (issues.length > 0) throw invalid('Some dishes are not in the order', issues);
  return dishes.map((dish) => ({ ...dish, line: lines[dish.lineIndex]! }));
}

/**
 * What the metric asks before a rating counts: nothing, or an e-mail address proven by a mailed
 * code. A guest signed in with that address (or giving none) has proven it already.
 */
function verificationOf(metric: MetricRow, body: RateBody, provenEmail: string | null) {
  if (!metric.content.verificationMethods.includes('email')) {
    return { verification: 'none' as const, email: null, proven: true };
  }
  const own = provenEmail?.toLowerCase() ?? null;
  const given = body.verifyEmail?.toLowerCase() ?? null;
  if (own && (given === null || given === own))
    return { verification: 'email' as const, email: own, proven: true };
  if (!given) {
    throw invalid('This rating needs an e-mail address to confirm', [
      { path: 'body.verifyEmail', code: 'required', message: 'Give an e-mail address' },
    ]);
  }
  return { verification: 'email' as const, email: given, proven: false };
}

export interface RateInput {
  body: RateBody;
  guest: GuestContext | null;
  /** The address of the signed-in account, if any: proven when it signed in. */
  provenEmail: string | null;
  language: TLanguage;
}

/**
 * POST /rate. Stored in one transaction with its dish scores, its live alert (when it counts now)
 * and its confirmation mail (when it does not yet); subscribers hear `rating.created` after the
 * commit. The metric, its place and tables come from the process's snapshot; when one of them
 * was deleted a moment ago by another process (its notice not heard yet), the insert fails on
 * its reference and the rating is judged again from the database.
 */
export async function rate(app: RatingsApp, input: RateInput): Promise<TRateResult> {
  try {
    return await rateOnce(app, input);
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
    app.metricSnapshots.forget(input.body.slug);
    return rateOnce(app, input);
  }
}

async function rateOnce(
  app: RatingsApp,
  { body, guest, provenEmail, language }: RateInput,
): Promise<TRateResult> {
  const snapshot = await app.metricSnapshots.current(body.slug);
  const metric = snapshot?.metric;
  if (!snapshot || !metric?.isActive) throw notFound('Metric');
  checkScore(metric.type, body.score);
  const answers: TRatingAnswer[] = checkAnswers(metric.content, body.answers);
  const place = placeOf(snapshot, body);
  const order = body.orderSlug ? await rateableOrder(app, metric, body.orderSlug, guest) : null;
  const dishes = dishesOf(order, body.dishes);
  const check = verificationOf(metric, body, provenEmail);
  const secrets = ratingSecrets(app.config);
  const id = randomUUID();
  const code = check.proven ? null : newRatingCode();
  const table = place.table ?? (order?.tableId ? { id: order.tableId, label: order.tableLabel } : null);
  // What the confirmation mail says was rated: the place, else the metric.
  const venue = code ? (snapshot.location?.name ?? metric.title) : '';

  let rating: repo.RatingRow;
  try {
    rating = await app.db.transaction(async (tx) => {
      const row = await repo.insertRating(tx, {
        id,
        structureId: metric.structureId,
        metricId: metric.id,
        locationId: metric.locationId,
        subLocationId: place.subLocationId,
        tableId: table?.id ?? null,
        tableLabel: table?.label ?? null,
        orderId: order?.id ?? null,
        customerId: guest?.id ?? null,
        score: body.score,
        outcome: metricOutcome(metric.type, body.score),
        comment: body.comment || null,
        answers,
        language,
        verification: check.verification,
        verifyEmail: check.email,
        verifyCodeHash: code ? secrets.codeHash(id, code) : null,
        verifiedAt: check.verification !== 'none' && check.proven ? new Date() : null,
      });
      const items = await repo.existingItemIds(
        tx,
        metric.structureId,
        dishes.flatMap((d) => (d.line.itemId ? [d.line.itemId] : [])),
      );
      await repo.insertDishRatings(
        tx,
        dishes.map((d) => ({
          ratingId: id,
          structureId: metric.structureId,
          menuItemId: d.line.itemId && items.has(d.line.itemId) ? d.line.itemId : null,
          itemTitle: d.line.title,
          lineIndex: d.lineIndex,
          score: d.score,
        })),
      );
      if (code && check.email) {
        await sendProductMail(
          app,
          {
            to: check.email,
            language,
            template: 'ratingCode',
            vars: { code, venue },
          },
          { db: tx },
        );
      } else {
        await recordEvent(tx, metric.structureId, 'rating.created', ratingAlert(row, metric));
      }
      return row;
    });
  } catch (error) {
    throw isUniqueViolation(error, repo.ORDER_RATED_CONSTRAINT) ? orderRated() : error;
  }
  if (!code) await app.events.emit('rating.created', ratingCreated(rating, metric));
  return {
    id,
    outcome: rating.outcome as TRateResult['outcome'],
    needsVerification: code !== null,
    attachToken: secrets.attachToken(id),
  };
}

const codeInvalid = () => new AppError(400, 'CODE_INVALID', 'The code is wrong');
const codeExpired = () => new AppError(400, 'CODE_EXPIRED', 'The code has expired');

/**
 * POST /rate/{id}/verify: the mailed code confirms the rating, which counts from now on (the
 * boards and subscribers hear of it then). Confirming again answers the same.
 */
export async function verify(app: RatingsApp, id: string, code: string) {
  const secrets = ratingSecrets(app.config);
  const confirmed = await app.db.transaction(async (tx) => {
    const rating = await repo.findRating(tx, id, true);
    if (!rating) throw notFound('Rating');
    if (rating.verification === 'none' || rating.verifiedAt) return null;
    if (rating.createdAt.getTime() + RATING_CODE_TTL_MINUTES * 60_000 <= Date.now()) throw codeExpired();
    if (!rating.verifyCodeHash || !sameSecret(rating.verifyCodeHash, secrets.codeHash(id, code))) {
      throw codeInvalid();
    }
    await repo.markVerified(tx, id);
    // A rating goes with its metric (the reference cascades), so the metric is there.
    const metric = await findMetricById(tx, rating.structureId, rating.metricId);
    if (!metric) return null;
    await recordEvent(tx, rating.structureId, 'rating.created', ratingAlert(rating, metric));
    return { rating, metric };
  });
  if (confirmed) await app.events.emit('rating.created', ratingCreated(confirmed.rating, confirmed.metric));
  return { id, verified: true as const };
}

/**
 * GET /rate/default/{locationId}[/{tableId}]: the location's ready-made metric (made on first
 * use, in the request's language) and the table, for a link that names a place, not a metric.
 */
export async function defaultRating(
  app: RatingsApp,
  locationId: string,
  tableId: string | null,
  language: TLanguage,
): Promise<TRateDefault> {
  const location = await repo.findLocationById(app.db, locationId);
  if (!location) throw notFound('Location');
  let table: TRateDefault['table'] = null;
  if (tableId) {
    const found = await resolveTableInLocation(app.db, location.structureId, location.id, { id: tableId });
    if (!found) throw notFound('Table');
    table = { id: found.id, group: found.group.slug, table: found.slug, label: tableLabel(found) };
  }
  const metric = await defaultMetricFor(app.db, location.structureId, location.id, language);
  if (!metric) throw notFound('Location');
  return { metricSlug: metric.slug, location: { id: location.id, name: location.name }, table };
}

/**
 * GET /order/{slug}/rating: the order page's rating card for the order's own guest (403 for
 * anyone else): its dishes, whether it can be rated now and with which metric, or what was given.
 */
export async function orderRating(
  app: RatingsApp,
  slug: string,
  guestId: string,
  language: TLanguage,
): Promise<TOrderRating> {
  const order = await findBySlug(app.db, slug);
  if (!order) throw notFound('Order');
  if (order.customerId !== guestId) throw forbidden('Only the guest who placed the order can rate it');
  const dishes = orderLines(order);
  const rated = await repo.findRatingOfOrder(app.db, order.id);
  if (rated) {
    const [scores, metric] = await Promise.all([
      repo.dishRatingsOf(app.db, [rated.id]),
      findMetricById(app.db, rated.structureId, rated.metricId),
    ]);
    return {
      canRate: false,
      // The guest who comes back to the order is still offered the metric's review sites.
      metricSlug: metric?.slug ?? null,
      dishes,
      rated: {
        id: rated.id,
        score: rated.score,
        outcome: rated.outcome as TRateResult['outcome'],
        dishes: scores.map((s) => ({ lineIndex: s.lineIndex, score: s.score })),
        createdAt: rated.createdAt.toISOString(),
      },
    };
  }
  const metric =
    isOrderRateable(order) && order.locationId
      ? await defaultMetricFor(app.db, order.structureId, order.locationId, language)
      : null;
  return { canRate: metric !== null, metricSlug: metric?.slug ?? null, dishes, rated: null };
}
