import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { onlineMenus, orders, structures, tables, waiterCalls, waiterTables } from '../../../db/schema';
import type { TestApp } from '../../../test/app';
import { createUser } from '../../../test/users';
import { insertCall, insertOrder, type Line, salesVenue, type Venue } from './sales.test-support';
import type { RawCall, RawOrder } from './sales-reference.test-support';

/**
 * Random companies living through orders, payments, cancellations, waiter calls, reassigned
 * waiters, moved and deleted tables and a time-zone change, with the test's own record of where
 * each order and call was placed when it was written. A seeded generator makes a failure repeatable.
 */

export type Random = () => number;

/** mulberry32: small, fast, and the same sequence for the same seed everywhere. */
export function seeded(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const pick = <T>(rand: Random, list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;

/** The window the rows fall in: across the United States' switch to summer time (12 March 2023). */
export const WINDOW = { start: Date.parse('2023-03-05T00:00:00Z'), days: 24 };
export const WINDOW_DAYS = { from: '2023-03-04', to: '2023-03-30' };

const STATUSES = ['new', 'accepted', 'preparing', 'ready', 'served', 'delivered', 'closed', 'cancelled'];

export class CompanyWorld {
  tz: string;
  readonly tables = new Map<string, { group: string; location: string }>();
  readonly served = new Map<string, Set<string>>();
  readonly orderPlaces = new Map<string, { group: string | null; waiter: string | null }>();
  readonly callPlaces = new Map<string, { location: string | null; group: string | null }>();
  readonly items: { id: string | null; title: string }[];
  readonly menus: string[];
  readonly staff: string[];
  doomedTableId: string | null;

  private constructor(
    private readonly db: Db,
    readonly venue: Venue,
    tz: string,
    extra: { menuId: string; doomedTableId: string; thirdWaiter: string },
  ) {
    this.tz = tz;
    this.tables.set(venue.servedTableId, { group: venue.servedGroupId, location: venue.subId });
    this.tables.set(venue.plainTableId, { group: venue.plainGroupId, location: venue.rootId });
    this.tables.set(extra.doomedTableId, { group: venue.plainGroupId, location: venue.rootId });
    this.served.set(venue.servedTableId, new Set(venue.waiterIds));
    this.doomedTableId = extra.doomedTableId;
    this.menus = [venue.menuId, extra.menuId];
    this.staff = [...venue.waiterIds, extra.thirdWaiter];
    const renamed = randomUUID();
    this.items = [
      { id: randomUUID(), title: 'Espresso' },
      { id: randomUUID(), title: 'Croissant' },
      { id: renamed, title: 'Soup of the day' },
      { id: renamed, title: 'Pumpkin soup' },
      { id: randomUUID(), title: 'Lemonade' },
      { id: null, title: 'Corkage' },
    ];
  }

  static async create(t: TestApp, tz: string): Promise<CompanyWorld> {
    const db = t.app.db;
    const venue = await salesVenue(t, tz);
    const [menu] = await db
      .insert(onlineMenus)
      .values({
        structureId: venue.structureId,
        slug: `second-${randomUUID().slice(0, 8)}`,
        title: 'Second Menu',
        language: 'en',
        currency: 'EUR',
      })
      .returning();
    const [doomed] = await db
      .insert(tables)
      .values({
        structureId: venue.structureId,
        groupId: venue.plainGroupId,
        name: 'Doomed',
        slug: `d-${randomUUID().slice(0, 8)}`,
      })
      .returning();
    const third = await createUser(db, {
      structure: venue.structureId,
      role: 'waiter',
      name: 'Third Waiter',
    });
    return new CompanyWorld(db, venue, tz, {
      menuId: menu!.id,
      doomedTableId: doomed!.id,
      thirdWaiter: third.id,
    });
  }

  private placeOf(tableId: string | null) {
    if (!tableId) return { group: null, waiter: null };
    const waiters = [...(this.served.get(tableId) ?? [])].sort();
    return { group: this.tables.get(tableId)!.group, waiter: waiters[0] ?? null };
  }

  private randomMoment(rand: Random): string {
    return new Date(WINDOW.start + Math.floor(rand() * WINDOW.days * 1440) * 60_000).toISOString();
  }

  private randomLines(rand: Random): Line[] {
    return Array.from({ length: 1 + Math.floor(rand() * 3) }, () => {
      const item = pick(rand, this.items);
      const quantity = 1 + Math.floor(rand() * 3);
      return {
        itemId: item.id,
        title: item.title,
        quantity,
        total: quantity * (100 + Math.floor(rand() * 500)),
      };
    });
  }

  async step(rand: Random): Promise<void> {
    const roll = rand();
    const orderIds = [...this.orderPlaces.keys()];
    const callIds = [...this.callPlaces.keys()];
    if (roll < 0.38 || orderIds.length === 0) return this.placeOrder(rand);
    if (roll < 0.62) return this.changeOrder(rand, pick(rand, orderIds));
    if (roll < 0.65) {
      const id = pick(rand, orderIds);
      await this.db.delete(orders).where(eq(orders.id, id));
      this.orderPlaces.delete(id);
      return;
    }
    if (roll < 0.7) return this.reassignWaiter(rand);
    if (roll < 0.85 || callIds.length === 0) return this.makeCall(rand);
    if (roll < 0.97) return this.answerCall(rand, pick(rand, callIds));
    const id = pick(rand, callIds);
    await this.db.delete(waiterCalls).where(eq(waiterCalls.id, id));
    this.callPlaces.delete(id);
  }

  private async placeOrder(rand: Random) {
    const tableId = rand() < 0.6 ? pick(rand, [...this.tables.keys()]) : null;
    const paid = rand() < 0.5;
    const order = await insertOrder(this.db, this.venue, {
      at: this.randomMoment(rand),
      type: tableId ? 'table' : pick(rand, ['pickup', 'delivery'] as const),
      status: pick(rand, STATUSES),
      paid,
      paymentMethod: paid ? pick(rand, ['cash', 'card', 'stripe']) : null,
      tableId,
      locationId: tableId
        ? this.tables.get(tableId)!.location
        : pick(rand, [this.venue.rootId, this.venue.subId, null]),
      menuId: pick(rand, [...this.menus, null]),
      currency: rand() < 0.85 ? 'EUR' : 'USD',
      lines: this.randomLines(rand),
      tips: rand() < 0.4 ? Math.floor(rand() * 300) : 0,
    });
    this.orderPlaces.set(order.id, this.placeOf(tableId));
  }

  private async changeOrder(rand: Random, id: string) {
    const [current] = await this.db.select().from(orders).where(eq(orders.id, id));
    if (!current) return;
    const kind = rand();
    if (kind < 0.4) {
      await this.db
        .update(orders)
        .set({ status: pick(rand, STATUSES) })
        .where(eq(orders.id, id));
    } else if (kind < 0.65) {
      const paid = !current.paid;
      await this.db
        .update(orders)
        .set({
          paid,
          paidAt: paid ? new Date() : null,
          paymentMethod: paid ? pick(rand, ['cash', 'card']) : current.paymentMethod,
        })
        .where(eq(orders.id, id));
    } else if (kind < 0.8) {
      const tips = Math.floor(rand() * 400);
      await this.db
        .update(orders)
        .set({ tips, total: current.subtotal + tips })
        .where(eq(orders.id, id));
    } else if (kind < 0.92) {
      const tableId = rand() < 0.3 ? null : pick(rand, [...this.tables.keys()]);
      await this.db.update(orders).set({ tableId }).where(eq(orders.id, id));
      if (tableId !== current.tableId) this.orderPlaces.set(id, this.placeOf(tableId));
    } else {
      await this.db
        .update(orders)
        .set({
          locationId: pick(rand, [this.venue.rootId, this.venue.subId, null]),
          menuId: pick(rand, this.menus),
        })
        .where(eq(orders.id, id));
    }
  }

  private async reassignWaiter(rand: Random) {
    const tableId = pick(rand, [...this.tables.keys()]);
    const userId = pick(rand, this.staff);
    const set = this.served.get(tableId) ?? new Set<string>();
    if (set.has(userId)) {
      await this.db.delete(waiterTables).where(eq(waiterTables.tableId, tableId));
      set.delete(userId);
      if (set.size > 0) {
        await this.db
          .insert(waiterTables)
          .values([...set].map((u) => ({ structureId: this.venue.structureId, userId: u, tableId })));
      }
    } else {
      await this.db.insert(waiterTables).values({ structureId: this.venue.structureId, userId, tableId });
      set.add(userId);
    }
    this.served.set(tableId, set);
  }

  private async makeCall(rand: Random) {
    const tableId = pick(rand, [...this.tables.keys()]);
    const handled = rand() < 0.6;
    const call = await insertCall(this.db, this.venue, {
      at: this.randomMoment(rand),
      tableId,
      ...(handled
        ? { handledAfterSeconds: Math.floor(rand() ** 3 * 5400), handledBy: pick(rand, this.staff) }
        : {}),
    });
    const table = this.tables.get(tableId)!;
    this.callPlaces.set(call.id, { location: table.location, group: table.group });
  }

  private async answerCall(rand: Random, id: string) {
    const [call] = await this.db.select().from(waiterCalls).where(eq(waiterCalls.id, id));
    if (!call) return;
    const handle = rand() < 0.7;
    await this.db
      .update(waiterCalls)
      .set({
        status: handle ? 'handled' : 'open',
        handledAt: handle ? new Date(call.createdAt.getTime() + Math.floor(rand() * 4000) * 1000) : null,
        handledBy: handle ? pick(rand, this.staff) : null,
      })
      .where(eq(waiterCalls.id, id));
  }

  /** A table moves to another group: what was placed there before keeps the group it had. */
  async moveTable(tableId: string, groupId: string, locationId: string) {
    await this.db.update(tables).set({ groupId }).where(eq(tables.id, tableId));
    this.tables.set(tableId, { group: groupId, location: locationId });
  }

  /** A table is deleted: its orders lose their table (no group, no waiter), its calls go with it. */
  async deleteDoomedTable() {
    const tableId = this.doomedTableId;
    if (!tableId) return;
    const gone = await this.db.select({ id: orders.id }).from(orders).where(eq(orders.tableId, tableId));
    const calls = await this.db
      .select({ id: waiterCalls.id })
      .from(waiterCalls)
      .where(eq(waiterCalls.tableId, tableId));
    await this.db.delete(tables).where(eq(tables.id, tableId));
    for (const { id } of gone) this.orderPlaces.set(id, { group: null, waiter: null });
    for (const { id } of calls) this.callPlaces.delete(id);
    this.tables.delete(tableId);
    this.served.delete(tableId);
    this.doomedTableId = null;
  }

  async changeTimeZone(tz: string) {
    await this.db.update(structures).set({ timeZone: tz }).where(eq(structures.id, this.venue.structureId));
    this.tz = tz;
  }

  /** The raw rows as they are now, with the places recorded when they were written. */
  async raw(): Promise<{ orders: RawOrder[]; calls: RawCall[] }> {
    const { structureId } = this.venue;
    const orderRows = await this.db.select().from(orders).where(eq(orders.structureId, structureId));
    const callRows = await this.db.select().from(waiterCalls).where(eq(waiterCalls.structureId, structureId));
    return {
      orders: orderRows.map((o) => ({
        ...o,
        lines: o.lines as RawOrder['lines'],
        ...(this.orderPlaces.get(o.id) ?? { group: null, waiter: null }),
      })),
      calls: callRows.map((c) => ({
        id: c.id,
        createdAt: c.createdAt,
        handledAt: c.handledAt,
        handledBy: c.handledBy,
        locationId: this.callPlaces.get(c.id)?.location ?? null,
        group: this.callPlaces.get(c.id)?.group ?? null,
      })),
    };
  }
}
