import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { locations, structures } from './structure';

/** A group of tables inside a location (the spec's "horeca group"): "Hall", "Garden terrace". */
export const tableGroups = pgTable(
  'table_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    structureId: uuid('structure_id')
      .notNull()
      .references(() => structures.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('table_groups_location_slug_uq').on(t.locationId, t.slug),
    index('table_groups_structure_idx').on(t.structureId),
  ],
);

/** A table of a group; its slug is the last segment of the customer's table route. */
export const tables = pgTable(
  'tables',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    structureId: uuid('structure_id')
      .notNull()
      .references(() => structures.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id')
      .notNull()
      .references(() => tableGroups.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    seats: integer('seats'),
    /** Guests at this table may call a waiter from the menu (SPEC: "Waiter call has an enabled flag"). */
    waiterCallEnabled: boolean('waiter_call_enabled').notNull().default(true),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('tables_group_slug_uq').on(t.groupId, t.slug),
    index('tables_structure_idx').on(t.structureId),
  ],
);
