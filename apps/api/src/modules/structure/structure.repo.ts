import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { images, structures } from '../../db/schema';

export type StructureRow = typeof structures.$inferSelect;

export async function findStructure(db: DbOrTx, structureId: string): Promise<StructureRow | null> {
  const [row] = await db.select().from(structures).where(eq(structures.id, structureId));
  return row ?? null;
}

/**
 * The company row, locked until the transaction ends (settings are read, merged and written back).
 * `no key update` does not block rows of other tables that reference the company.
 */
export async function lockStructure(db: DbOrTx, structureId: string): Promise<StructureRow | null> {
  const [row] = await db.select().from(structures).where(eq(structures.id, structureId)).for('no key update');
  return row ?? null;
}

export async function updateStructure(
  db: DbOrTx,
  structureId: string,
  values: Partial<Pick<StructureRow, 'name' | 'language' | 'currency' | 'timeZone' | 'logoUrl' | 'settings'>>,
): Promise<void> {
  await db
    .update(structures)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(structures.id, structureId));
}

/** An image of the company's media library (never another company's). */
export async function findImage(
  db: DbOrTx,
  structureId: string,
  imageId: string,
): Promise<{ id: string; src: string } | null> {
  const [row] = await db
    .select({ id: images.id, src: images.src })
    .from(images)
    .where(and(eq(images.structureId, structureId), eq(images.id, imageId)));
  return row ?? null;
}
