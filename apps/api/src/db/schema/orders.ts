import {
  bigserial,
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
import { company, createdAt, updatedAt } from './columns';
import { onlineMenus } from './menus';
import { locations, structures, users } from './structure';
import { tables } from './tables';

/**
 * A guest's identity on a device (SPEC point 3 "Customer": id, browserHash). Guests are not
 * company data: the same phone orders in many venues. `browserHash` is a secret the device keeps;
 * together with the id it proves the identity. `mergedIntoId` points to the identity that took
 * this one over (combine, e.g. after sign-in).
 */
export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    browserHash: text('browser_hash').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    mergedIntoId: uuid('merged_into_id'),
    name: text('name'),
    phone: text('phone'),
    email: text('email'),
    deliveryInfo: jsonb('delivery_info').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One guest identity per account: the one that follows a signed-in guest from device to device.
  (t) => [uniqueIndex('customers_user_uq').on(t.userId)],
);

/** The last order number given in a company ("#1042" on the board and the receipt). */
export const orderCounters = pgTable('order_counters', {
  structureId: uuid('structure_id')
    .primaryKey()
    .references(() => structures.id, { onDelete: 'cascade' }),
  lastNumber: integer('last_number').notNull().default(0),
});

/**
 * An order (SPEC point 7 "Orders"). Lines, prices and totals are computed on the server from the
 * menu at creation and kept as a snapshot: later menu edits never change a placed order. Amounts
 * are minor units of `currency`. A menu deleted later leaves its orders (menu_id set null).
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    structureId: company(),
    menuId: uuid('menu_id').references(() => onlineMenus.id, { onDelete: 'set null' }),
    menuSlug: text('menu_slug').notNull(),
    slug: text('slug').notNull(),
    number: integer('number').notNull(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    type: text('type').notNull(),
    status: text('status').notNull().default('new'),
    locationId: uuid('location_id').references(() => locations.id, { onDelete: 'set null' }),
    tableId: uuid('table_id').references(() => tables.id, { onDelete: 'set null' }),
    /** "Hall · 3", kept as it was when ordered. */
    tableLabel: text('table_label'),
    currency: text('currency').notNull(),
    lines: jsonb('lines').$type<unknown[]>().notNull(),
    subtotal: integer('subtotal').notNull(),
    tips: integer('tips').notNull().default(0),
    deliveryAmount: integer('delivery_amount').notNull().default(0),
    bonusSpent: integer('bonus_spent').notNull().default(0),
    total: integer('total').notNull(),
    paid: boolean('paid').notNull().default(false),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paymentMethod: text('payment_method'),
    needReceipt: boolean('need_receipt').notNull().default(false),
    cashRequestedAt: timestamp('cash_requested_at', { withTimezone: true }),
    /** What the guest will hand over when paying cash (so change can be brought). */
    cashAmount: integer('cash_amount'),
    note: text('note'),
    /** The guest's name and phone as they were when ordering (for pickup and delivery). */
    contact: jsonb('contact').$type<{ name: string | null; phone: string | null }>(),
    deliveryInfo: jsonb('delivery_info').$type<Record<string, unknown>>(),
    /** When the guest wants the order: its pickup slot or delivery time; null: as soon as possible. */
    wishedAt: timestamp('wished_at', { withTimezone: true }),
    idempotencyKey: text('idempotency_key').notNull(),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_slug_uq').on(t.slug),
    uniqueIndex('orders_number_uq').on(t.structureId, t.number),
    uniqueIndex('orders_idempotency_uq').on(t.customerId, t.idempotencyKey),
    index('orders_structure_created_idx').on(t.structureId, t.createdAt),
    index('orders_structure_status_idx').on(t.structureId, t.status),
    index('orders_customer_idx').on(t.customerId, t.createdAt),
  ],
);

/**
 * A payment attempt with a provider (test, Stripe, PayPal, myPOS). `externalId` is the provider's
 * session/order id; a callback is matched by it, so a replay finds the attempt already settled.
 * `providerRef` is the provider's reference of the money it took, where a later call needs one
 * (myPOS' IPC_Trnref, to refund it).
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    structureId: company(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    externalId: text('external_id'),
    providerRef: text('provider_ref'),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_external_uq').on(t.provider, t.externalId),
    index('payments_order_idx').on(t.orderId),
  ],
);

/** Every provider callback received, accepted or not (a wrong amount is refused and kept here). */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    accepted: boolean('accepted').notNull(),
    reason: text('reason'),
    payload: jsonb('payload').$type<unknown>(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('payment_events_event_uq').on(t.provider, t.eventId)],
);

/** A menu's settings for one payment provider; secrets are encrypted at rest (AES-GCM). */
export const menuPaymentSettings = pgTable(
  'menu_payment_settings',
  {
    menuId: uuid('menu_id')
      .notNull()
      .references(() => onlineMenus.id, { onDelete: 'cascade' }),
    structureId: company(),
    provider: text('provider').notNull(),
    enabled: boolean('enabled').notNull().default(false),
    config: jsonb('config').$type<Record<string, unknown>>().notNull().default({}),
    secrets: text('secrets'),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.menuId, t.provider] })],
);

/**
 * A guest at a table asks for a waiter (or the bill, saying how they will pay); staff take its
 * steps: seen, on the way, handled (`status`).
 */
export const waiterCalls = pgTable(
  'waiter_calls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    structureId: company(),
    tableId: uuid('table_id')
      .notNull()
      .references(() => tables.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().default('waiter'),
    /** For a bill: 'cash' or 'card'. */
    payWith: text('pay_with'),
    status: text('status').notNull().default('open'),
    createdAt: createdAt(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: uuid('handled_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('waiter_calls_structure_idx').on(t.structureId, t.status, t.createdAt)],
);

/** Which tables a waiter serves. */
export const waiterTables = pgTable(
  'waiter_tables',
  {
    structureId: company(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tableId: uuid('table_id')
      .notNull()
      .references(() => tables.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tableId] }), index('waiter_tables_table_idx').on(t.tableId)],
);

/** A guest's bonus balance in one company, and every change of it. */
export const bonusEntries = pgTable(
  'bonus_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    structureId: company(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** earn (a paid order, positive) or spend (bonus used on a paid order, negative). */
    kind: text('kind').notNull(),
    amount: integer('amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('bonus_entries_customer_idx').on(t.structureId, t.customerId),
    // A paid order earns and spends once, whatever replays of its payment arrive.
    uniqueIndex('bonus_entries_order_kind_uq').on(t.orderId, t.kind),
  ],
);

/**
 * Order and waiter-call events for the staff board, numbered: a reconnecting board asks for
 * what came after the last id it saw. Other API processes learn of a new row by NOTIFY.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    structureId: company(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('live_events_structure_idx').on(t.structureId, t.id)],
);
