import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type ShortRouteData, shortRoutes } from '../../db/schema';

/** All SQL of short routes. Staff functions are scoped by the caller's company (`structureId`). */

export type ShortRouteRow = typeof shortRoutes.$inferSelect;
export const SHORT_ROUTE_SLUG_CONSTRAINT = 'short_routes_slug_uq';

export async function listShortRoutes(db: DbOrTx, structureId: string): Promise<ShortRouteRow[]> {
  return db
    .select()
    .from(shortRoutes)
    .where(eq(shortRoutes.structureId, structureId))
    .orderBy(desc(shortRoutes.createdAt), desc(shortRoutes.id));
}

export async function insertShortRoute(
  db: DbOrTx,
  structureId: string,
  values: { slug: string; data: ShortRouteData },
): Promise<ShortRouteRow> {
  const [row] = await db
    .insert(shortRoutes)
    .values({ structureId, ...values })
    .returning();
  if (!row) throw new Error('short route not inserted');
  return row;
}

/** Deletes the company's short route; true when there was one. */
export async function deleteShortRoute(db: DbOrTx, structureId: string, slug: string): Promise<boolean> {
  const rows = await db
    .delete(shortRoutes)
    .where(and(eq(shortRoutes.structureId, structureId), eq(shortRoutes.slug, slug)))
    .returning({ id: shortRoutes.id });
  return rows.length > 0;
}

/** Any company's short route (the public redirect). */
export async function findShortRoute(db: DbOrTx, slug: string): Promise<ShortRouteRow | null> {
  const [row] = await db.select().from(shortRoutes).where(eq(shortRoutes.slug, slug));
  return row ?? null;
}
