import {
  bookingConsolePath,
  NOTIFICATION_SOURCE_OF,
  type TLanguage,
  type TNotificationPayload,
} from '@guestloop/contracts';
import type { FastifyInstance } from 'fastify';
import type { DomainEventMap } from '../events';
import { type BookingAlertPayload, queueAlertMails } from './alert-mails';
import { bellsChanged, excerpt } from './bells';
import { coversLocation, effectiveSetting } from './notification-settings';
import * as repo from './notifications.repo';
import { lineageOf, type RecipientsCache } from './recipients';
import { passOn } from './staff-alerts';

type BookingCreated = DomainEventMap['booking.created'];
type App = Pick<FastifyInstance, 'db' | 'config' | 'events'>;

/**
 * Tells the company's members of a guest's table booking, as each one chose (by default: members
 * whose role answers bookings, at the booking's location, in the console and by e-mail): in the
 * bell at once, by mail through the alert mails (a rush of bookings within a minute is one mail
 * each, sent together). Once per booking and member: the bell's row and the waiting mail are
 * unique per member, kind and booking.
 */
export async function notifyBooking(app: App, recipients: RecipientsCache, event: BookingCreated) {
  const kind = 'booking.new';
  const company = await recipients.current(event.structureId);
  const lineage = lineageOf(company, event.locationId);
  const told = company.members.flatMap((member) => {
    const can = (permission: string) => member.isSuperAdmin || member.permissions.includes(permission);
    const setting = effectiveSetting(member.settings ?? null, can);
    if (!setting.events.includes(kind)) return [];
    if (!setting.channels.console && !setting.channels.email) return [];
    if (!coversLocation(setting, member.locationIds, lineage)) return [];
    return [{ member, channels: setting.channels }];
  });
  if (told.length === 0) return;

  const payload: TNotificationPayload = {
    tableLabel: event.tableName,
    comment: excerpt(event.note),
    booking: { date: event.date, time: event.time, partySize: event.partySize, name: event.name },
  };
  const mail: BookingAlertPayload = {
    venue: event.locationName,
    date: event.date,
    time: event.time,
    partySize: String(event.partySize),
    guest: event.name,
    phone: event.phone,
    table: event.tableName,
    note: excerpt(event.note),
    link: new URL(bookingConsolePath(event.bookingId), app.config.PUBLIC_URL).toString(),
  };

  await app.db.transaction(async (tx) => {
    const added = await repo.insertNotifications(
      tx,
      told
        .filter((t) => t.channels.console)
        .map(({ member }) => ({
          structureId: event.structureId,
          userId: member.id,
          kind,
          sourceType: NOTIFICATION_SOURCE_OF[kind],
          sourceId: event.qrInfoId,
          subjectId: event.bookingId,
          locationId: event.locationId,
          payload,
        })),
    );
    if (added.length > 0) await bellsChanged(tx, event.structureId, added);
    await queueAlertMails(
      tx,
      told
        .filter((t) => t.channels.email)
        .map(({ member }) => ({
          structureId: event.structureId,
          userId: member.id,
          kind,
          subjectId: event.bookingId,
          payload: { ...mail },
        })),
    );
  });
  await passOn(
    app,
    event.structureId,
    {
      kind,
      subjectId: event.bookingId,
      date: event.date,
      time: event.time,
      partySize: event.partySize,
      name: event.name,
      location: event.locationName,
      link: mail.link,
    },
    told.map(({ member }) => ({ userId: member.id, language: member.language as TLanguage })),
  );
}

/** A booking staff answered is handled: its notifications are read on every member's bell. */
async function bookingAnswered(app: App, event: DomainEventMap['booking.answered']) {
  await app.db.transaction(async (tx) => {
    const read = await repo.markReadAbout(tx, event.structureId, event.bookingId);
    if (read.length > 0) await bellsChanged(tx, event.structureId, read);
  });
}

/** Subscribes the booking alerts to the QR info module's events (once per app). */
export function subscribeBookingAlerts(app: App, recipients: RecipientsCache) {
  app.events.on('booking.created', (event) => notifyBooking(app, recipients, event));
  app.events.on('booking.answered', (event) => bookingAnswered(app, event));
}
