import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  customers,
  locations,
  onlineMenus,
  orders,
  structures,
  tableGroups,
  tables,
  waiterCalls,
  waiterTables,
} from '../../../db/schema';
import type { TestApp } from '../../../test/app';
import { createUser } from '../../../test/users';
import { type Company, newCompany } from '../../structure/structure.test-support';

/**
 * A company with places, a menu, tables and waiters, and orders and waiter calls written straight
 * into their tables at chosen moments (the triggers count them as they would any write).
 */

const suffix = () => randomBytes(4).toString('hex');

export interface Venue {
  company: Company;
  structureId: string;
  customerId: string;
  menuId: string;
  menuSlug: string;
  rootId: string;
  subId: string;
  /** A group of the sub-location with a table served by two waiters, and a group of the root without waiters. */
  servedGroupId: string;
  servedTableId: string;
  plainGroupId: string;
  plainTableId: string;
  /** The served table's waiters, first by id first. */
  waiterIds: [string, string];
}

export async function salesVenue(t: TestApp, timeZone: string): Promise<Venue> {
  const db = t.app.db;
  const company = await newCompany(t);
  const { structureId } = company;
  await db.update(structures).set({ timeZone, currency: 'EUR' }).where(eq(structures.id, structureId));
  const [root] = await db
    .insert(locations)
    .values({ structureId, name: 'Harbour Hall', slug: `harbour-${suffix()}` })
    .returning();
  const [sub] = await db
    .insert(locations)
    .values({ structureId, parentId: root!.id, name: 'Harbour Terrace', slug: `terrace-${suffix()}` })
    .returning();
  const [menu] = await db
    .insert(onlineMenus)
    .values({
      structureId,
      locationId: root!.id,
      slug: `menu-${suffix()}`,
      title: 'Harbour Menu',
      language: 'en',
      currency: 'EUR',
    })
    .returning();
  const group = async (locationId: string, name: string) => {
    const [g] = await db
      .insert(tableGroups)
      .values({ structureId, locationId, name, slug: `g-${suffix()}` })
      .returning();
    const [table] = await db
      .insert(tables)
      .values({ structureId, groupId: g!.id, name: `${name} 1`, slug: `t-${suffix()}` })
      .returning();
    return { groupId: g!.id, tableId: table!.id };
  };
  const served = await group(sub!.id, 'Terrace');
  const plain = await group(root!.id, 'Hall');
  const waiters = await Promise.all(
    ['Wanda Waiter', 'Walt Waiter'].map((name) =>
      createUser(db, { structure: structureId, role: 'waiter', name }),
    ),
  );
  const waiterIds = waiters.map((w) => w.id).sort() as [string, string];
  await db
    .insert(waiterTables)
    .values(waiterIds.map((userId) => ({ structureId, userId, tableId: served.tableId })));
  const [customer] = await db
    .insert(customers)
    .values({ browserHash: `hash-${suffix()}` })
    .returning();
  return {
    company,
    structureId,
    customerId: customer!.id,
    menuId: menu!.id,
    menuSlug: menu!.slug,
    rootId: root!.id,
    subId: sub!.id,
    servedGroupId: served.groupId,
    servedTableId: served.tableId,
    plainGroupId: plain.groupId,
    plainTableId: plain.tableId,
    waiterIds,
  };
}

export interface Line {
  itemId: string | null;
  title: string;
  quantity: number;
  total: number;
}

export interface OrderSpec {
  at: string;
  type?: 'table' | 'pickup' | 'delivery';
  status?: string;
  paid?: boolean;
  paymentMethod?: string | null;
  tableId?: string | null;
  locationId?: string | null;
  menuId?: string | null;
  currency?: string;
  lines?: Line[];
  tips?: number;
  /** Defaults to the lines' total plus tips. */
  total?: number;
}

let numbers = 0;

export async function insertOrder(db: Db, venue: Venue, spec: OrderSpec) {
  const lines = (spec.lines ?? [{ itemId: randomUUID(), title: 'Water', quantity: 1, total: 100 }]).map(
    (l) => ({
      itemId: l.itemId,
      title: l.title,
      option: null,
      addons: [],
      note: null,
      quantity: l.quantity,
      unitPrice: Math.round(l.total / l.quantity),
      total: l.total,
    }),
  );
  const subtotal = lines.reduce((sum, l) => sum + l.total, 0);
  const tips = spec.tips ?? 0;
  const [row] = await db
    .insert(orders)
    .values({
      structureId: venue.structureId,
      menuId: spec.menuId === undefined ? venue.menuId : spec.menuId,
      menuSlug: venue.menuSlug,
      slug: `o-${suffix()}${suffix()}`,
      number: ++numbers,
      customerId: venue.customerId,
      type: spec.type ?? (spec.tableId ? 'table' : 'pickup'),
      status: spec.status ?? 'new',
      locationId: spec.locationId === undefined ? venue.rootId : spec.locationId,
      tableId: spec.tableId ?? null,
      currency: spec.currency ?? 'EUR',
      lines,
      subtotal,
      tips,
      total: spec.total ?? subtotal + tips,
      paid: spec.paid ?? false,
      paidAt: spec.paid ? new Date(spec.at) : null,
      paymentMethod: spec.paymentMethod ?? null,
      idempotencyKey: `k-${suffix()}`,
      createdAt: new Date(spec.at),
    })
    .returning();
  return row!;
}

export async function insertCall(
  db: Db,
  venue: Venue,
  spec: { at: string; tableId?: string; handledAfterSeconds?: number; handledBy?: string },
) {
  const createdAt = new Date(spec.at);
  const handled = spec.handledAfterSeconds !== undefined;
  const [row] = await db
    .insert(waiterCalls)
    .values({
      structureId: venue.structureId,
      tableId: spec.tableId ?? venue.servedTableId,
      status: handled ? 'handled' : 'open',
      createdAt,
      handledAt: handled ? new Date(createdAt.getTime() + spec.handledAfterSeconds! * 1000) : null,
      handledBy: handled ? (spec.handledBy ?? null) : null,
    })
    .returning();
  return row!;
}
