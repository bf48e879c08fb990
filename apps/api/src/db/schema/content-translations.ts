import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { company, updatedAt } from './columns';
import { users } from './structure';

/**
 * Where a content translation came from: a staff member (`human`, always wins), an engine
 * (`machine`), asked for and not answered yet (`pending`), or no engine covers the pair
 * (`none`: the original is shown, marked as such).
 */
export const CONTENT_TRANSLATION_ORIGINS = ['human', 'machine', 'pending', 'none'] as const;
export type ContentTranslationOrigin = (typeof CONTENT_TRANSLATION_ORIGINS)[number];

/**
 * The company's translation memory (SPEC point 4 "Translation"): one row per source text and
 * direction, whatever the text belongs to (a dish, a survey answer, a review…), so a correction
 * is reused everywhere the same text appears. Keyed by a hash of the text: texts may be long.
 */
export const contentTranslations = pgTable(
  'content_translations',
  {
    structureId: company(),
    sourceLanguage: text('source_language').notNull(),
    targetLanguage: text('target_language').notNull(),
    sourceHash: text('source_hash').notNull(),
    sourceText: text('source_text').notNull(),
    /** Null while pending and when no engine covers the pair. */
    text: text('text'),
    origin: text('origin').$type<ContentTranslationOrigin>().notNull(),
    engine: text('engine'),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.structureId, t.sourceLanguage, t.targetLanguage, t.sourceHash] }),
    index('content_translations_pending_idx')
      .on(t.structureId, t.targetLanguage)
      .where(sql`${t.origin} = 'pending'`),
    check('content_translations_origin_check', sql`${t.origin} in ('human', 'machine', 'pending', 'none')`),
  ],
);
