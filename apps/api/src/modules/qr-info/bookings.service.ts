import {
  isBlockShown,
  type TCreateTableBookingBody,
  type TLanguage,
  type TQrInfoPublicBlock,
  type TTableBooking,
  type TTableBookingList,
  type TTableBookingListQuery,
  type TTableBookingStatus,
  tableBookingProblems,
  venueClock,
} from '@guestloop/contracts';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { isForeignKeyViolation } from '../../db/errors';
import { AppError, notFound } from '../../lib/errors';
import { localToday } from '../../lib/stat-period';
import { recordEvent } from '../events';
import { sendProductMail } from '../mail';
import { findLocation } from '../structure';
import * as repo from './bookings.repo';
import type { GuestQrInfos } from './guest-qr-infos';
import { placeOf, type QrInfoForGuest } from './qr-info.guest';

/**
 * Table bookings from a QR page's booking blocks: a guest's request, checked against the block's
 * rules on the venue's clock, and staff's answer. Each write queues the guest's mail and records
 * the staff live feed's event in its own transaction; subscribers hear `booking.created` after the
 * commit (the notifications module tells staff).
 */

export type BookingsApp = Pick<FastifyInstance, 'db' | 'config' | 'events'> & { guestQrInfos: GuestQrInfos };

const BOOKING_TYPES: readonly string[] = ['booking-restaurant-table', 'booking-restaurant-table-form'];
/** The most bookings one list answers (a venue's next weeks fit well within it). */
export const BOOKING_LIST_MAX = 500;

type BookingBlock = Extract<
  TQrInfoPublicBlock,
  { type: 'booking-restaurant-table' | 'booking-restaurant-table-form' }
>;

/** The booking block of the page (its own or a location's) shown now; 404 for any other block. */
function bookingBlockOf(page: QrInfoForGuest, blockId: string, now: Date): BookingBlock {
  const ready = [page.blocks, ...page.locationBlocks.values()]
    .flat()
    .find((b) => b.block.id === blockId && BOOKING_TYPES.includes(b.block.type));
  if (!ready || !isBlockShown(ready, now, page.timeZone)) throw notFound('Booking block');
  return ready.block as BookingBlock;
}

/** Today and the minutes since midnight on the venue's clock (an unknown zone reads as UTC). */
function venueNow(timeZone: string, now: Date) {
  let today: string;
  try {
    today = localToday(timeZone, now);
  } catch {
    today = localToday('UTC', now);
  }
  return { today, minutes: venueClock(now, timeZone).minutes };
}

function checkRequest(body: TCreateTableBookingBody, block: BookingBlock, timeZone: string, now: Date) {
  const window = {
    minPartySize: block.minPartySize ?? 1,
    maxPartySize: block.maxPartySize ?? 10,
    daysAhead: block.daysAhead ?? 30,
  };
  const problems = tableBookingProblems(body, window, venueNow(timeZone, now));
  if (problems.length === 0) return;
  throw new AppError(
    400,
    'VALIDATION_FAILED',
    'The booking is outside what the block allows',
    problems.map((p) => ({ path: `body.${p.field}`, code: 'custom', message: p.code })),
  );
}

export const toBooking = (row: repo.TableBookingView): TTableBooking => ({
  id: row.id,
  date: row.date,
  time: row.time,
  partySize: row.partySize,
  name: row.name,
  email: row.email,
  phone: row.phone,
  note: row.note,
  status: row.status as TTableBookingStatus,
  locationId: row.locationId,
  locationName: row.locationName,
  tableName: row.tableName,
  qrInfoSlug: row.qrInfoSlug,
  createdAt: row.createdAt.toISOString(),
});

type GuestMail = 'bookingReceived' | 'bookingConfirmed' | 'bookingDeclined';

/** The guest's mail about their booking, in the language they booked in, queued in `tx`. */
function mailGuest(app: BookingsApp, tx: DbOrTx, booking: repo.TableBookingView, template: GuestMail) {
  return sendProductMail(
    app,
    {
      to: booking.email,
      language: booking.language,
      template,
      vars: {
        name: booking.name,
        venue: booking.locationName,
        date: booking.date,
        time: booking.time,
        partySize: String(booking.partySize),
      },
    },
    { db: tx },
  );
}

export interface CreateBookingInput {
  slug: string;
  body: TCreateTableBookingBody;
  language: TLanguage;
  now?: Date;
}

/** POST /qr-info/{slug}/booking. */
export async function createBooking(app: BookingsApp, input: CreateBookingInput): Promise<TTableBooking> {
  try {
    return await createOnce(app, input);
  } catch (error) {
    // A table or location deleted a moment ago by another process: judge again from the database.
    if (!isForeignKeyViolation(error)) throw error;
    app.guestQrInfos.forget(input.slug);
    return createOnce(app, input);
  }
}

async function createOnce(
  app: BookingsApp,
  { slug, body, language, now = new Date() }: CreateBookingInput,
): Promise<TTableBooking> {
  const page = await app.guestQrInfos.current(slug);
  if (!page?.isActive) throw notFound('QR page');
  const block = bookingBlockOf(page, body.blockId, now);
  checkRequest(body, block, page.timeZone, now);
  const { tableId, locationId } = placeOf(page, { table: body.table });

  const booking = await app.db.transaction(async (tx) => {
    const id = await repo.insertBooking(tx, {
      structureId: page.structureId,
      locationId,
      qrInfoId: page.id,
      blockId: body.blockId,
      tableId,
      date: body.date,
      time: body.time,
      partySize: body.partySize,
      name: body.name,
      email: body.email,
      phone: body.phone || null,
      note: body.note || null,
      language,
    });
    const row = (await repo.findBooking(tx, page.structureId, id))!;
    await mailGuest(app, tx, row, 'bookingReceived');
    await recordEvent(tx, page.structureId, 'booking.created', { booking: toBooking(row) });
    return row;
  });
  await app.events.emit('booking.created', {
    structureId: page.structureId,
    bookingId: booking.id,
    qrInfoId: page.id,
    locationId: booking.locationId,
    locationName: booking.locationName,
    tableName: booking.tableName,
    date: booking.date,
    time: booking.time,
    partySize: booking.partySize,
    name: booking.name,
    phone: booking.phone,
    note: booking.note,
  });
  return toBooking(booking);
}

/** GET /qr-info/bookings (another company's location is 404). */
export async function listBookings(
  db: DbOrTx,
  structureId: string,
  query: TTableBookingListQuery,
): Promise<TTableBookingList> {
  if (query.locationId && !(await findLocation(db, structureId, query.locationId)))
    throw notFound('Location');
  const rows = await repo.listBookings(db, structureId, query, BOOKING_LIST_MAX);
  return { items: rows.map(toBooking) };
}

const GUEST_MAIL: Partial<Record<TTableBookingStatus, GuestMail>> = {
  confirmed: 'bookingConfirmed',
  declined: 'bookingDeclined',
};

/**
 * POST /qr-info/booking/{id}/status: a confirmation or a refusal is mailed to the guest; setting
 * the status a booking already has changes and mails nothing. Other open bookings lists hear it on
 * the live feed (`booking.changed`); subscribers hear `booking.answered` (the booking is being
 * handled: no bell keeps counting it).
 */
export async function setStatus(
  app: BookingsApp,
  structureId: string,
  id: string,
  status: TTableBookingStatus,
): Promise<TTableBooking> {
  const { booking, changed } = await app.db.transaction(async (tx) => {
    const found = await repo.findBooking(tx, structureId, id, true);
    if (!found) throw notFound('Booking');
    if (found.status === status) return { booking: found, changed: false };
    await repo.setStatus(tx, structureId, id, status);
    await recordEvent(tx, structureId, 'booking.changed', { booking: toBooking({ ...found, status }) });
    const template = GUEST_MAIL[status];
    if (template) await mailGuest(app, tx, found, template);
    return { booking: { ...found, status }, changed: true };
  });
  if (changed) await app.events.emit('booking.answered', { structureId, bookingId: id, status });
  return toBooking(booking);
}
