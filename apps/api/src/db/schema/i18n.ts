import { integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './structure';

/** Staff corrections of UI strings, per language; they win over the shipped packs. */
export const translationOverrides = pgTable(
  'translation_overrides',
  {
    language: text('language').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.language, t.key] })],
);

/** Keys the web app asked for and did not find, reported while packs load. */
export const missingTranslations = pgTable(
  'missing_translations',
  {
    language: text('language').notNull(),
    key: text('key').notNull(),
    count: integer('count').notNull().default(1),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.language, t.key] })],
);
