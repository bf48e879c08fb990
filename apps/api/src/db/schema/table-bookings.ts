import { date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { company, createdAt, updatedAt } from './columns';
import { qrInfos } from './qr-info';
import { locations } from './structure';
import { tables } from './tables';

/**
 * A guest's request for a table, made from a QR page's booking block, and staff's answer
 * (`status`: requested, confirmed, declined, cancelled). `date` and `time` are on the venue's
 * clock; `language` is the guest's, for the mails that answer them.
 */
export const tableBookings = pgTable(
  'table_bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    structureId: company(),
    /** The scanned table's location, else the page's. */
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    qrInfoId: uuid('qr_info_id').references(() => qrInfos.id, { onDelete: 'set null' }),
    /** The booking block the guest used (it may be deleted later: no reference). */
    blockId: uuid('block_id').notNull(),
    tableId: uuid('table_id').references(() => tables.id, { onDelete: 'set null' }),
    date: date('date').notNull(),
    /** `HH:MM`. */
    time: text('time').notNull(),
    partySize: integer('party_size').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    note: text('note'),
    language: text('language').notNull(),
    status: text('status').notNull().default('requested'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('table_bookings_structure_date_idx').on(t.structureId, t.date)],
);
