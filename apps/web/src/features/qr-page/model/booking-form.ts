import type { TableBookingWindow, TCreateTableBookingBody, VenueNow } from '@guestloop/contracts';
import {
  isEmail,
  isPhoneNumber,
  lastBookableDay,
  TABLE_BOOKING_LIMITS,
  tableBookingProblems,
  venueClock,
} from '@guestloop/contracts';
import { ApiError } from '@/lib/api-client';
import type { PublicBlockOf } from './blocks';
import { venueDay } from './dates';

/**
 * The table booking form's values and plain checks: the same rules the API applies
 * (`tableBookingProblems` on the venue's clock, the e-mail and phone rules, the lengths), without
 * zod. The request's shape is the contract's `TCreateTableBookingBody`.
 */

export type BookingBlock = PublicBlockOf<'booking-restaurant-table' | 'booking-restaurant-table-form'>;

export const BOOKING_FIELDS = ['date', 'time', 'partySize', 'name', 'email', 'phone', 'note'] as const;
export type BookingField = (typeof BOOKING_FIELDS)[number];

export interface BookingDraft {
  date: string;
  time: string;
  partySize: number;
  name: string;
  email: string;
  phone: string;
  note: string;
}

/** What is wrong with a field, as a key under `booking.problem` of the page's words. */
export type BookingProblem =
  | 'dateRange'
  | 'dateToday'
  | 'timeMissing'
  | 'timePast'
  | 'partySize'
  | 'nameMissing'
  | 'email'
  | 'phone'
  | 'tooLong';
export type BookingProblems = Partial<Record<BookingField, BookingProblem>>;

/** The party sizes and days the block allows (the API's defaults for settings left out). */
export function bookingWindow(block: BookingBlock): TableBookingWindow {
  const min = block.minPartySize ?? 1;
  return {
    minPartySize: min,
    maxPartySize: Math.max(min, block.maxPartySize ?? 10),
    daysAhead: block.daysAhead ?? 30,
  };
}

/** Today's date and the minutes since midnight on the venue's clock. */
export function venueNow(now: Date, timeZone: string): VenueNow {
  return { today: venueDay(now, timeZone), minutes: venueClock(now, timeZone).minutes };
}

/** The last day the form offers. */
export const lastDay = (window: TableBookingWindow, now: VenueNow) => lastBookableDay(window, now);

/** A new request: today, no time yet, a table for two when the block allows it. */
export function newDraft(window: TableBookingWindow, now: VenueNow): BookingDraft {
  const partySize = Math.min(Math.max(2, window.minPartySize), window.maxPartySize);
  return { date: now.today, time: '', partySize, name: '', email: '', phone: '', note: '' };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

/** The form's problems before sending, field by field (empty when it may be sent). */
export function draftProblems(
  draft: BookingDraft,
  window: TableBookingWindow,
  now: VenueNow,
): BookingProblems {
  const problems: BookingProblems = {};
  const dateProblem: BookingProblem = window.daysAhead === 0 ? 'dateToday' : 'dateRange';
  if (!DATE.test(draft.date)) problems.date = dateProblem;
  if (!TIME.test(draft.time)) problems.time = 'timeMissing';
  if (!problems.date && !problems.time) {
    for (const found of tableBookingProblems(draft, window, now)) {
      problems[found.field] =
        found.field === 'date' ? dateProblem : found.field === 'time' ? 'timePast' : 'partySize';
    }
  } else if (draft.partySize < window.minPartySize || draft.partySize > window.maxPartySize) {
    problems.partySize = 'partySize';
  }
  const name = draft.name.trim();
  if (!name) problems.name = 'nameMissing';
  else if (name.length > TABLE_BOOKING_LIMITS.name) problems.name = 'tooLong';
  const email = draft.email.trim();
  if (!isEmail(email) || email.length > TABLE_BOOKING_LIMITS.email) problems.email = 'email';
  const phone = draft.phone.trim();
  if (phone && (!isPhoneNumber(phone) || phone.length > TABLE_BOOKING_LIMITS.phone)) problems.phone = 'phone';
  if (draft.note.trim().length > TABLE_BOOKING_LIMITS.note) problems.note = 'tooLong';
  return problems;
}

/** The request the API takes (optional fields left out when empty). */
export function bookingBody(
  draft: BookingDraft,
  blockId: string,
  table: string | undefined,
): TCreateTableBookingBody {
  const phone = draft.phone.trim();
  const note = draft.note.trim();
  return {
    blockId,
    ...(table ? { table } : {}),
    date: draft.date,
    time: draft.time,
    partySize: draft.partySize,
    name: draft.name.trim(),
    email: draft.email.trim(),
    ...(phone ? { phone } : {}),
    ...(note ? { note } : {}),
  };
}

/** A refused field's problem from its code (`message` carries the field's code, `code` zod's). */
function problemOf(field: BookingField, codes: readonly unknown[]): BookingProblem {
  const has = (code: string) => codes.includes(code);
  switch (field) {
    case 'date':
      return 'dateRange';
    case 'time':
      return has('invalid_time') ? 'timePast' : 'timeMissing';
    case 'partySize':
      return 'partySize';
    case 'name':
      return has('too_big') ? 'tooLong' : 'nameMissing';
    case 'email':
      return 'email';
    case 'phone':
      return 'phone';
    case 'note':
      return 'tooLong';
  }
}

/**
 * The fields a 400 VALIDATION_FAILED answer names (`details: [{ path: 'body.date', … }]`), or
 * null when the answer is something else or names none of the form's fields.
 */
export function refusedFields(error: unknown): BookingProblems | null {
  if (!(error instanceof ApiError) || error.code !== 'VALIDATION_FAILED' || !Array.isArray(error.details)) {
    return null;
  }
  const problems: BookingProblems = {};
  for (const detail of error.details as { path?: unknown; code?: unknown; message?: unknown }[]) {
    const field = typeof detail?.path === 'string' ? detail.path.replace(/^body\./, '') : '';
    if ((BOOKING_FIELDS as readonly string[]).includes(field) && !problems[field as BookingField]) {
      problems[field as BookingField] = problemOf(field as BookingField, [detail.code, detail.message]);
    }
  }
  return Object.keys(problems).length > 0 ? problems : null;
}

/** The first field in the form's order that has a problem. */
export const firstProblem = (problems: BookingProblems) => BOOKING_FIELDS.find((field) => problems[field]);
