import type { TTableBookingListQuery, TTableBookingStatus } from '@guestloop/contracts';
import { and, asc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { locations, qrInfos, tableBookings, tables } from '../../db/schema';

/** All SQL of table bookings. Every function but the guest's insert is scoped by the caller's company. */

export type NewTableBooking = typeof tableBookings.$inferInsert;

/** Bookings with their location's and table's names and the page's slug, as staff read them. */
function bookingView(db: DbOrTx) {
  return db
    .select({
      id: tableBookings.id,
      structureId: tableBookings.structureId,
      date: tableBookings.date,
      time: tableBookings.time,
      partySize: tableBookings.partySize,
      name: tableBookings.name,
      email: tableBookings.email,
      phone: tableBookings.phone,
      note: tableBookings.note,
      language: tableBookings.language,
      status: tableBookings.status,
      locationId: tableBookings.locationId,
      locationName: locations.name,
      tableName: tables.name,
      qrInfoSlug: qrInfos.slug,
      createdAt: tableBookings.createdAt,
    })
    .from(tableBookings)
    .innerJoin(locations, eq(locations.id, tableBookings.locationId))
    .leftJoin(tables, eq(tables.id, tableBookings.tableId))
    .leftJoin(qrInfos, eq(qrInfos.id, tableBookings.qrInfoId));
}
export type TableBookingView = NonNullable<Awaited<ReturnType<typeof findBooking>>>;

export async function insertBooking(db: DbOrTx, values: NewTableBooking): Promise<string> {
  const [row] = await db.insert(tableBookings).values(values).returning({ id: tableBookings.id });
  return row!.id;
}

/** The company's booking with its names; `lock` keeps it until the transaction ends. */
export async function findBooking(db: DbOrTx, structureId: string, id: string, lock = false) {
  const query = bookingView(db).where(
    and(eq(tableBookings.structureId, structureId), eq(tableBookings.id, id)),
  );
  const [row] = lock ? await query.for('update', { of: tableBookings }) : await query;
  return row ?? null;
}

/** The company's bookings, soonest first, within the filters (at most `limit`). */
export function listBookings(db: DbOrTx, structureId: string, query: TTableBookingListQuery, limit: number) {
  const conditions: SQL[] = [eq(tableBookings.structureId, structureId)];
  if (query.status) conditions.push(eq(tableBookings.status, query.status));
  if (query.from) conditions.push(gte(tableBookings.date, query.from));
  if (query.to) conditions.push(lte(tableBookings.date, query.to));
  if (query.locationId) conditions.push(eq(tableBookings.locationId, query.locationId));
  return bookingView(db)
    .where(and(...conditions))
    .orderBy(asc(tableBookings.date), asc(tableBookings.time), asc(tableBookings.createdAt))
    .limit(limit);
}

export async function setStatus(db: DbOrTx, structureId: string, id: string, status: TTableBookingStatus) {
  await db
    .update(tableBookings)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(tableBookings.structureId, structureId), eq(tableBookings.id, id)));
}
