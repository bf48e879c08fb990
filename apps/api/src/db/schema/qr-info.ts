import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
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
import type { MenuImageValue } from './menus';
import { locations } from './structure';

/**
 * QR info pages (SPEC point 3 "QR info block types", point 4 "isActive", point 7 "QR info"): a
 * venue's page of blocks behind its QR code. `version` grows with every change of the page or its
 * blocks, so a cached public answer knows when it is out of date.
 */
export const qrInfos = pgTable(
  'qr_infos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    structureId: company(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    /** Public: the page is /user/p/qr/{slug}. */
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** Colours and button style (the contracts' ZQrInfoThemeInput). */
    theme: jsonb('theme').$type<Record<string, unknown>>().notNull(),
    backgroundImage: jsonb('background_image').$type<MenuImageValue>(),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('qr_infos_slug_uq').on(t.slug), index('qr_infos_structure_idx').on(t.structureId)],
);

/**
 * The blocks: a page's own (`qr_info_id` set) or a location's, shown on every page of the company
 * opened for that location (`location_id` set). `settings` holds the type's fields; a deleted
 * block stays (`deleted_at`) so its statistics keep their type and label.
 */
export const qrInfoBlocks = pgTable(
  'qr_info_blocks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    structureId: company(),
    qrInfoId: uuid('qr_info_id').references(() => qrInfos.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id').references(() => locations.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
    isActive: boolean('is_active').notNull().default(true),
    schedule: jsonb('schedule').$type<Record<string, unknown>>(),
    sort: integer('sort').notNull().default(0),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('qr_info_blocks_page_idx').on(t.qrInfoId, t.sort),
    index('qr_info_blocks_location_idx').on(t.structureId, t.locationId),
    check('qr_info_blocks_owner_ck', sql`(${t.qrInfoId} IS NULL) <> (${t.locationId} IS NULL)`),
  ],
);

/** The `block_id` a page open is counted under (a block use has its block's id). */
export const QR_INFO_PAGE_OPEN = '00000000-0000-0000-0000-000000000000';

/**
 * Page opens (`block_id` = QR_INFO_PAGE_OPEN) and block uses per page, block and UTC hour: every
 * statistic of the pages reads these sums. `visitors` counts the first hit of a visitor on its
 * UTC day (see `qr_info_visitors`).
 */
export const qrInfoHourRollups = pgTable(
  'qr_info_hour_rollups',
  {
    structureId: company(),
    qrInfoId: uuid('qr_info_id')
      .notNull()
      .references(() => qrInfos.id, { onDelete: 'cascade' }),
    blockId: uuid('block_id').notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(0),
    visitors: integer('visitors').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.qrInfoId, t.blockId, t.hour] }),
    index('qr_info_hour_rollups_structure_idx').on(t.structureId, t.hour),
  ],
);

/**
 * Who was counted today: a hash of the address and browser with a salt of the UTC day (nothing
 * that names a person, and worthless the next day). Rows of past days are pruned.
 */
export const qrInfoVisitors = pgTable(
  'qr_info_visitors',
  {
    qrInfoId: uuid('qr_info_id')
      .notNull()
      .references(() => qrInfos.id, { onDelete: 'cascade' }),
    blockId: uuid('block_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    visitorHash: text('visitor_hash').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.qrInfoId, t.blockId, t.day, t.visitorHash] }),
    index('qr_info_visitors_day_idx').on(t.day),
  ],
);
