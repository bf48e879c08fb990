import { timestamp, uuid } from 'drizzle-orm/pg-core';
import { structures } from './structure';

/** When a row was made; every table that keeps one names it so. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** When a row last changed (set by the code that changes it). */
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** The company a row belongs to: gone with the company. */
export const company = () =>
  uuid('structure_id')
    .notNull()
    .references(() => structures.id, { onDelete: 'cascade' });
