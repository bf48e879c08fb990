import { ZMetricOutcome, ZMetricType } from './metrics';
import * as z from './zod';

/**
 * Staff notifications (SPEC point 7 "Notifications"): what a staff member is told — a bad
 * rating, any new rating, a survey or e-NPS answer, a guest's table booking — in the console's bell and, if they choose,
 * by e-mail. Each notification is one person's: reading or deleting it changes only their bell.
 */

/**
 * `rating.bad`: a rating with the bad outcome (sent at once); `rating.new`: any other rating (a
 * member who takes both is told once per rating, as bad when it is); `survey.answer`,
 * `enps.answer`: a survey's or an e-NPS survey's new answer; `booking.new`: a guest asked for a
 * table from a QR page (staff answer it on the bookings page).
 */
export const NOTIFICATION_KINDS = [
  'rating.bad',
  'rating.new',
  'survey.answer',
  'enps.answer',
  'booking.new',
] as const;
export const ZNotificationKind = z.enum(NOTIFICATION_KINDS);
export type TNotificationKind = z.infer<typeof ZNotificationKind>;

/**
 * What a notification is about, as a group: a metric's ratings, a survey, an e-NPS survey, table
 * bookings (DELETE /notification/{id}/metric, /survey, /e-nps and /booking clear one group).
 */
export const NOTIFICATION_SOURCE_TYPES = ['metric', 'survey', 'e-nps', 'booking'] as const;
export const ZNotificationSourceType = z.enum(NOTIFICATION_SOURCE_TYPES);
export type TNotificationSourceType = z.infer<typeof ZNotificationSourceType>;

/** The group each kind belongs to. */
export const NOTIFICATION_SOURCE_OF: Record<TNotificationKind, TNotificationSourceType> = {
  'rating.bad': 'metric',
  'rating.new': 'metric',
  'survey.answer': 'survey',
  'enps.answer': 'e-nps',
  'booking.new': 'booking',
};

/**
 * The events a member is told of when they never chose, in the console and by e-mail: bad ratings
 * and table bookings, both waiting for someone to act.
 */
export const DEFAULT_NOTIFICATION_KINDS: readonly TNotificationKind[] = ['rating.bad', 'booking.new'];

/** A comment is shown in the bell up to this many characters (the review has it whole). */
export const NOTIFICATION_EXCERPT_MAX = 160;

/** The console's reviews inbox. */
export const REVIEWS_CONSOLE_PATH = '/user/app/reviews';
/** The console page of one review, which a rating's notification opens (in the bell and by e-mail). */
export const reviewConsolePath = (ratingId: string) => `${REVIEWS_CONSOLE_PATH}?review=${ratingId}`;

/** The console's table bookings (QR pages), which a booking's notification opens. */
export const BOOKINGS_CONSOLE_PATH = '/user/app/qr-pages/bookings';
/** The bookings page showing one booking. */
export const bookingConsolePath = (bookingId: string) => `${BOOKINGS_CONSOLE_PATH}?booking=${bookingId}`;

/**
 * What the bell shows without opening the rating or answer: every field is as it was when the
 * notification was made (a renamed metric keeps its old title here).
 */
export const ZNotificationPayload = z.object({
  score: z.number().int().optional(),
  outcome: ZMetricOutcome.optional(),
  /** The metric's or survey's title. */
  title: z.string().optional(),
  /** The metric's scale (ratings): the score reads against it. */
  metricType: ZMetricType.optional(),
  /** "Hall · 3" when the rating came from a table. */
  tableLabel: z.string().nullable().optional(),
  /** The start of the guest's comment (a booking: their note). */
  comment: z.string().nullable().optional(),
  /** A table booking: the day and time asked for, the party and who asked (title: the venue). */
  booking: z
    .object({ date: z.iso.date(), time: z.string(), partySize: z.number().int(), name: z.string() })
    .optional(),
});
export type TNotificationPayload = z.infer<typeof ZNotificationPayload>;

export const ZNotification = z.object({
  id: z.uuid(),
  kind: ZNotificationKind,
  sourceType: ZNotificationSourceType,
  /** The metric, survey or e-NPS survey; a booking's QR page. */
  sourceId: z.uuid().nullable(),
  /** The rating, answer or booking it is about (the review or booking to open). */
  subjectId: z.uuid().nullable(),
  locationId: z.uuid().nullable(),
  /** The location's name now; null when it has none or was deleted. */
  locationName: z.string().nullable(),
  payload: ZNotificationPayload,
  readAt: z.iso.datetime({ offset: true }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type TNotification = z.infer<typeof ZNotification>;

export const NOTIFICATION_PAGE_MAX = 100;

/** GET /notification/list: the caller's newest notifications first. */
export const ZNotificationListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(NOTIFICATION_PAGE_MAX).default(50),
});
export type TNotificationListQuery = z.infer<typeof ZNotificationListQuery>;

/** `unread`: how many of all the caller's notifications are not read (the bell's count). */
export const ZNotificationList = z.object({
  items: z.array(ZNotification),
  unread: z.number().int().min(0),
});
export type TNotificationList = z.infer<typeof ZNotificationList>;

export const ZNotificationIdParams = z.object({ id: z.uuid() });

/** POST /notification/read: some of the caller's notifications (`ids`), or `all` of them, are read. */
export const ZMarkNotificationsReadBody = z
  .object({
    ids: z.array(z.uuid()).min(1).max(NOTIFICATION_PAGE_MAX).optional(),
    all: z.literal(true).optional(),
  })
  .refine((body) => Boolean(body.ids) !== Boolean(body.all), { error: 'ids_or_all', path: ['ids'] });
export type TMarkNotificationsReadBody = z.infer<typeof ZMarkNotificationsReadBody>;

/** What a clearing or reading call changed, and the bell's count after it. */
export const ZNotificationsChanged = z.object({
  changed: z.number().int().min(0),
  unread: z.number().int().min(0),
});
export type TNotificationsChanged = z.infer<typeof ZNotificationsChanged>;

export const NOTIFICATION_LOCATIONS_MAX = 500;

/** Which events, where and how a member is told (one setting per member). */
export const ZSaveNotificationSettingBody = z.object({
  /** The events the member is told of; empty: none. */
  events: z
    .array(ZNotificationKind)
    .max(NOTIFICATION_KINDS.length)
    .transform((kinds) => [...new Set(kinds)]),
  /**
   * Only events at these locations (their sub-locations included); null: the locations the member
   * is assigned to (every location for a member assigned to none).
   */
  locationIds: z
    .array(z.uuid())
    .min(1)
    .max(NOTIFICATION_LOCATIONS_MAX)
    .transform((ids) => [...new Set(ids)])
    .nullable(),
  channels: z.object({
    /** An e-mail to the member's address, in their language. */
    email: z.boolean(),
    /** The console's bell. */
    console: z.boolean(),
  }),
});
export type TSaveNotificationSettingBody = z.infer<typeof ZSaveNotificationSettingBody>;

/**
 * GET/POST /notification-setting: the member's setting; `isDefault` while they never saved one
 * (then: bad ratings and table bookings, in the console and by e-mail, as their role reads them).
 * `available`: the events their role lets them be told of (a rating needs reviews.manage…).
 */
export const ZNotificationSetting = z.object({
  events: z.array(ZNotificationKind),
  locationIds: z.array(z.uuid()).nullable(),
  channels: z.object({ email: z.boolean(), console: z.boolean() }),
  isDefault: z.boolean(),
  available: z.array(ZNotificationKind),
});
export type TNotificationSetting = z.infer<typeof ZNotificationSetting>;
