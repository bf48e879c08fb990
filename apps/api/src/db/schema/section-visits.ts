import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './structure';

/**
 * When a staff member last looked at a console section (the orders list…): what arrived since is
 * the section's notifyCount in GET /profile/menu.
 */
export const sectionVisits = pgTable(
  'section_visits',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A console section id (PROFILE_MENU_SECTIONS). */
    section: text('section').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.section] })],
);
