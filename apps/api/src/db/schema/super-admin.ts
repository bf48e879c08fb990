import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { company, createdAt, updatedAt } from './columns';
import { structures, users } from './structure';

/**
 * A super administrator working inside a company (SPEC point 6 "take over a structure"): who,
 * when, why. The record is the company's (its administrators read it) and goes with it; the
 * name and e-mail are copied so the record outlives the account.
 */
export const structureTakeovers = pgTable(
  'structure_takeovers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    structureId: company(),
    superAdminId: uuid('super_admin_id').references(() => users.id, { onDelete: 'set null' }),
    superAdminName: text('super_admin_name').notNull(),
    superAdminEmail: text('super_admin_email').notNull(),
    /** The company the super administrator belonged to before, restored when they leave. */
    previousStructureId: uuid('previous_structure_id').references(() => structures.id, {
      onDelete: 'set null',
    }),
    reason: text('reason').notNull(),
    startedAt: createdAt(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    index('structure_takeovers_structure_idx').on(t.structureId, t.startedAt),
    index('structure_takeovers_super_admin_idx').on(t.superAdminId),
  ],
);

/** Texts of the product itself (terms of use, privacy policy…), one per type and language; sanitised HTML. */
export const siteContents = pgTable(
  'site_contents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').notNull(),
    language: text('language').notNull(),
    content: text('content').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('site_contents_type_language_uq').on(t.type, t.language)],
);
