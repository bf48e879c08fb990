import type { TImageBucket } from '@guestloop/contracts';
import { and, count, desc, eq, ilike, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { images } from '../../db/schema';

export type ImageRow = typeof images.$inferSelect;
export type NewImage = Omit<typeof images.$inferInsert, 'id' | 'structureId' | 'createdAt'>;

/** `%`, `_` and `\` match themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

export async function insertImage(db: DbOrTx, structureId: string, values: NewImage): Promise<ImageRow> {
  const [row] = await db
    .insert(images)
    .values({ ...values, structureId })
    .returning();
  return row!;
}

export async function findImage(db: DbOrTx, structureId: string, id: string): Promise<ImageRow | null> {
  const [row] = await db
    .select()
    .from(images)
    .where(and(eq(images.structureId, structureId), eq(images.id, id)))
    .limit(1);
  return row ?? null;
}

/** A page of the company's images, newest first; `buckets` limits the buckets looked in. */
export async function pageImages(
  db: DbOrTx,
  structureId: string,
  options: { search: string | null; buckets: readonly TImageBucket[] | null; limit: number; offset: number },
): Promise<{ rows: ImageRow[]; total: number }> {
  const where = and(
    eq(images.structureId, structureId),
    options.buckets ? inArray(images.bucket, [...options.buckets]) : undefined,
    options.search ? ilike(images.originalName, likePattern(options.search)) : undefined,
  );
  const rows = await db
    .select()
    .from(images)
    .where(where)
    .orderBy(desc(images.createdAt), desc(images.id))
    .limit(options.limit)
    .offset(options.offset);
  const [total] = await db.select({ n: count() }).from(images).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Deletes the row; returns it, or null when the company has no such image. */
export async function deleteImage(db: DbOrTx, structureId: string, id: string): Promise<ImageRow | null> {
  const [row] = await db
    .delete(images)
    .where(and(eq(images.structureId, structureId), eq(images.id, id)))
    .returning();
  return row ?? null;
}
