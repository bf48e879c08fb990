import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const LOG_SOURCES = ['app', 'online-menu'] as const;

/** Errors reported by browsers (SPEC point 3 "Error log payload"). */
export const clientLogs = pgTable(
  'client_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    source: text('source', { enum: LOG_SOURCES }).notNull(),
    message: text('message').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    url: text('url'),
    userAgent: text('user_agent'),
    ip: text('ip'),
    requestId: text('request_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('client_logs_created_idx').on(t.createdAt)],
);
