import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';

/**
 * Recomputes the sales and waiter-call rollups from the orders and calls: one company's, or
 * every company's when none is named. The database function (migration `sales_rollup_triggers`)
 * runs as one statement, so readers see the old rows or the new ones, never half of them.
 */
export async function rebuildSalesRollups(db: DbOrTx, structureId?: string): Promise<void> {
  await db.execute(sql`select gl_rebuild_sales_rollups(${structureId ?? null}::uuid)`);
}
