import { ASSISTANT_MESSAGES_SHOWN, type TAssistantCitation } from '@guestloop/contracts';
import { and, desc, eq, isNull, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { assistantConversations, assistantMessages, locations } from '../../db/schema';

/**
 * All SQL of the assistant's conversations. A conversation is its member's own: every read and
 * write names the company and the member (both from the session) besides its id.
 */

export interface Owner {
  structureId: string;
  userId: string;
}

export type MessageRow = typeof assistantMessages.$inferSelect;
export interface NewMessage {
  role: 'user' | 'assistant';
  text: string;
  language: string;
  citations?: TAssistantCitation[];
  engine?: string | null;
  reading?: Record<string, unknown> | null;
}

/** Messages a conversation keeps: its newest, a few more than it shows. */
const KEPT = ASSISTANT_MESSAGES_SHOWN * 2;

/** Whether the location is the company's. */
export async function isCompanyLocation(db: DbOrTx, structureId: string, locationId: string) {
  const [row] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.structureId, structureId), eq(locations.id, locationId)));
  return row !== undefined;
}

/** The member's conversation of that scope (null location: every location), or null. */
export async function findConversation(db: DbOrTx, owner: Owner, id: string, locationId: string | null) {
  const [row] = await db
    .select({ id: assistantConversations.id })
    .from(assistantConversations)
    .where(
      and(
        eq(assistantConversations.id, id),
        eq(assistantConversations.structureId, owner.structureId),
        eq(assistantConversations.userId, owner.userId),
        locationId === null
          ? isNull(assistantConversations.locationId)
          : eq(assistantConversations.locationId, locationId),
      ),
    );
  return row ?? null;
}

export async function createConversation(db: DbOrTx, owner: Owner, locationId: string | null) {
  const [row] = await db
    .insert(assistantConversations)
    .values({ structureId: owner.structureId, userId: owner.userId, locationId })
    .returning({ id: assistantConversations.id });
  if (!row) throw new Error('conversation not created');
  return row;
}

/** A conversation's newest messages, oldest first. */
export async function messagesOf(
  db: DbOrTx,
  structureId: string,
  conversationId: string,
  limit = ASSISTANT_MESSAGES_SHOWN,
) {
  const rows = await db
    .select()
    .from(assistantMessages)
    .where(
      and(
        eq(assistantMessages.structureId, structureId),
        eq(assistantMessages.conversationId, conversationId),
      ),
    )
    .orderBy(desc(assistantMessages.createdAt))
    .limit(limit);
  return rows.reverse();
}

/** Adds a question and its answer (in that order), and forgets the oldest beyond what is kept. */
export async function addExchange(
  db: DbOrTx,
  structureId: string,
  conversationId: string,
  question: NewMessage,
  answer: NewMessage,
) {
  const asked = new Date();
  // The answer is one millisecond younger, so the two keep their order whatever the clock.
  const answered = new Date(asked.getTime() + 1);
  await db.insert(assistantMessages).values(
    [
      [question, asked],
      [answer, answered],
    ].map(([message, at]) => {
      const m = message as NewMessage;
      return {
        conversationId,
        structureId,
        role: m.role,
        text: m.text,
        language: m.language,
        citations: m.citations ?? [],
        engine: m.engine ?? null,
        reading: m.reading ?? null,
        createdAt: at as Date,
      };
    }),
  );
  await db
    .update(assistantConversations)
    .set({ updatedAt: answered })
    .where(
      and(eq(assistantConversations.structureId, structureId), eq(assistantConversations.id, conversationId)),
    );
  const newest = db
    .select({ id: assistantMessages.id })
    .from(assistantMessages)
    .where(eq(assistantMessages.conversationId, conversationId))
    .orderBy(desc(assistantMessages.createdAt))
    .limit(KEPT);
  await db
    .delete(assistantMessages)
    .where(
      and(
        eq(assistantMessages.structureId, structureId),
        eq(assistantMessages.conversationId, conversationId),
        notInArray(assistantMessages.id, newest),
      ),
    );
}
