import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** A company: the spec's "structure". Every tenant-owned row points at one. */
export const structures = pgTable('structures', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  language: text('language').notNull().default('en'),
  currency: text('currency').notNull().default('EUR'),
  /** IANA zone of the venue's clock: guests' orders are checked against serving hours on it. */
  timeZone: text('time_zone').notNull().default('UTC'),
  logoUrl: text('logo_url'),
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
  /** Percent of a paid order's subtotal credited to the guest as bonus (0: no bonus program). */
  bonusRate: integer('bonus_rate').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const locations = pgTable(
  'locations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    structureId: uuid('structure_id')
      .notNull()
      .references(() => structures.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id').references((): AnyPgColumn => locations.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    address: text('address'),
    imageUrl: text('image_url'),
    backgroundImageUrl: text('background_image_url'),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('locations_structure_slug_uq').on(t.structureId, t.slug),
    index('locations_parent_idx').on(t.parentId),
  ],
);

/** Roles are data. A null structure marks a global role (super administrator). */
export const roles = pgTable(
  'roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    structureId: uuid('structure_id').references(() => structures.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    permissions: jsonb('permissions').$type<string[]>().notNull().default([]),
    isSystem: boolean('is_system').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('roles_structure_slug_uq').on(t.structureId, t.slug)],
);

const USER_STATUSES = ['pending', 'active', 'disabled'] as const;

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    structureId: uuid('structure_id').references(() => structures.id, { onDelete: 'cascade' }),
    roleId: uuid('role_id').references(() => roles.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash'),
    googleSub: text('google_sub'),
    language: text('language').notNull().default('en'),
    imageUrl: text('image_url'),
    status: text('status', { enum: USER_STATUSES }).notNull().default('pending'),
    isSuperAdmin: boolean('is_super_admin').notNull().default(false),
    /**
     * Signed up on a guest page by a one-time code: no password, no company, and the console
     * offers it no company set-up. Cleared when its owner chooses a password or uses Google.
     */
    guestAccount: boolean('guest_account').notNull().default(false),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(sql`lower(${t.email})`),
    uniqueIndex('users_google_sub_uq').on(t.googleSub),
    index('users_structure_idx').on(t.structureId),
  ],
);

/** Which locations a staff member works at (SPEC point 6: "Locations can be assigned to them"). */
export const userLocations = pgTable(
  'user_locations',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.locationId] }),
    index('user_locations_location_idx').on(t.locationId),
  ],
);

/** Invitations carry a selected role; codes are single-use, expire, and only their hash is stored. */
export const invites = pgTable(
  'invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    structureId: uuid('structure_id')
      .notNull()
      .references(() => structures.id, { onDelete: 'cascade' }),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull().unique(),
    email: text('email'),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedBy: uuid('used_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('invites_structure_idx').on(t.structureId)],
);
