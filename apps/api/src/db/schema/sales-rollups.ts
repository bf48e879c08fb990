import { bigint, date, integer, pgTable, smallint, text, unique, uuid } from 'drizzle-orm/pg-core';
import { company } from './columns';

/**
 * Sales and service statistics, summed ahead (docs/decisions.md "Sales statistics"). Database
 * triggers keep them in the transaction of every change of an order or a waiter call (migration
 * `sales_rollup_triggers`): each change takes out what the row counted for before and adds what
 * it counts for now. Days and hours are the company's local ones (structures.time_zone); a
 * change of time zone recomputes the company's rows. The key columns other than the company are
 * ids without foreign keys: a deleted place's orders move to "none" as their own column is set
 * null, and its calls go with its tables. Every key is unique with NULLS NOT DISTINCT, so "no table group" is one row, not many.
 */

const count = (name: string) => integer(name).notNull().default(0);
const money = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/** Orders per local hour and what they were placed through; money in minor units of `currency`. */
export const orderHourRollups = pgTable(
  'order_hour_rollups',
  {
    structureId: company(),
    day: date('day', { mode: 'string' }).notNull(),
    hour: smallint('hour').notNull(),
    locationId: uuid('location_id'),
    menuId: uuid('menu_id'),
    tableGroupId: uuid('table_group_id'),
    /** The table's waiter when the order was placed. */
    waiterId: uuid('waiter_id'),
    type: text('type').notNull(),
    currency: text('currency').notNull(),
    paymentMethod: text('payment_method'),
    /** Placed and not cancelled. */
    orders: count('orders'),
    cancelled: count('cancelled'),
    cancelledTotal: money('cancelled_total'),
    /** Not cancelled, and paid or closed: the orders revenue counts. */
    sales: count('sales'),
    paidOrders: count('paid_orders'),
    revenue: money('revenue'),
    subtotal: money('subtotal'),
    tips: money('tips'),
  },
  (t) => [
    unique('order_hour_rollups_key')
      .on(
        t.structureId,
        t.day,
        t.hour,
        t.locationId,
        t.menuId,
        t.tableGroupId,
        t.waiterId,
        t.type,
        t.currency,
        t.paymentMethod,
      )
      .nullsNotDistinct(),
  ],
);

/**
 * Items of the sales per local day, by the title the order named them with, and by what the
 * sales filters pick (table group, waiter, order type) so every filter applies to items too.
 */
export const itemDayRollups = pgTable(
  'item_day_rollups',
  {
    structureId: company(),
    day: date('day', { mode: 'string' }).notNull(),
    locationId: uuid('location_id'),
    menuId: uuid('menu_id'),
    tableGroupId: uuid('table_group_id'),
    waiterId: uuid('waiter_id'),
    type: text('type').notNull(),
    currency: text('currency').notNull(),
    itemId: uuid('item_id'),
    title: text('title').notNull(),
    quantity: count('quantity'),
    revenue: money('revenue'),
  },
  (t) => [
    unique('item_day_rollups_key')
      .on(
        t.structureId,
        t.day,
        t.locationId,
        t.menuId,
        t.tableGroupId,
        t.waiterId,
        t.type,
        t.currency,
        t.itemId,
        t.title,
      )
      .nullsNotDistinct(),
  ],
);

/**
 * Waiter calls per local hour of the call. Handled calls are counted per response-time band
 * (contracts CALL_RESPONSE_BANDS) instead of a maximum, which a deletion could not take back.
 */
export const callDayRollups = pgTable(
  'call_day_rollups',
  {
    structureId: company(),
    day: date('day', { mode: 'string' }).notNull(),
    hour: smallint('hour').notNull(),
    locationId: uuid('location_id'),
    tableGroupId: uuid('table_group_id'),
    handledBy: uuid('handled_by'),
    calls: count('calls'),
    handled: count('handled'),
    responseSecondsSum: money('response_seconds_sum'),
    within1m: count('within_1m'),
    within2m: count('within_2m'),
    within3m: count('within_3m'),
    within5m: count('within_5m'),
    within10m: count('within_10m'),
    within15m: count('within_15m'),
    within30m: count('within_30m'),
    within60m: count('within_60m'),
    over60m: count('over_60m'),
  },
  (t) => [
    unique('call_day_rollups_key')
      .on(t.structureId, t.day, t.hour, t.locationId, t.tableGroupId, t.handledBy)
      .nullsNotDistinct(),
  ],
);

/**
 * Where a table order was placed as the statistics count it: the table's group and its waiter
 * (the first by user id when several serve it) at that moment, kept so a later reassignment or
 * a deleted table does not rewrite history. No foreign key to the order: the trigger that
 * counts the order's deletion reads and removes it.
 */
export const salesOrderPlaces = pgTable('sales_order_places', {
  orderId: uuid('order_id').primaryKey(),
  structureId: company(),
  tableGroupId: uuid('table_group_id'),
  waiterId: uuid('waiter_id'),
});

/** The same for a waiter call: its table's location and group when it was made. */
export const salesCallPlaces = pgTable('sales_call_places', {
  callId: uuid('call_id').primaryKey(),
  structureId: company(),
  locationId: uuid('location_id'),
  tableGroupId: uuid('table_group_id'),
});
