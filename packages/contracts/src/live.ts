import * as z from './zod';

/**
 * The staff board's live feed (orders, waiter calls, ratings and table bookings). As Server-Sent Events when the client
 * asks for `text/event-stream` (each event's `id` is its number, so a reconnecting EventSource
 * resumes after the last one it saw); otherwise one JSON page of what came after `after`.
 */
export const LIVE_EVENT_KINDS = [
  'order.created',
  'order.updated',
  'waiter-call.created',
  'waiter-call.updated',
  /** A guest rated a visit (payload: ZRatingAlert); boards alert a table's waiter of a bad one. */
  'rating.created',
  /** A guest asked for a table from a QR page (payload: { booking: ZTableBooking }). */
  'booking.created',
  /** Staff answered a booking (payload: { booking: ZTableBooking }): other open lists follow. */
  'booking.changed',
  /** Members' bells changed (payload: { userIds }): notifications were added or read for them. */
  'notifications.changed',
] as const;
export const ZLiveEventKind = z.enum(LIVE_EVENT_KINDS);
export type TLiveEventKind = z.infer<typeof ZLiveEventKind>;

export const ZLiveEvent = z.object({
  id: z.number().int(),
  kind: z.string(),
  payload: z.record(z.string(), z.unknown()),
});
export type TLiveEvent = z.infer<typeof ZLiveEvent>;

export const ZLiveQuery = z.object({
  /** The last event number seen; absent: from now on (the stream) or the latest page (JSON). */
  after: z.coerce.number().int().min(0).optional(),
});

export const ZLiveEvents = z.object({
  items: z.array(ZLiveEvent),
  /** Pass as `after` next time. */
  lastId: z.number().int(),
});
export type TLiveEvents = z.infer<typeof ZLiveEvents>;
