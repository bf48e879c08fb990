import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { company, createdAt, updatedAt } from './columns';
import { menuItems } from './menus';
import { customers, orders } from './orders';
import { locations, users } from './structure';
import { tables } from './tables';

/** A file a guest attached to a rating (a recorded comment, a photo), kept by the storage provider. */
export interface RatingAttachment {
  storageKey: string;
  src: string;
  contentType: string;
  sizeBytes: number;
  /** Recorded audio only. */
  durationMs?: number;
  /** Photos only. */
  width?: number;
  height?: number;
}

/**
 * A feedback metric (SPEC point 3 "Survey / metric" and "Metric, additionally"): the rating page
 * a sticker or link opens. Its texts live in `content` (title, questions, settings, outcome
 * texts…, shaped by the contracts' ZMetricContent); the columns hold what is searched or joined.
 */
export const metrics = pgTable(
  'metrics',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    structureId: company(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    /** Public: the rating page is /user/p/rate/{slug}. */
    slug: text('slug').notNull(),
    /** stars (1–5, CSAT), nps (0–10) or faces (three). */
    type: text('type').notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    imageUrl: text('image_url'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('metrics_slug_uq').on(t.slug),
    index('metrics_structure_idx').on(t.structureId, t.createdAt),
  ],
);

/**
 * A guest's rating of a visit (a "review" in the staff inbox). `outcome` (bad / neutral / good)
 * follows from the score and the metric's type. A rating that asks for verification counts once
 * `verifiedAt` is set.
 */
export const ratings = pgTable(
  'ratings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    structureId: company(),
    metricId: uuid('metric_id')
      .notNull()
      .references(() => metrics.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id').references(() => locations.id, { onDelete: 'set null' }),
    /** The sub-location it was given from, when the sticker or link named one. */
    subLocationId: uuid('sub_location_id').references(() => locations.id, { onDelete: 'set null' }),
    tableId: uuid('table_id').references(() => tables.id, { onDelete: 'set null' }),
    /** "Hall · 3", kept as it was. */
    tableLabel: text('table_label'),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    score: integer('score').notNull(),
    outcome: text('outcome').notNull(),
    comment: text('comment'),
    /** The answer variants the guest chose, by question. */
    answers: jsonb('answers').$type<{ questionId: string; answerIds: string[] }[]>().notNull().default([]),
    /** The language the guest rated in. */
    language: text('language').notNull(),
    audio: jsonb('audio').$type<RatingAttachment>(),
    image: jsonb('image').$type<RatingAttachment>(),
    /** Verification asked of the guest: none, or email (a code sent to `verifyEmail`). */
    verification: text('verification').notNull().default('none'),
    verifyEmail: text('verify_email'),
    verifyCodeHash: text('verify_code_hash'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    viewedBy: uuid('viewed_by').references(() => users.id, { onDelete: 'set null' }),
    /** 'guest' for a rating given here; a review site's name for one a collector imported. */
    source: text('source').notNull().default('guest'),
    /** The review's id on its site: the same review is never imported twice. */
    externalId: text('external_id'),
    /** The reviewer's name as the review site shows it (imported reviews only). */
    authorName: text('author_name'),
    createdAt: createdAt(),
  },
  (t) => [
    index('ratings_structure_created_idx').on(t.structureId, t.createdAt),
    uniqueIndex('ratings_external_uq')
      .on(t.structureId, t.source, t.externalId)
      .where(sql`${t.externalId} is not null`),
    index('ratings_metric_idx').on(t.metricId, t.createdAt),
    index('ratings_customer_idx').on(t.customerId, t.createdAt),
    uniqueIndex('ratings_order_uq').on(t.orderId),
  ],
);

/** One dish of an order scored by the guest with the rating of that order (1–5). */
export const dishRatings = pgTable(
  'dish_ratings',
  {
    ratingId: uuid('rating_id')
      .notNull()
      .references(() => ratings.id, { onDelete: 'cascade' }),
    structureId: company(),
    menuItemId: uuid('menu_item_id').references(() => menuItems.id, { onDelete: 'set null' }),
    /** The dish as the order named it. */
    itemTitle: text('item_title').notNull(),
    /** Which line of the order's snapshot. */
    lineIndex: integer('line_index').notNull(),
    score: integer('score').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.ratingId, t.lineIndex] }),
    index('dish_ratings_item_idx').on(t.menuItemId),
  ],
);

/**
 * What a staff member is told (a bad rating, a new rating, a survey answer…). One row per
 * recipient; deleting it clears it from that user's bell only.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    structureId: company(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** rating.bad, rating.new, survey.answer, enps.answer… */
    kind: text('kind').notNull(),
    /** The source's group: metric, survey or e-nps (DELETE /notification/{id}/metric clears a metric's). */
    sourceType: text('source_type').notNull(),
    sourceId: uuid('source_id'),
    /** The rating, answer… it is about. */
    subjectId: uuid('subject_id'),
    locationId: uuid('location_id').references(() => locations.id, { onDelete: 'set null' }),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('notifications_subject_uq').on(t.userId, t.kind, t.subjectId),
  ],
);

/**
 * An alert a member is mailed. The member's alert-mail job takes every row of theirs that waits
 * (one mail for one, a digest for several), so a rush of bad ratings becomes one mail a minute
 * instead of one each. A row is kept a week after its mail, so a subject is mailed once.
 */
export const notificationMails = pgTable(
  'notification_mails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    structureId: company(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** The rating, answer… it is about: told once per member. */
    subjectId: uuid('subject_id').notNull(),
    /** What the mail says of it (score, metric, place, table, comment, link). */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [
    index('notification_mails_waiting_idx')
      .on(t.userId, t.structureId, t.createdAt)
      .where(sql`${t.mailedAt} is null`),
    index('notification_mails_mailed_idx').on(t.userId, t.mailedAt).where(sql`${t.mailedAt} is not null`),
    uniqueIndex('notification_mails_subject_uq').on(t.userId, t.kind, t.subjectId),
  ],
);

/** A staff member's choice of what to be told, where and how (GET/POST /notification-setting). */
export const notificationSettings = pgTable('notification_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  structureId: company(),
  /** Shaped by the contracts' ZNotificationSetting (events, locations, channels). */
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
  updatedAt: updatedAt(),
});

/** A way of asking guests to rate a metric (e.g. an e-mail to recent customers). */
export const shareMethods = pgTable(
  'share_methods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    structureId: company(),
    metricId: uuid('metric_id')
      .notNull()
      .references(() => metrics.id, { onDelete: 'cascade' }),
    /** email (today). */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    /** Shaped by the contracts' ZShareMethodData (subject, message, audience). */
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('share_methods_metric_idx').on(t.metricId)],
);

/** One execution of a share method: its progress and, per recipient, what happened. */
export const shareTasks = pgTable(
  'share_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    structureId: company(),
    shareMethodId: uuid('share_method_id')
      .notNull()
      .references(() => shareMethods.id, { onDelete: 'cascade' }),
    /** queued, running, done, failed (no mail accepted). */
    status: text('status').notNull().default('queued'),
    total: integer('total').notNull().default(0),
    /** Recipients whose mail waits in the mail queue. */
    queued: integer('queued').notNull().default(0),
    /** Recipients whose mail the mail server accepted. */
    sent: integer('sent').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('share_tasks_method_idx').on(t.shareMethodId, t.createdAt)],
);

export const shareTaskRecipients = pgTable(
  'share_task_recipients',
  {
    taskId: uuid('task_id')
      .notNull()
      .references(() => shareTasks.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    name: text('name'),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** pending, queued (its mail in the mail queue), sent (accepted by the mail server), failed. */
    status: text('status').notNull().default('pending'),
    error: text('error'),
    /** When the mail server accepted the mail. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.email] })],
);
