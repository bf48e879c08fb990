import { and, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { QR_INFO_PAGE_OPEN, qrInfoBlocks, qrInfoHourRollups, qrInfoVisitors } from '../../db/schema';
import type { Period } from '../../lib/stat-period';

/**
 * Page opens and block uses: one statement per hit adds it to its hour's sums, and counts the
 * visitor once a UTC day (the visitor hash's salt changes every UTC day, so a day is all it can
 * tell apart). Reads sum the hours of a period on the caller's clock.
 */

export interface Hit {
  structureId: string;
  qrInfoId: string;
  /** null: the page was opened. */
  blockId: string | null;
  visitorHash: string;
  at: Date;
}

export async function recordHit(db: DbOrTx, hit: Hit): Promise<void> {
  const blockId = hit.blockId ?? QR_INFO_PAGE_OPEN;
  const day = hit.at.toISOString().slice(0, 10);
  const hour = new Date(Math.floor(hit.at.getTime() / 3_600_000) * 3_600_000);
  await db.execute(sql`
    WITH first AS (
      INSERT INTO ${qrInfoVisitors} (qr_info_id, block_id, day, visitor_hash)
      VALUES (${hit.qrInfoId}, ${blockId}, ${day}, ${hit.visitorHash})
      ON CONFLICT DO NOTHING
      RETURNING 1
    )
    INSERT INTO ${qrInfoHourRollups} (structure_id, qr_info_id, block_id, hour, hits, visitors)
    VALUES (${hit.structureId}, ${hit.qrInfoId}, ${blockId}, ${hour.toISOString()}, 1, (SELECT count(*)::int FROM first))
    ON CONFLICT (qr_info_id, block_id, hour) DO UPDATE
      SET hits = ${qrInfoHourRollups}.hits + 1, visitors = ${qrInfoHourRollups}.visitors + excluded.visitors`);
}

/** Visitor hashes of days before `day` are worthless: their salt is gone. */
export async function pruneVisitors(db: DbOrTx, day: string): Promise<void> {
  await db.delete(qrInfoVisitors).where(lt(qrInfoVisitors.day, day));
}

const localAt = (tz: string) => sql`(${qrInfoHourRollups.hour} at time zone ${tz})`;
const inPeriod = (structureId: string, qrInfoId: string, period: Period) =>
  and(
    eq(qrInfoHourRollups.structureId, structureId),
    eq(qrInfoHourRollups.qrInfoId, qrInfoId),
    sql`${qrInfoHourRollups.hour} >= (${period.from}::date)::timestamp at time zone ${period.tz}`,
    sql`${qrInfoHourRollups.hour} < (${period.to}::date + 1)::timestamp at time zone ${period.tz}`,
  );
/** Groups by the first (and second) column: a time zone sent as a parameter twice is two expressions. */
const byColumn = (position: 1 | 2) => sql.raw(String(position));

/** Per local day: opens, visitors who opened it, and block uses. */
export function byDay(db: DbOrTx, structureId: string, qrInfoId: string, period: Period) {
  const day = sql<string>`to_char(${localAt(period.tz)}, 'YYYY-MM-DD')`;
  const isView = sql`${qrInfoHourRollups.blockId} = ${QR_INFO_PAGE_OPEN}`;
  return db
    .select({
      day,
      views: sql<number>`coalesce(sum(${qrInfoHourRollups.hits}) filter (where ${isView}), 0)::int`,
      visitors: sql<number>`coalesce(sum(${qrInfoHourRollups.visitors}) filter (where ${isView}), 0)::int`,
      uses: sql<number>`coalesce(sum(${qrInfoHourRollups.hits}) filter (where not ${isView}), 0)::int`,
    })
    .from(qrInfoHourRollups)
    .where(inPeriod(structureId, qrInfoId, period))
    .groupBy(byColumn(1));
}

/** Opens per local day and hour. */
export function byDayHour(db: DbOrTx, structureId: string, qrInfoId: string, period: Period) {
  const day = sql<string>`to_char(${localAt(period.tz)}, 'YYYY-MM-DD')`;
  const hour = sql<number>`extract(hour from ${localAt(period.tz)})::int`;
  return db
    .select({ day, hour, views: sql<number>`sum(${qrInfoHourRollups.hits})::int` })
    .from(qrInfoHourRollups)
    .where(and(inPeriod(structureId, qrInfoId, period), eq(qrInfoHourRollups.blockId, QR_INFO_PAGE_OPEN)))
    .groupBy(byColumn(1), byColumn(2));
}

/** Uses of each block in the period. */
export function byBlock(db: DbOrTx, structureId: string, qrInfoId: string, period: Period) {
  return db
    .select({
      blockId: qrInfoHourRollups.blockId,
      uses: sql<number>`sum(${qrInfoHourRollups.hits})::int`,
      visitors: sql<number>`sum(${qrInfoHourRollups.visitors})::int`,
    })
    .from(qrInfoHourRollups)
    .where(and(inPeriod(structureId, qrInfoId, period), ne(qrInfoHourRollups.blockId, QR_INFO_PAGE_OPEN)))
    .groupBy(qrInfoHourRollups.blockId);
}

/** Blocks by id (live or deleted) of the company: what a statistic names them by. */
export function blocksByIds(db: DbOrTx, structureId: string, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(qrInfoBlocks)
    .where(and(eq(qrInfoBlocks.structureId, structureId), inArray(qrInfoBlocks.id, ids)));
}
