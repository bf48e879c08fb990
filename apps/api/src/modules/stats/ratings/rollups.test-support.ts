import { asc, eq, TransactionRollbackError } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import {
  ratingDayRollups,
  ratingHourRollups,
  ratingMonthHourRollups,
  ratingMonthRollups,
  ratingTableRollups,
} from '../../../db/schema';
import type { TestApp } from '../../../test/app';
import { rebuildRatingRollups } from './rebuild';

/** Every rollup row of a company, in key order. */
async function dump(db: DbOrTx, structureId: string) {
  const d = ratingDayRollups;
  const h = ratingHourRollups;
  const tb = ratingTableRollups;
  const m = ratingMonthHourRollups;
  const mo = ratingMonthRollups;
  return {
    month: await db
      .select()
      .from(mo)
      .where(eq(mo.structureId, structureId))
      .orderBy(asc(mo.month), asc(mo.metricId), asc(mo.locationId), asc(mo.subLocationId)),
    day: await db
      .select()
      .from(d)
      .where(eq(d.structureId, structureId))
      .orderBy(asc(d.day), asc(d.metricId), asc(d.locationId), asc(d.subLocationId)),
    hour: await db
      .select()
      .from(h)
      .where(eq(h.structureId, structureId))
      .orderBy(asc(h.day), asc(h.hour), asc(h.metricId), asc(h.locationId), asc(h.subLocationId)),
    monthHour: await db
      .select()
      .from(m)
      .where(eq(m.structureId, structureId))
      .orderBy(
        asc(m.month),
        asc(m.dayOfWeek),
        asc(m.hour),
        asc(m.metricId),
        asc(m.locationId),
        asc(m.subLocationId),
      ),
    table: await db
      .select()
      .from(tb)
      .where(eq(tb.structureId, structureId))
      .orderBy(asc(tb.day), asc(tb.tableId), asc(tb.metricId), asc(tb.locationId), asc(tb.subLocationId)),
  };
}

export type Rollups = Awaited<ReturnType<typeof dump>>;

/** The company's rollups as kept by the triggers. */
export const keptRollupsOf = (t: TestApp, structureId: string) => dump(t.app.db, structureId);

/** The company's rollups as a rebuild from its ratings makes them, leaving the kept ones as they are. */
export async function rebuiltRollupsOf(t: TestApp, structureId: string): Promise<Rollups> {
  let rebuilt: Rollups | undefined;
  try {
    await t.app.db.transaction(async (tx) => {
      await rebuildRatingRollups(tx, structureId);
      rebuilt = await dump(tx, structureId);
      tx.rollback();
    });
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error;
  }
  return rebuilt!;
}
