import { and, count, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { contentTranslations as ct } from '../../db/schema';

/** All SQL of the translations module: how much of a page an engine has still to translate. */

/**
 * Of these texts (by the memory's hash), how many an engine has been asked for and not answered
 * yet. The memory's table is read here, not through the i18n module, which tells a page only
 * what it shows.
 */
export async function countWaiting(
  db: DbOrTx,
  direction: { structureId: string; from: string; to: string },
  hashes: readonly string[],
): Promise<number> {
  if (hashes.length === 0) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(ct)
    .where(
      and(
        eq(ct.structureId, direction.structureId),
        eq(ct.sourceLanguage, direction.from),
        eq(ct.targetLanguage, direction.to),
        eq(ct.origin, 'pending'),
        inArray(ct.sourceHash, [...new Set(hashes)]),
      ),
    );
  return Number(row?.n ?? 0);
}
