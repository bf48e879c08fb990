import {
  metricScoreRange,
  NOTIFICATION_SOURCE_OF,
  reviewConsolePath,
  type TLanguage,
  type TNotificationKind,
  type TNotificationPayload,
} from '@guestloop/contracts';
import type { FastifyInstance } from 'fastify';
import { onChangeCommitted } from '../../db/change-feed';
import type { DomainEventMap } from '../events';
import { findStructure } from '../structure';
import { queueAlertMails, type RatingAlertPayload, registerAlertMails } from './alert-mails';
import { bellsChanged, excerpt } from './bells';
import { subscribeBookingAlerts } from './booking-alerts';
import { coversLocation, effectiveSetting } from './notification-settings';
import * as repo from './notifications.repo';
import { lineageOf, RecipientsCache, STAFF_CHANNEL } from './recipients';
import { passOn, subscribeStaffAlerts } from './staff-alerts';

type RatingCreated = DomainEventMap['rating.created'];
type App = Pick<FastifyInstance, 'db' | 'config' | 'events' | 'log' | 'jobs'>;

/** What a member is told of a rating: a bad one as bad if they take those, else as new if they take every rating. */
export function kindFor(
  events: readonly TNotificationKind[],
  outcome: RatingCreated['outcome'],
): TNotificationKind | null {
  if (outcome === 'bad' && events.includes('rating.bad')) return 'rating.bad';
  if (events.includes('rating.new')) return 'rating.new';
  return null;
}

/**
 * Tells the company's members of a rating that now counts, as each one chose (or by default:
 * bad ratings, to members whose role reads reviews, in the console and by e-mail): in the bell
 * at once, by mail at once or, within a minute of the last one, in the next digest (see
 * alert-mails.ts). Once per rating and member: the bell's row and the waiting mail are unique
 * per member, kind and rating, written in one transaction. Members and
 * locations come from this process's `RecipientsCache`, what was rated from the event: a rating
 * nobody is to be told of costs no statement.
 */
export async function notifyRating(app: App, recipients: RecipientsCache, event: RatingCreated) {
  const { db } = app;
  const company = await recipients.current(event.structureId);
  const wanting = company.members.flatMap((member) => {
    const can = (permission: string) => member.isSuperAdmin || member.permissions.includes(permission);
    const setting = effectiveSetting(member.settings ?? null, can);
    const kind = kindFor(setting.events, event.outcome);
    if (!kind || (!setting.channels.console && !setting.channels.email)) return [];
    return [{ member, kind, setting }];
  });
  if (wanting.length === 0) return;

  const lineage = event.locationId ? lineageOf(company, event.locationId) : null;
  const told = wanting
    .filter(({ member, setting }) => coversLocation(setting, member.locationIds, lineage))
    .map(({ member, kind, setting }) => ({ member, kind, channels: setting.channels }));
  if (told.length === 0) return;

  const payload: TNotificationPayload = {
    score: event.score,
    outcome: event.outcome,
    title: event.metricTitle,
    metricType: event.metricType,
    tableLabel: event.tableLabel,
    comment: excerpt(event.comment),
  };
  const locationName =
    (event.locationId && company.locations.get(event.locationId)?.name) ||
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
    await queueAlertMails(
      tx,
      told
        .filter((t) => t.channels.email)
        .map(({ member, kind }) => ({
          structureId: event.structureId,
          userId: member.id,
          kind,
          subjectId: event.ratingId,
          payload: {
            bad: kind === 'rating.bad',
            metric: event.metricTitle,
            score: String(event.score),
            max: String(metricScoreRange(event.metricType).max),
            location: locationName,
            table: event.tableLabel,
            comment: payload.comment ?? null,
            link,
          } satisfies RatingAlertPayload,
        })),
    );
  });
  for (const kind of ['rating.bad', 'rating.new'] as const) {
    await passOn(
      app,
      event.structureId,
      {
        kind,
        subjectId: event.ratingId,
        score: event.score,
        max: metricScoreRange(event.metricType).max,
        metric: event.metricTitle,
        tableLabel: event.tableLabel,
        comment: payload.comment ?? null,
        location: locationName,
        link,
      },
      told
        .filter((t) => t.kind === kind)
        .map(({ member }) => ({ userId: member.id, language: member.language as TLanguage })),
    );
  }
}

/** A review someone viewed is being handled: its notifications are read on every member's bell. */
async function reviewViewed(app: App, event: DomainEventMap['review.viewed']) {
  await app.db.transaction(async (tx) => {
    const read = await repo.markReadAbout(tx, event.structureId, event.ratingId);
    if (read.length > 0) await bellsChanged(tx, event.structureId, read);
  });
}

/**
 * Starts the alerts of an app: this process's recipients, listening from boot until the app
 * closes (the member's own setting saved through this process is seen at once), and the
 * subscriptions below.
 */
export async function startRatingAlerts(app: App & Pick<FastifyInstance, 'database' | 'addHook'>) {
  const recipients = new RecipientsCache(app.db, app.database);
  const stopLocal = onChangeCommitted(app.db, STAFF_CHANNEL, (structureId) =>
    recipients.invalidate(structureId),
  );
  await recipients.feed.start();
  app.addHook('onClose', async () => {
    stopLocal();
    await recipients.feed.stop();
  });
  subscribeRatingAlerts(app, recipients);
}

/**
 * Subscribes the alerts to the ratings module's events (once per app). A review marked viewed is
 * being handled: its notifications are read for every member, so no bell keeps counting it. Table
 * bookings of QR pages are told the same way (booking-alerts.ts).
 */
export function subscribeRatingAlerts(app: App, recipients: RecipientsCache) {
  registerAlertMails(app, recipients);
  app.events.on('rating.created', (event) => notifyRating(app, recipients, event));
  app.events.on('review.viewed', (event) => reviewViewed(app, event));
  subscribeBookingAlerts(app, recipients);
  subscribeStaffAlerts(app, recipients);
}
