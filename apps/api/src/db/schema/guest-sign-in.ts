import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * One-time codes a guest signs in with (mailed to the address; SPEC point 2 "requires sign-in").
 * Codes are kept as keyed hashes only. They belong to an address, not an account: an address
 * without an account gets one when its code is verified, so asking for a code looks the same
 * for every address.
 */
export const guestSignInCodes = pgTable(
  'guest_sign_in_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower case. */
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    /** Wrong entries so far; the code stops working at the limit. */
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('guest_sign_in_codes_email_idx').on(t.email, t.createdAt)],
);
