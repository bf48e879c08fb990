import type { TStructureDataCount } from '@guestloop/contracts';
import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { images, ratings, structures, users } from '../../db/schema';

// Qualified by hand: drizzle leaves column names bare in a one-table select.
const userCount = sql<number>`(select count(*)::int from users u where u.structure_id = "structures"."id")`;

export interface StructureFilter {
  search?: string;
  language?: string;
  page: number;
  pageSize: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One page of every company, newest first; matches the name or the slug. */
export async function listStructures(db: DbOrTx, filter: StructureFilter) {
  const conditions: SQL[] = [];
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`;
    conditions.push(or(ilike(structures.name, pattern), ilike(structures.slug, pattern))!);
  }
  if (filter.language) conditions.push(eq(structures.language, filter.language));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [items, [total]] = await Promise.all([
    db
      .select({ structure: structures, userCount })
      .from(structures)
      .where(where)
      .orderBy(desc(structures.createdAt), structures.id)
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ value: count() }).from(structures).where(where),
  ]);
  return { items, total: total?.value ?? 0 };
}

export async function findStructureWithCount(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ structure: structures, userCount })
    .from(structures)
    .where(eq(structures.id, id));
  return row ?? null;
}

export async function slugsLike(db: DbOrTx, base: string): Promise<Set<string>> {
  const rows = await db
    .select({ slug: structures.slug })
    .from(structures)
    .where(or(eq(structures.slug, base), ilike(structures.slug, `${escapeLike(base)}-%`)));
  return new Set(rows.map((r) => r.slug));
}

export async function insertStructure(db: DbOrTx, values: typeof structures.$inferInsert) {
  const [row] = await db.insert(structures).values(values).returning();
  return row!;
}

export async function updateStructure(
  db: DbOrTx,
  id: string,
  values: Partial<Pick<typeof structures.$inferInsert, 'name' | 'slug' | 'language' | 'currency'>>,
) {
  const [row] = await db
    .update(structures)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(structures.id, id))
    .returning({ id: structures.id });
  return row ?? null;
}

export async function slugTaken(db: DbOrTx, slug: string, exceptId?: string) {
  const [row] = await db.select({ id: structures.id }).from(structures).where(eq(structures.slug, slug));
  return row !== undefined && row.id !== exceptId;
}

/** Tables counted for a company's data page, each by its own `structure_id`. */
const COUNTED: Record<Exclude<TStructureDataCount, 'customers'>, string> = {
  locations: 'locations',
  menus: 'online_menus',
  menuItems: 'menu_items',
  users: 'users',
  roles: 'roles',
  tables: 'tables',
  orders: 'orders',
  ratings: 'ratings',
  metrics: 'metrics',
  surveys: 'surveys',
  qrInfos: 'qr_infos',
  images: 'images',
};

export async function structureCounts(db: DbOrTx, id: string): Promise<Record<TStructureDataCount, number>> {
  const parts = Object.entries(COUNTED).map(
    ([key, table]) =>
      sql`(select count(*)::int from ${sql.identifier(table)} where structure_id = ${id}) as ${sql.identifier(key)}`,
  );
  // Guests belong to no company: the company's are those who ordered there.
  parts.push(
    sql`(select count(distinct customer_id)::int from orders where structure_id = ${id}) as "customers"`,
  );
  const result = (await db.execute(sql`select ${sql.join(parts, sql`, `)}`)) as unknown as {
    rows: Record<string, unknown>[];
  };
  const row = result.rows[0] ?? {};
  return Object.fromEntries(
    [...Object.keys(COUNTED), 'customers'].map((key) => [key, Number(row[key] ?? 0)]),
  ) as Record<TStructureDataCount, number>;
}

/** Every stored file's address or key the company's rows hold: its media, guests' attachments, staff pictures. */
export async function fileReferencesOf(db: DbOrTx, id: string): Promise<string[]> {
  const [media, attachments, pictures] = await Promise.all([
    db
      .select({ key: images.storageKey, src: images.src, variants: images.variants })
      .from(images)
      .where(eq(images.structureId, id)),
    db
      .select({ audio: ratings.audio, image: ratings.image })
      .from(ratings)
      .where(eq(ratings.structureId, id)),
    db.select({ url: users.imageUrl }).from(users).where(eq(users.structureId, id)),
  ]);
  return [
    ...media.flatMap((m) => [m.key, m.src, ...Object.values(m.variants)]),
    ...attachments.flatMap((a) => [a.audio?.storageKey, a.image?.storageKey]),
    ...pictures.map((p) => p.url),
  ].filter((v): v is string => typeof v === 'string' && v !== '');
}

/**
 * Deletes the company; every row of its data goes by the foreign keys' cascade, and the jobs
 * queued for it (they name it in their payload or key, having no foreign key). A super
 * administrator working in it is sent back to where they came from first, so their account stays.
 */
export async function deleteStructure(db: DbOrTx, id: string) {
  await db.execute(sql`
    update users set structure_id = t.previous_structure_id
    from structure_takeovers t
    where t.structure_id = ${id} and t.ended_at is null and t.super_admin_id = users.id`);
  const [member] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.structureId, id), eq(users.isSuperAdmin, true)))
    .limit(1);
  if (member) return 'super-admin-member' as const;
  const [row] = await db.delete(structures).where(eq(structures.id, id)).returning({ id: structures.id });
  if (!row) return null;
  // Background work queued for the company (its rollups, its mails) has nothing left to work on.
  await db.execute(sql`
    delete from jobs where status <> 'running'
      and (payload::text like ${`%${id}%`} or dedupe_key like ${`%${id}%`})`);
  return 'deleted' as const;
}
