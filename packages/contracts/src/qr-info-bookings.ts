import { isPhoneNumber } from './phone-number';
import { QR_INFO_LIMITS } from './qr-info-blocks';
import {
  TABLE_BOOKING_ANSWERS,
  TABLE_BOOKING_LIMITS,
  TABLE_BOOKING_MESSAGE_CODES,
  TABLE_BOOKING_STATUSES,
} from './qr-info-booking-rules';
import { LOCATION_MESSAGE_CODES } from './structure';
import { isEmail, VALIDATION_MESSAGE_CODES } from './validators';
import * as z from './zod';

/**
 * Table bookings from a QR page (block types `booking-restaurant-table` and
 * `booking-restaurant-table-form`): a guest asks for a table, staff confirm or decline it, and
 * the guest is told by e-mail each time. Refusals are 400 VALIDATION_FAILED naming the field
 * (`message`: TABLE_BOOKING_MESSAGE_CODES or the common codes), 404 for an unknown or inactive
 * page or a block that is not a booking block the page shows. The rules on the venue's clock are
 * `tableBookingProblems` (qr-info-booking-rules.ts, which guest pages load without zod).
 */

export const ZTableBookingStatus = z.enum(TABLE_BOOKING_STATUSES);
export type TTableBookingStatus = z.infer<typeof ZTableBookingStatus>;

const ZBookingDate = z.iso.date({ error: TABLE_BOOKING_MESSAGE_CODES.date });
const ZBookingTime = z
  .string()
  .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, { error: TABLE_BOOKING_MESSAGE_CODES.time });

/** POST /qr-info/{slug}/booking: a guest's request (the confirmation goes to `email`). */
export const ZCreateTableBookingBody = z.object({
  /** The booking block the guest used. */
  blockId: z.uuid(),
  /** The table whose QR code was scanned, when it was one: the booking goes to its location. */
  table: z.uuid().optional(),
  date: ZBookingDate,
  time: ZBookingTime,
  partySize: z
    .number()
    .int({ error: TABLE_BOOKING_MESSAGE_CODES.partySize })
    .min(1, { error: TABLE_BOOKING_MESSAGE_CODES.partySize })
    .max(QR_INFO_LIMITS.partySize, { error: TABLE_BOOKING_MESSAGE_CODES.partySize }),
  name: z.string().trim().min(1).max(TABLE_BOOKING_LIMITS.name),
  email: z
    .string()
    .trim()
    .max(TABLE_BOOKING_LIMITS.email)
    .refine(isEmail, { error: VALIDATION_MESSAGE_CODES.email }),
  phone: z
    .string()
    .trim()
    .max(TABLE_BOOKING_LIMITS.phone)
    .refine(isPhoneNumber, { error: LOCATION_MESSAGE_CODES.phone })
    .optional(),
  note: z.string().trim().max(TABLE_BOOKING_LIMITS.note).optional(),
});
export type TCreateTableBookingBody = z.infer<typeof ZCreateTableBookingBody>;

/** A booking as the guest gets it back and staff list it. */
export const ZTableBooking = z.object({
  id: z.uuid(),
  date: z.iso.date(),
  time: z.string(),
  partySize: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  note: z.string().nullable(),
  status: ZTableBookingStatus,
  locationId: z.uuid(),
  locationName: z.string(),
  /** The scanned table's name; null when the page was not opened from a table. */
  tableName: z.string().nullable(),
  /** The page it was made from; null once that page is deleted. */
  qrInfoSlug: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type TTableBooking = z.infer<typeof ZTableBooking>;

/** GET /qr-info/bookings: the company's bookings, soonest first. */
export const ZTableBookingList = z.object({ items: z.array(ZTableBooking) });
export type TTableBookingList = z.infer<typeof ZTableBookingList>;

/** GET /qr-info/bookings filters: a status, a range of booked days (inclusive), a location. */
export const ZTableBookingListQuery = z.object({
  status: ZTableBookingStatus.optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  locationId: z.uuid().optional(),
});
export type TTableBookingListQuery = z.infer<typeof ZTableBookingListQuery>;

export const ZTableBookingIdParams = z.object({ id: z.uuid() });

/** POST /qr-info/booking/{id}/status: staff confirm, decline or cancel a booking. */
export const ZSetTableBookingStatusBody = z.object({ status: z.enum(TABLE_BOOKING_ANSWERS) });
export type TSetTableBookingStatusBody = z.infer<typeof ZSetTableBookingStatusBody>;
