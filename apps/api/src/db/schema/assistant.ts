import type { TAssistantCitation } from '@guestloop/contracts';
import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { company, createdAt, updatedAt } from './columns';
import { locations, users } from './structure';

/**
 * A staff member's conversation with the AI assistant (the ai module). Private to the member who
 * started it; `locationId` is its scope (null: every location of the company).
 */
export const assistantConversations = pgTable(
  'assistant_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    structureId: company(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id').references(() => locations.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('assistant_conversations_user_idx').on(t.structureId, t.userId, t.updatedAt)],
);

/**
 * A question or an answer of a conversation. An answer keeps its citations as they were when it
 * was written; a question keeps how it was read (`reading`), so a follow-up that names only
 * another period or place asks the same thing again.
 */
export const assistantMessages = pgTable(
  'assistant_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => assistantConversations.id, { onDelete: 'cascade' }),
    structureId: company(),
    role: text('role').notNull(),
    text: text('text').notNull(),
    language: text('language').notNull(),
    citations: jsonb('citations').$type<TAssistantCitation[]>().notNull().default([]),
    /** Who wrote an answer: local or model; null for a question. */
    engine: text('engine'),
    reading: jsonb('reading').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index('assistant_messages_conversation_idx').on(t.conversationId, t.createdAt)],
);
