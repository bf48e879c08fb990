import { and, asc, count, eq, ilike, inArray, max, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { posOrderExports, posProductLinks, posProducts } from '../../db/schema';
import type { PosProduct } from '../../providers/pos';

/** All SQL of the POS tables; every function takes the company first. */

export type PosProductRow = typeof posProducts.$inferSelect;
export type PosLinkRow = typeof posProductLinks.$inferSelect;

const likeText = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function productsMatching(structureId: string, q: string | undefined): SQL | undefined {
  const own = eq(posProducts.structureId, structureId);
  if (!q) return own;
  const like = likeText(q);
  return and(
    own,
    or(ilike(posProducts.name, like), ilike(posProducts.code, like), ilike(posProducts.groupName, like)),
  );
}

export async function listProducts(db: DbOrTx, structureId: string, q: string | undefined, limit: number) {
  const where = productsMatching(structureId, q);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(posProducts)
      .where(where)
      .orderBy(asc(posProducts.groupName), asc(posProducts.name), asc(posProducts.productId))
      .limit(limit),
    db.select({ n: count() }).from(posProducts).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function productsFetchedAt(db: DbOrTx, structureId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(posProducts.fetchedAt) })
    .from(posProducts)
    .where(eq(posProducts.structureId, structureId));
  return row?.at ?? null;
}

/** The POS's products as fetched now: new and changed ones kept, those it no longer has removed. */
export async function replaceProducts(db: DbOrTx, structureId: string, products: PosProduct[], at: Date) {
  const ids = products.map((p) => p.id);
  await db
    .delete(posProducts)
    .where(
      ids.length
        ? and(eq(posProducts.structureId, structureId), notInArray(posProducts.productId, ids))
        : eq(posProducts.structureId, structureId),
    );
  for (let i = 0; i < products.length; i += 500) {
    const values = products.slice(i, i + 500).map((p) => ({
      structureId,
      productId: p.id,
      name: p.name.slice(0, 500),
      description: p.description?.slice(0, 5000) ?? null,
      code: p.code,
      groupName: p.groupName,
      sizeId: p.sizeId,
      price: p.price,
      fetchedAt: at,
    }));
    await db
      .insert(posProducts)
      .values(values)
      .onConflictDoUpdate({
        target: [posProducts.structureId, posProducts.productId],
        set: {
          name: sql`excluded.name`,
          description: sql`excluded.description`,
          code: sql`excluded.code`,
          groupName: sql`excluded.group_name`,
          sizeId: sql`excluded.size_id`,
          price: sql`excluded.price`,
          fetchedAt: sql`excluded.fetched_at`,
        },
      });
  }
}

export async function findProduct(db: DbOrTx, structureId: string, productId: string) {
  const [row] = await db
    .select()
    .from(posProducts)
    .where(and(eq(posProducts.structureId, structureId), eq(posProducts.productId, productId)));
  return row ?? null;
}

/** Names of the company's products among `productIds`. */
export async function productNames(db: DbOrTx, structureId: string, productIds: string[]) {
  if (productIds.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: posProducts.productId, name: posProducts.name })
    .from(posProducts)
    .where(and(eq(posProducts.structureId, structureId), inArray(posProducts.productId, productIds)));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function linksOfProducts(db: DbOrTx, structureId: string, productIds: string[]) {
  if (productIds.length === 0) return [];
  return db
    .select()
    .from(posProductLinks)
    .where(and(eq(posProductLinks.structureId, structureId), inArray(posProductLinks.productId, productIds)));
}

export async function linksOfItems(db: DbOrTx, structureId: string, itemIds: string[]) {
  if (itemIds.length === 0) return [];
  return db
    .select()
    .from(posProductLinks)
    .where(and(eq(posProductLinks.structureId, structureId), inArray(posProductLinks.menuItemId, itemIds)));
}

export async function allLinks(db: DbOrTx, structureId: string) {
  return db.select().from(posProductLinks).where(eq(posProductLinks.structureId, structureId));
}

/** Whether any item of the company is linked (an order can only then have something for the POS). */
export async function hasLinks(db: DbOrTx, structureId: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(posProductLinks)
    .where(eq(posProductLinks.structureId, structureId))
    .limit(1);
  return rows.length > 0;
}

/** Links the item (of the company: the caller checked) to the product; an earlier product is replaced. */
export async function upsertLink(db: DbOrTx, structureId: string, menuItemId: string, productId: string) {
  const [row] = await db
    .insert(posProductLinks)
    .values({ structureId, menuItemId, productId })
    .onConflictDoUpdate({ target: posProductLinks.menuItemId, set: { productId } })
    .returning();
  return row!;
}

export async function deleteLink(db: DbOrTx, structureId: string, menuItemId: string) {
  const [row] = await db
    .delete(posProductLinks)
    .where(and(eq(posProductLinks.structureId, structureId), eq(posProductLinks.menuItemId, menuItemId)))
    .returning();
  return row ?? null;
}

export async function setStoppedByPos(db: DbOrTx, structureId: string, menuItemId: string, stopped: boolean) {
  await db
    .update(posProductLinks)
    .set({ stoppedByPos: stopped })
    .where(and(eq(posProductLinks.structureId, structureId), eq(posProductLinks.menuItemId, menuItemId)));
}

export async function findExport(db: DbOrTx, orderId: string) {
  const [row] = await db.select().from(posOrderExports).where(eq(posOrderExports.orderId, orderId));
  return row ?? null;
}

export async function recordExport(
  db: DbOrTx,
  values: { structureId: string; orderId: string } & (
    | { status: 'sent'; externalId: string }
    | { status: 'failed'; errorMessage: string }
  ),
) {
  const outcome =
    values.status === 'sent'
      ? { status: 'sent' as const, externalId: values.externalId, errorMessage: null }
      : { status: 'failed' as const, errorMessage: values.errorMessage.slice(0, 2000) };
  await db
    .insert(posOrderExports)
    .values({ structureId: values.structureId, orderId: values.orderId, attempts: 1, ...outcome })
    .onConflictDoUpdate({
      target: posOrderExports.orderId,
      set: { ...outcome, attempts: sql`${posOrderExports.attempts} + 1`, updatedAt: sql`now()` },
    });
}

/**
 * Orders of the last day (placed at least a minute ago) with a linked item that have no send on
 * record: the ones whose queueing was lost (the process stopped between the order's commit and
 * its event). The minute leaves the event's own job its turn.
 */
export async function ordersMissingExport(db: DbOrTx, limit: number) {
  const result = (await db.execute(sql`
    select o.id, o.structure_id from orders o
    where o.created_at > now() - interval '1 day' and o.created_at < now() - interval '1 minute'
      and not exists (select 1 from pos_order_exports e where e.order_id = o.id)
      and exists (
        select 1 from jsonb_array_elements(o.lines) line
        join pos_product_links l on l.structure_id = o.structure_id and l.menu_item_id::text = line->>'itemId'
      )
    order by o.created_at
    limit ${limit}`)) as unknown as { rows: { id: string; structure_id: string }[] };
  return result.rows.map((row) => ({ orderId: row.id, structureId: row.structure_id }));
}
