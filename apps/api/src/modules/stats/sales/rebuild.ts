import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';

/**
 * Recomputes the sales and waiter-call rollups from the orders and calls: one company's, or
 * every company's when none is named. The database function does it in one statement batch
 * (migration `sales_rollup_triggers`); run it in a transaction to keep readers from seeing the
 * rows half rebuilt.
 */
export async function rebuildSalesRollups(db: DbOrTx, structureId?: string): Promise<void> {
  await db.execute(sql`select gl_rebuild_sales_rollups(${structureId ?? null}::uuid)`);
}
