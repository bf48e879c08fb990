import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { ratings } from '../../db/schema';
import type { RatingRow } from './ratings.repo';

/**
 * Adds reviews of an outside site; one it holds already (the same company, site and id on the
 * site) is left as it is. Answers the rows it added.
 */
export async function insertExternalRatings(
  db: DbOrTx,
  rows: (typeof ratings.$inferInsert)[],
): Promise<RatingRow[]> {
  if (rows.length === 0) return [];
  return db
    .insert(ratings)
    .values(rows)
    .onConflictDoNothing({
      target: [ratings.structureId, ratings.source, ratings.externalId],
      where: sql`${ratings.externalId} is not null`,
    })
    .returning();
}
