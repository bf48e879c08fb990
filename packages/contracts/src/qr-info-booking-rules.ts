/**
 * The rules of a table booking from a QR page, without zod: the guest page's booking form checks
 * them as the API does (schemas: qr-info-bookings.ts). Dates are `YYYY-MM-DD` and times `HH:MM`
 * on the venue's clock.
 */

/** Field message codes of a booking's refusals. */
export const TABLE_BOOKING_MESSAGE_CODES = {
  /** Outside the block's minimum and maximum party size. */
  partySize: 'invalid_party_size',
  /** Not a date, before today or after today + the block's days ahead. */
  date: 'invalid_date',
  /** Not a time of day, or already past today. */
  time: 'invalid_time',
} as const;

export const TABLE_BOOKING_LIMITS = { name: 100, note: 500, email: 254, phone: 40 } as const;

/** `requested` until staff answer; `cancelled` when called off afterwards. */
export const TABLE_BOOKING_STATUSES = ['requested', 'confirmed', 'declined', 'cancelled'] as const;
/** What staff may set: an answer to the request, or calling it off. */
export const TABLE_BOOKING_ANSWERS = ['confirmed', 'declined', 'cancelled'] as const;

/** The booking block's settings that bound a request. */
export interface TableBookingWindow {
  minPartySize: number;
  maxPartySize: number;
  /** How many days after today may be booked (0: today only). */
  daysAhead: number;
}

/** Now on the venue's clock: today's date and the minutes since midnight. */
export interface VenueNow {
  today: string;
  minutes: number;
}

export interface TableBookingProblem {
  field: 'partySize' | 'date' | 'time';
  code: (typeof TABLE_BOOKING_MESSAGE_CODES)[keyof typeof TABLE_BOOKING_MESSAGE_CODES];
}

const DAY_MS = 86_400_000;

/** The date `days` after `date` (plain calendar arithmetic). */
function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The last day a block lets a guest book, counted from the venue's today. */
export const lastBookableDay = (window: TableBookingWindow, now: VenueNow) =>
  addDays(now.today, window.daysAhead);

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * What is wrong with a request under a block's rules: a party size outside its bounds, a date
 * outside today…today + daysAhead, a time today that has already passed. Empty when it may be made.
 */
export function tableBookingProblems(
  request: { date: string; time: string; partySize: number },
  window: TableBookingWindow,
  now: VenueNow,
): TableBookingProblem[] {
  const problems: TableBookingProblem[] = [];
  if (request.partySize < window.minPartySize || request.partySize > window.maxPartySize) {
    problems.push({ field: 'partySize', code: TABLE_BOOKING_MESSAGE_CODES.partySize });
  }
  if (request.date < now.today || request.date > lastBookableDay(window, now)) {
    problems.push({ field: 'date', code: TABLE_BOOKING_MESSAGE_CODES.date });
  } else if (request.date === now.today && minutesOf(request.time) <= now.minutes) {
    problems.push({ field: 'time', code: TABLE_BOOKING_MESSAGE_CODES.time });
  }
  return problems;
}
