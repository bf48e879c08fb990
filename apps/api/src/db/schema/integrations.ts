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
import { metrics } from './feedback';
import { menuItems } from './menus';
import { customers, orders } from './orders';
import { users } from './structure';

/**
 * A company's connection to an outside service (SPEC point 3 "Integration": serviceUid, title,
 * connected, enabled, data). `settings` holds what may be shown back (ids, names); `secretsSealed`
 * holds the keys, sealed with the secrets key (lib/secret-box) and never sent to a browser.
 * `connected` is the last check's verdict; `lastCheckError` its reason code when it failed.
 */
export const structureIntegrations = pgTable(
  'structure_integrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    structureId: company(),
    serviceUid: text('service_uid').notNull(),
    /** The integration's address in routes (/structure/integration/{slug}/collectors). */
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    enabled: boolean('enabled').notNull().default(false),
    connected: boolean('connected').notNull().default(false),
    settings: jsonb('settings').$type<Record<string, string>>().notNull().default({}),
    secretsSealed: text('secrets_sealed'),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    lastCheckError: text('last_check_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('structure_integrations_service_uq').on(t.structureId, t.serviceUid),
    uniqueIndex('structure_integrations_slug_uq').on(t.slug),
  ],
);

/**
 * A staff member's own connection to a service (SPEC "user integrations"), e.g. their Telegram
 * chat for notifications. Goes with the user and with the company.
 */
export const userIntegrations = pgTable(
  'user_integrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    structureId: company(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serviceUid: text('service_uid').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    connected: boolean('connected').notNull().default(false),
    data: jsonb('data').$type<Record<string, string>>().notNull().default({}),
    secretsSealed: text('secrets_sealed'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('user_integrations_service_uq').on(t.userId, t.serviceUid),
    index('user_integrations_structure_idx').on(t.structureId),
  ],
);

/**
 * A collector imports reviews from an outside review site of one integration into the reviews
 * inbox (as ratings of `metricId`), on a schedule (`intervalMinutes`) and on demand.
 */
export const reviewCollectors = pgTable(
  'review_collectors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    structureId: company(),
    integrationId: uuid('integration_id')
      .notNull()
      .references(() => structureIntegrations.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Where the reviews come from on the service (e.g. "accounts/1/locations/2"). */
    source: text('source').notNull(),
    metricId: uuid('metric_id')
      .notNull()
      .references(() => metrics.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(true),
    /** Null: on demand only. */
    intervalMinutes: integer('interval_minutes'),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('review_collectors_integration_idx').on(t.integrationId),
    index('review_collectors_due_idx')
      .on(t.nextRunAt)
      .where(sql`${t.enabled} and ${t.nextRunAt} is not null`),
  ],
);

/** One run of a collector, shown in its history. */
export const reviewCollectorRuns = pgTable(
  'review_collector_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    structureId: company(),
    collectorId: uuid('collector_id')
      .notNull()
      .references(() => reviewCollectors.id, { onDelete: 'cascade' }),
    trigger: text('trigger').$type<'schedule' | 'manual'>().notNull(),
    status: text('status').$type<'queued' | 'running' | 'succeeded' | 'failed'>().notNull(),
    imported: integer('imported').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    errorCode: text('error_code'),
    errorMessage: text('error_message'),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('review_collector_runs_collector_idx').on(t.collectorId, t.createdAt)],
);

/** A POS product (Syrve nomenclature) as last fetched, for searching and linking. */
export const posProducts = pgTable(
  'pos_products',
  {
    structureId: company(),
    productId: text('product_id').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    code: text('code'),
    groupName: text('group_name'),
    sizeId: text('size_id'),
    /** Minor units, as menu prices. */
    price: integer('price').notNull().default(0),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.structureId, t.productId] })],
);

/**
 * A menu item linked to a POS product: orders of it are sent to the POS under that product, and
 * the POS's stop list marks it sold out (`stoppedByPos` remembers it was the POS, so the item is
 * put back when the POS lifts it, and a manager's own "sold out" is left alone).
 */
export const posProductLinks = pgTable(
  'pos_product_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    structureId: company(),
    menuItemId: uuid('menu_item_id')
      .notNull()
      .references(() => menuItems.id, { onDelete: 'cascade' }),
    productId: text('product_id').notNull(),
    stoppedByPos: boolean('stopped_by_pos').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('pos_product_links_item_uq').on(t.menuItemId),
    index('pos_product_links_product_idx').on(t.structureId, t.productId),
  ],
);

/** An order sent to the POS (once: the unique order id makes a retried send a no-op). */
export const posOrderExports = pgTable(
  'pos_order_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    structureId: company(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').$type<'sent' | 'failed'>().notNull(),
    externalId: text('external_id'),
    errorMessage: text('error_message'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('pos_order_exports_order_uq').on(t.orderId)],
);

/**
 * A Telegram chat connected to the product's bot: a guest's (order status messages) or a staff
 * member's (their notifications). Made when the person opens the bot with a one-time start token;
 * only the token's hash is kept.
 */
export const telegramChats = pgTable(
  'telegram_chats',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    structureId: company(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    startTokenHash: text('start_token_hash'),
    startTokenExpiresAt: timestamp('start_token_expires_at', { withTimezone: true }),
    chatId: text('chat_id'),
    /** The language its messages are written in: the guest page's when the link was made, the member's own. */
    language: text('language').notNull().default('en'),
    connectedAt: timestamp('connected_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('telegram_chats_token_uq').on(t.startTokenHash),
    uniqueIndex('telegram_chats_customer_uq').on(t.structureId, t.customerId),
    uniqueIndex('telegram_chats_user_uq').on(t.userId),
  ],
);
