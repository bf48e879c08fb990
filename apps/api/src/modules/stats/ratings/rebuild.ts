import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';

/**
 * Recomputes the rating rollups from the ratings: one company's, or every company's. The
 * database triggers keep them right as ratings change; this repairs them after a bulk load that
 * went round the triggers, or any doubt. A company's rebuild holds its lock, so ratings of that
 * company written meanwhile wait for it and are then added on top.
 */
export async function rebuildRatingRollups(db: DbOrTx, structureId?: string): Promise<void> {
  await db.execute(sql`select gl_rating_rollups_rebuild(${structureId ?? null}::uuid)`);
}
