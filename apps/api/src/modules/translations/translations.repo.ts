import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { contentTranslations as ct } from '../../db/schema';

/** All SQL of the translations module: how much of a page an engine has still to translate. */

/**
 * Of these texts (by the memory's hash), the ones an engine has been asked for and has not answered
 * yet. The memory's table is read here, not through the i18n module, which tells a page only
 * what it shows.
 */
export async function pendingHashes(
  db: DbOrTx,
  direction: { structureId: string; from: string; to: string },
  hashes: readonly string[],
): Promise<Set<string>> {
  if (hashes.length === 0) return new Set();
  const rows = await db
    .select({ hash: ct.sourceHash })
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
  return new Set(rows.map((row) => row.hash));
}
