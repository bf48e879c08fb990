import { and, asc, desc, eq, inArray, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { locations, QR_INFO_PAGE_OPEN, qrInfoBlocks, qrInfoHourRollups, qrInfos } from '../../db/schema';

/** All SQL of the staff side of QR info pages. Every function is scoped by the caller's company. */

export type QrInfoRow = typeof qrInfos.$inferSelect;
export type QrInfoBlockRow = typeof qrInfoBlocks.$inferSelect;
export type QrInfoValues = Partial<
  Pick<QrInfoRow, 'slug' | 'title' | 'locationId' | 'isActive' | 'theme' | 'backgroundImage'>
>;
/** What a block is saved from: the type's fields in `settings`. */
export type BlockValues = Pick<
  QrInfoBlockRow,
  'id' | 'type' | 'settings' | 'isActive' | 'schedule' | 'sort'
> & {
  locationId: string | null;
};

/** The unique index that keeps page slugs unique across companies (they are public). */
export const QR_INFO_SLUG_CONSTRAINT = 'qr_infos_slug_uq';

/** The company's page by slug; `lock` keeps it until the transaction ends. */
export async function findPage(db: DbOrTx, structureId: string, slug: string, lock = false) {
  const query = db
    .select()
    .from(qrInfos)
    .where(and(eq(qrInfos.structureId, structureId), eq(qrInfos.slug, slug)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function insertPage(
  db: DbOrTx,
  structureId: string,
  values: Pick<QrInfoRow, 'slug' | 'title' | 'locationId' | 'theme'>,
): Promise<QrInfoRow> {
  const [row] = await db
    .insert(qrInfos)
    .values({ ...values, structureId })
    .returning();
  return row!;
}

/** Writes the values and bumps the version (a cached public answer is then out of date). */
export async function updatePage(db: DbOrTx, structureId: string, id: string, values: QrInfoValues) {
  const [row] = await db
    .update(qrInfos)
    .set({ ...values, version: sql`${qrInfos.version} + 1`, updatedAt: new Date() })
    .where(and(eq(qrInfos.structureId, structureId), eq(qrInfos.id, id)))
    .returning();
  return row ?? null;
}

export async function deletePage(db: DbOrTx, structureId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(qrInfos)
    .where(and(eq(qrInfos.structureId, structureId), eq(qrInfos.id, id)))
    .returning({ id: qrInfos.id });
  return rows.length > 0;
}

/** The company's pages, newest first, with their location's name and live blocks. */
export async function listPages(db: DbOrTx, structureId: string) {
  const blocksCount = sql<number>`(
    select count(*)::int from ${qrInfoBlocks} b
    where b.qr_info_id = ${qrInfos.id} and b.deleted_at is null)`;
  return db
    .select({ page: qrInfos, locationName: locations.name, blocksCount })
    .from(qrInfos)
    .innerJoin(locations, eq(locations.id, qrInfos.locationId))
    .where(eq(qrInfos.structureId, structureId))
    .orderBy(desc(qrInfos.createdAt), asc(qrInfos.title));
}

/** Page opens of each of the company's pages since `from`, and in all. */
export async function viewTotals(db: DbOrTx, structureId: string, since: Date) {
  const rows = await db
    .select({
      qrInfoId: qrInfoHourRollups.qrInfoId,
      views: sql<number>`sum(${qrInfoHourRollups.hits})::int`,
      recent: sql<number>`(sum(${qrInfoHourRollups.hits}) filter (where ${qrInfoHourRollups.hour} >= ${since}))::int`,
    })
    .from(qrInfoHourRollups)
    .where(
      and(eq(qrInfoHourRollups.structureId, structureId), eq(qrInfoHourRollups.blockId, QR_INFO_PAGE_OPEN)),
    )
    .groupBy(qrInfoHourRollups.qrInfoId);
  return new Map(rows.map((r) => [r.qrInfoId, { views: Number(r.views), recent: Number(r.recent ?? 0) }]));
}

/** The page's live blocks, by position. */
export function pageBlocks(db: DbOrTx, structureId: string, qrInfoId: string) {
  return db
    .select()
    .from(qrInfoBlocks)
    .where(
      and(
        eq(qrInfoBlocks.structureId, structureId),
        eq(qrInfoBlocks.qrInfoId, qrInfoId),
        isNull(qrInfoBlocks.deletedAt),
      ),
    )
    .orderBy(asc(qrInfoBlocks.sort), asc(qrInfoBlocks.createdAt));
}

/** The company's live location blocks, by location and position. */
export function locationBlocks(db: DbOrTx, structureId: string) {
  return db
    .select()
    .from(qrInfoBlocks)
    .where(
      and(
        eq(qrInfoBlocks.structureId, structureId),
        isNotNull(qrInfoBlocks.locationId),
        isNull(qrInfoBlocks.deletedAt),
      ),
    )
    .orderBy(asc(qrInfoBlocks.locationId), asc(qrInfoBlocks.sort), asc(qrInfoBlocks.createdAt));
}

/** Of these ids, those some block already has — of any company, live or deleted. */
export async function usedBlockIds(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: qrInfoBlocks.id,
      structureId: qrInfoBlocks.structureId,
      qrInfoId: qrInfoBlocks.qrInfoId,
      locationId: qrInfoBlocks.locationId,
      deletedAt: qrInfoBlocks.deletedAt,
    })
    .from(qrInfoBlocks)
    .where(inArray(qrInfoBlocks.id, ids));
}

/** Adds or rewrites the blocks of a page (`qrInfoId`) or the company's location blocks (null). */
export async function saveBlocks(
  db: DbOrTx,
  structureId: string,
  qrInfoId: string | null,
  blocks: BlockValues[],
): Promise<void> {
  if (blocks.length === 0) return;
  const now = new Date();
  await db
    .insert(qrInfoBlocks)
    .values(blocks.map((b) => ({ ...b, structureId, qrInfoId, updatedAt: now })))
    .onConflictDoUpdate({
      target: qrInfoBlocks.id,
      set: {
        type: sql`excluded.type`,
        settings: sql`excluded.settings`,
        isActive: sql`excluded.is_active`,
        schedule: sql`excluded.schedule`,
        sort: sql`excluded.sort`,
        locationId: sql`excluded.location_id`,
        deletedAt: null,
        updatedAt: now,
      },
    });
}

/**
 * Deletes the live blocks of a page (`qrInfoId`) or the company's location blocks (null) whose
 * ids are not kept; `only` limits it to those ids. They stay for their statistics' labels.
 */
export async function deleteBlocks(
  db: DbOrTx,
  structureId: string,
  qrInfoId: string | null,
  { keep = [], only }: { keep?: string[]; only?: string[] },
): Promise<number> {
  const rows = await db
    .update(qrInfoBlocks)
    .set({ deletedAt: new Date(), updatedAt: new Date() })
    .where(
      and(
        eq(qrInfoBlocks.structureId, structureId),
        qrInfoId ? eq(qrInfoBlocks.qrInfoId, qrInfoId) : isNotNull(qrInfoBlocks.locationId),
        isNull(qrInfoBlocks.deletedAt),
        keep.length ? notInArray(qrInfoBlocks.id, keep) : undefined,
        only ? inArray(qrInfoBlocks.id, only.length ? only : [QR_INFO_PAGE_OPEN]) : undefined,
      ),
    )
    .returning({ id: qrInfoBlocks.id });
  return rows.length;
}

/** The company's locations among these ids. */
export async function companyLocations(db: DbOrTx, structureId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(and(eq(locations.structureId, structureId), inArray(locations.id, ids)));
}

/** Every page of the company changes version: location blocks show on all of them. */
export async function bumpCompanyPages(db: DbOrTx, structureId: string): Promise<void> {
  await db
    .update(qrInfos)
    .set({ version: sql`${qrInfos.version} + 1` })
    .where(eq(qrInfos.structureId, structureId));
}
