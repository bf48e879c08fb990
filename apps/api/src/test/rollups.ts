import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';

/** Every statistics rollup table: what the triggers keep and the rebuilds recompute. */
export const ROLLUP_TABLES = [
  'rating_day_rollups',
  'rating_hour_rollups',
  'rating_month_rollups',
  'rating_month_hour_rollups',
  'rating_table_rollups',
  'order_hour_rollups',
  'item_day_rollups',
  'call_day_rollups',
] as const;

/** A company's rollup rows by table, each row as sorted JSON text: equal when the sums are. */
export async function rollupsOf(db: DbOrTx, structureId: string): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const table of ROLLUP_TABLES) {
    const found = (await db.execute(
      sql`select to_jsonb(r)::text as row from ${sql.identifier(table)} r where r.structure_id = ${structureId}`,
    )) as unknown as { rows: { row: string }[] };
    out[table] = found.rows.map((r) => r.row).sort();
  }
  return out;
}

/** Empties a company's rollups, as a bulk import that went round the triggers leaves them. */
export async function clearRollups(db: DbOrTx, structureId: string): Promise<void> {
  for (const table of ROLLUP_TABLES) {
    await db.execute(sql`delete from ${sql.identifier(table)} where structure_id = ${structureId}`);
  }
}
