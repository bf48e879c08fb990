import { and, eq, gt, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { telegramChats } from '../../db/schema';

export type TelegramChatRow = typeof telegramChats.$inferSelect;

interface NewStartToken {
  structureId: string;
  tokenHash: string;
  expiresAt: Date;
  language: string;
}

/** A guest's start token for a company's chat (a new one replaces the last; a linked chat stays linked). */
export async function saveCustomerToken(db: DbOrTx, customerId: string, token: NewStartToken) {
  await db
    .insert(telegramChats)
    .values({
      structureId: token.structureId,
      customerId,
      startTokenHash: token.tokenHash,
      startTokenExpiresAt: token.expiresAt,
      language: token.language,
    })
    .onConflictDoUpdate({
      target: [telegramChats.structureId, telegramChats.customerId],
      set: {
        startTokenHash: token.tokenHash,
        startTokenExpiresAt: token.expiresAt,
        language: token.language,
      },
    });
}

/** A staff member's start token (their one chat, in their company). */
export async function saveUserToken(db: DbOrTx, userId: string, token: NewStartToken) {
  await db
    .insert(telegramChats)
    .values({
      structureId: token.structureId,
      userId,
      startTokenHash: token.tokenHash,
      startTokenExpiresAt: token.expiresAt,
      language: token.language,
    })
    .onConflictDoUpdate({
      target: telegramChats.userId,
      set: {
        structureId: token.structureId,
        startTokenHash: token.tokenHash,
        startTokenExpiresAt: token.expiresAt,
        language: token.language,
      },
    });
}

/**
 * Start tokens past their time: a row no chat ever linked with goes, a linked chat forgets the
 * hash of the token it asked for again and never used.
 */
export async function forgetExpiredStartTokens(db: DbOrTx, now: Date) {
  const expired = lt(telegramChats.startTokenExpiresAt, now);
  await db.delete(telegramChats).where(and(isNull(telegramChats.chatId), expired));
  await db
    .update(telegramChats)
    .set({ startTokenHash: null, startTokenExpiresAt: null })
    .where(and(isNotNull(telegramChats.chatId), expired));
}

/**
 * Links the chat to the row of a start token that has not expired, and forgets the token: a
 * token links once (two racing /start updates: one statement wins, the other finds nothing).
 */
export async function claimStartToken(db: DbOrTx, tokenHash: string, chatId: string, now: Date) {
  const [row] = await db
    .update(telegramChats)
    .set({ chatId, connectedAt: now, startTokenHash: null, startTokenExpiresAt: null })
    .where(and(eq(telegramChats.startTokenHash, tokenHash), gt(telegramChats.startTokenExpiresAt, now)))
    .returning();
  return row ?? null;
}

export async function setLanguage(db: DbOrTx, id: string, language: string) {
  await db.update(telegramChats).set({ language }).where(eq(telegramChats.id, id));
}

/** The guest's linked chat with the company, if any. */
export async function customerChat(db: DbOrTx, structureId: string, customerId: string) {
  const [row] = await db
    .select()
    .from(telegramChats)
    .where(
      and(
        eq(telegramChats.structureId, structureId),
        eq(telegramChats.customerId, customerId),
        isNotNull(telegramChats.chatId),
      ),
    );
  return row ?? null;
}

/** The linked chats of these staff members in the company. */
export async function userChats(db: DbOrTx, structureId: string, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  return db
    .select()
    .from(telegramChats)
    .where(
      and(
        eq(telegramChats.structureId, structureId),
        inArray(telegramChats.userId, [...userIds]),
        isNotNull(telegramChats.chatId),
        isNull(telegramChats.customerId),
      ),
    );
}

/** Forgets every link of a Telegram chat (it said /stop, or blocked the bot); answers what was linked. */
export async function unlinkChat(db: DbOrTx, chatId: string) {
  return db.delete(telegramChats).where(eq(telegramChats.chatId, chatId)).returning();
}

export async function deleteUserChat(db: DbOrTx, userId: string) {
  await db.delete(telegramChats).where(eq(telegramChats.userId, userId));
}
