import { and, asc, count, eq, inArray, max, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { missingTranslations, translationOverrides } from '../../db/schema';

/**
 * A cheap fingerprint of one language's overrides (primary-key range scan): any insert, update
 * or delete changes the count or the latest `updated_at`.
 */
export async function overridesVersion(db: DbOrTx, language: string): Promise<string> {
  const [row] = await db
    .select({
      n: count(),
      latest: sql<
        string | null
      >`(extract(epoch from ${max(translationOverrides.updatedAt)}) * 1000000)::bigint::text`,
    })
    .from(translationOverrides)
    .where(eq(translationOverrides.language, language));
  return `${row?.n ?? 0}.${row?.latest ?? 0}`;
}

export function listOverrides(db: DbOrTx, language: string) {
  return db
    .select({
      language: translationOverrides.language,
      key: translationOverrides.key,
      value: translationOverrides.value,
      updatedAt: translationOverrides.updatedAt,
    })
    .from(translationOverrides)
    .where(eq(translationOverrides.language, language))
    .orderBy(asc(translationOverrides.key));
}

export async function upsertOverride(
  db: DbOrTx,
  row: { language: string; key: string; value: string; updatedBy: string },
) {
  const [saved] = await db
    .insert(translationOverrides)
    .values({ ...row, updatedAt: sql`clock_timestamp()` })
    .onConflictDoUpdate({
      target: [translationOverrides.language, translationOverrides.key],
      set: { value: row.value, updatedBy: row.updatedBy, updatedAt: sql`clock_timestamp()` },
    })
    .returning();
  if (!saved) throw new Error('override not saved');
  return saved;
}

export async function countMissing(db: DbOrTx, language: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(missingTranslations)
    .where(eq(missingTranslations.language, language));
  return row?.n ?? 0;
}

/** Counts each reported key once more; new keys are added unless `onlyKnown`. Keys must be unique. */
export async function recordMissing(db: DbOrTx, language: string, keys: string[], onlyKnown: boolean) {
  if (onlyKnown) {
    await db
      .update(missingTranslations)
      .set({ count: sql`${missingTranslations.count} + 1`, lastSeenAt: sql`now()` })
      .where(and(eq(missingTranslations.language, language), inArray(missingTranslations.key, keys)));
    return;
  }
  await db
    .insert(missingTranslations)
    .values(keys.map((key) => ({ language, key })))
    .onConflictDoUpdate({
      target: [missingTranslations.language, missingTranslations.key],
      set: { count: sql`${missingTranslations.count} + 1`, lastSeenAt: sql`now()` },
    });
}
