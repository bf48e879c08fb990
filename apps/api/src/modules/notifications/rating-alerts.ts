import {
  isLanguage,
  metricScoreRange,
  NOTIFICATION_EXCERPT_MAX,
  NOTIFICATION_SOURCE_OF,
  reviewConsolePath,
  type TNotificationKind,
  type TNotificationPayload,
} from '@guestloop/contracts';
import type { FastifyInstance } from 'fastify';
import { type DomainEventMap, recordEvent } from '../events';
import { sendProductMail } from '../mail';
import { findMetricById } from '../metrics';
import { findRating } from '../ratings';
import { findStructure } from '../structure';
import { coversLocation, effectiveSetting } from './notification-settings';
import * as repo from './notifications.repo';

type RatingCreated = DomainEventMap['rating.created'];
type App = Pick<FastifyInstance, 'db' | 'config' | 'events' | 'log'>;

/** What a member is told of a rating: a bad one as bad if they take those, else as new if they take every rating. */
export function kindFor(
  events: readonly TNotificationKind[],
  outcome: RatingCreated['outcome'],
): TNotificationKind | null {
  if (outcome === 'bad' && events.includes('rating.bad')) return 'rating.bad';
  if (events.includes('rating.new')) return 'rating.new';
  return null;
}

const excerpt = (text: string | null | undefined) => {
  const clean = text?.replace(/\s+/g, ' ').trim();
  if (!clean) return null;
  return clean.length > NOTIFICATION_EXCERPT_MAX ? `${clean.slice(0, NOTIFICATION_EXCERPT_MAX - 1)}…` : clean;
};

/**
 * Tells the company's members of a rating that now counts, as each one chose (or by default:
 * bad ratings, to members whose role reads reviews, in the console and by e-mail), at once.
 * Once per rating and member: the bell's row is unique per member, kind and rating, and the
 * mail is queued under a key of the member and the rating, in the same transaction.
 */
export async function notifyRating(app: App, event: RatingCreated) {
  const { db } = app;
  // Who takes this kind of rating at all is known from the members alone: most ratings are good
  // and most members take only bad ones, so the rest is read only when someone is to be told.
  const wanting = (await repo.companyMembers(db, event.structureId)).flatMap((member) => {
    const can = (permission: string) => member.isSuperAdmin || member.permissions.includes(permission);
    const setting = effectiveSetting(member.settings ?? null, can);
    const kind = kindFor(setting.events, event.outcome);
    if (!kind || (!setting.channels.console && !setting.channels.email)) return [];
    return [{ member, kind, setting }];
  });
  if (wanting.length === 0) return;

  const [metric, rating, lineage] = await Promise.all([
    findMetricById(db, event.structureId, event.metricId),
    findRating(db, event.ratingId),
    event.locationId ? repo.locationLineage(db, event.structureId, event.locationId) : null,
  ]);
  if (!metric || !rating || rating.structureId !== event.structureId) return;
  const told = wanting
    .filter(({ member, setting }) => coversLocation(setting, member.locationIds, lineage))
    .map(({ member, kind, setting }) => ({ member, kind, channels: setting.channels }));
  if (told.length === 0) return;

  const payload: TNotificationPayload = {
    score: event.score,
    outcome: event.outcome,
    title: metric.title,
    metricType: metric.type,
    tableLabel: rating.tableLabel,
    comment: excerpt(rating.comment),
  };
  const locationName =
    (lineage && (await repo.locationName(db, event.structureId, event.locationId))) ||
    (await findStructure(db, event.structureId))?.name ||
    '';
  const link = new URL(reviewConsolePath(event.ratingId), app.config.PUBLIC_URL).toString();

  await db.transaction(async (tx) => {
    const added = await repo.insertNotifications(
      tx,
      told
        .filter((t) => t.channels.console)
        .map(({ member, kind }) => ({
          structureId: event.structureId,
          userId: member.id,
          kind,
          sourceType: NOTIFICATION_SOURCE_OF[kind],
          sourceId: event.metricId,
          subjectId: event.ratingId,
          locationId: event.locationId,
          payload,
        })),
    );
    if (added.length > 0) await bellsChanged(tx, event.structureId, added);
    for (const { member, kind } of told.filter((t) => t.channels.email)) {
      await sendProductMail(
        app,
        {
          to: member.email,
          language: isLanguage(member.language) ? member.language : 'en',
          template: 'ratingAlert',
          vars: {
            name: member.name,
            bad: kind === 'rating.bad',
            metric: metric.title,
            score: String(event.score),
            max: String(metricScoreRange(metric.type).max),
            location: locationName,
            table: rating.tableLabel,
            comment: payload.comment ?? null,
            link,
          },
        },
        { db: tx, onceKey: `rating-alert:${member.id}:${event.ratingId}` },
      );
    }
  });
}

/** Tells the open consoles whose bells changed (the live feed), in the change's own transaction. */
function bellsChanged(
  tx: Parameters<typeof recordEvent>[0],
  structureId: string,
  rows: { userId: string }[],
) {
  const userIds = [...new Set(rows.map((row) => row.userId))];
  return recordEvent(tx, structureId, 'notifications.changed', { userIds });
}

/** A review someone viewed is being handled: its notifications are read on every member's bell. */
async function reviewViewed(app: App, event: DomainEventMap['review.viewed']) {
  await app.db.transaction(async (tx) => {
    const read = await repo.markReadAbout(tx, event.structureId, event.ratingId);
    if (read.length > 0) await bellsChanged(tx, event.structureId, read);
  });
}

/**
 * Subscribes the alerts to the ratings module's events (once per app). A review marked viewed is
 * being handled: its notifications are read for every member, so no bell keeps counting it.
 */
export function subscribeRatingAlerts(app: App) {
  app.events.on('rating.created', (event) => notifyRating(app, event));
  app.events.on('review.viewed', (event) => reviewViewed(app, event));
}
