import type { TMenuImage } from '@guestloop/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { images } from '../../db/schema';

/** The company's media-library images among these ids, as pages show them. */
export async function imagesByIds(
  db: DbOrTx,
  structureId: string,
  ids: readonly string[],
): Promise<Map<string, TMenuImage>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: images.id,
      src: images.src,
      width: images.width,
      height: images.height,
      variants: images.variants,
    })
    .from(images)
    .where(and(eq(images.structureId, structureId), inArray(images.id, [...ids])));
  return new Map(
    rows.map((r) => [
      r.id,
      {
        imageId: r.id,
        src: r.src,
        width: r.width,
        height: r.height,
        variants: { ...(r.variants as Record<string, string>) },
      },
    ]),
  );
}
