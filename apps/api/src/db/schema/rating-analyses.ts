import type { TTopicAnalysis } from '@guestloop/contracts';
import { index, jsonb, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { company } from './columns';
import { ratings } from './feedback';

/**
 * What was read out of a rating's comment (the ai module), kept so the inbox's analysis and the
 * topic statistics do not read the same words again. `textHash` names what was read (the
 * comment, the reader's revision, the rating's language and score), so a row made from other
 * words is read again. `engine` `model` rows carry a summary in `summaryLanguage`.
 */
export const ratingAnalyses = pgTable(
  'rating_analyses',
  {
    ratingId: uuid('rating_id')
      .primaryKey()
      .references(() => ratings.id, { onDelete: 'cascade' }),
    structureId: company(),
    engine: text('engine').notNull(),
    textHash: text('text_hash').notNull(),
    sentiment: text('sentiment').notNull(),
    score: real('score').notNull(),
    /** The comment's language as read; null when it could not be told. */
    language: text('language'),
    topics: jsonb('topics').$type<TTopicAnalysis[]>().notNull(),
    summary: text('summary'),
    summaryLanguage: text('summary_language'),
    analysedAt: timestamp('analysed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rating_analyses_structure_idx').on(t.structureId)],
);
