import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { locations, qrInfoBlocks, qrInfos, structures, tableGroups, tables } from '../../db/schema';

/** What a guest's QR page is read from: the page by its public slug (any company), and around it. */

export async function pageBySlug(db: DbOrTx, slug: string) {
  const [row] = await db
    .select({ page: qrInfos, timeZone: structures.timeZone })
    .from(qrInfos)
    .innerJoin(structures, eq(structures.id, qrInfos.structureId))
    .where(eq(qrInfos.slug, slug))
    .limit(1);
  return row ?? null;
}

/** The page's live blocks and the company's live location blocks. */
export function liveBlocks(db: DbOrTx, structureId: string, qrInfoId: string) {
  return db
    .select()
    .from(qrInfoBlocks)
    .where(
      and(
        eq(qrInfoBlocks.structureId, structureId),
        isNull(qrInfoBlocks.deletedAt),
        or(eq(qrInfoBlocks.qrInfoId, qrInfoId), isNull(qrInfoBlocks.qrInfoId)),
      ),
    )
    .orderBy(asc(qrInfoBlocks.sort), asc(qrInfoBlocks.createdAt));
}

export function companyLocations(db: DbOrTx, structureId: string) {
  return db
    .select({
      id: locations.id,
      name: locations.name,
      slug: locations.slug,
      address: locations.address,
      settings: locations.settings,
    })
    .from(locations)
    .where(eq(locations.structureId, structureId));
}

/** Every table of the company with its location and the path of its menu. */
export function companyTables(db: DbOrTx, structureId: string) {
  return db
    .select({
      id: tables.id,
      name: tables.name,
      slug: tables.slug,
      groupSlug: tableGroups.slug,
      locationId: tableGroups.locationId,
    })
    .from(tables)
    .innerJoin(tableGroups, eq(tableGroups.id, tables.groupId))
    .where(eq(tables.structureId, structureId));
}
