import type { TLanguage, TMetricContent, TMetricType } from '@guestloop/contracts';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { locations, metrics, ratings, tableGroups, tables } from '../../db/schema';

/** All SQL of metrics. Every function of company data is scoped by the caller's company (`structureId`). */

type Row = typeof metrics.$inferSelect;

/** A metric as stored, its content shaped by the contracts' ZMetricContent (written only through it). */
export type MetricRow = Omit<Row, 'type' | 'language' | 'content'> & {
  type: TMetricType;
  language: TLanguage;
  content: TMetricContent;
};

export type MetricValues = Partial<
  Pick<MetricRow, 'locationId' | 'title' | 'language' | 'content' | 'imageUrl' | 'isActive'>
>;

/** The unique index that keeps metric slugs unique across companies (they are public). */
export const METRIC_SLUG_CONSTRAINT = 'metrics_slug_uq';

const toRow = (row: Row): MetricRow => row as unknown as MetricRow;
const ofCompany = (structureId: string) => eq(metrics.structureId, structureId);

/** A metric by its public slug, whichever company it belongs to (the guest's rating page). */
export async function findMetricBySlug(db: DbOrTx, slug: string): Promise<MetricRow | null> {
  const [row] = await db.select().from(metrics).where(eq(metrics.slug, slug));
  return row ? toRow(row) : null;
}

export async function findMetricById(db: DbOrTx, structureId: string, id: string): Promise<MetricRow | null> {
  const [row] = await db
    .select()
    .from(metrics)
    .where(and(ofCompany(structureId), eq(metrics.id, id)));
  return row ? toRow(row) : null;
}

export async function findMetricOfCompany(
  db: DbOrTx,
  structureId: string,
  slug: string,
): Promise<MetricRow | null> {
  const [row] = await db
    .select()
    .from(metrics)
    .where(and(ofCompany(structureId), eq(metrics.slug, slug)));
  return row ? toRow(row) : null;
}

export interface ListedMetric extends MetricRow {
  locationName: string;
  ratingsCount: number;
}

/** The company's metrics, newest first, with their location's name and how many ratings each has. */
export async function listMetrics(db: DbOrTx, structureId: string): Promise<ListedMetric[]> {
  const counts = db
    .select({ metricId: ratings.metricId, n: count().as('n') })
    .from(ratings)
    .where(eq(ratings.structureId, structureId))
    .groupBy(ratings.metricId)
    .as('counts');
  const rows = await db
    .select({ metric: metrics, locationName: locations.name, n: counts.n })
    .from(metrics)
    .innerJoin(locations, eq(locations.id, metrics.locationId))
    .leftJoin(counts, eq(counts.metricId, metrics.id))
    .where(ofCompany(structureId))
    .orderBy(desc(metrics.createdAt), desc(metrics.id));
  return rows.map((r) => ({
    ...toRow(r.metric),
    locationName: r.locationName,
    ratingsCount: Number(r.n ?? 0),
  }));
}

export async function countRatings(db: DbOrTx, structureId: string, metricId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(ratings)
    .where(and(eq(ratings.structureId, structureId), eq(ratings.metricId, metricId)));
  return row?.n ?? 0;
}

/** The oldest active metric of the type (in the language, unless null) at the location: the ready-made one. */
export async function findReadyMade(
  db: DbOrTx,
  structureId: string,
  locationId: string,
  type: TMetricType,
  language: TLanguage | null,
): Promise<MetricRow | null> {
  const [row] = await db
    .select()
    .from(metrics)
    .where(
      and(
        ofCompany(structureId),
        eq(metrics.locationId, locationId),
        eq(metrics.type, type),
        language === null ? undefined : eq(metrics.language, language),
        eq(metrics.isActive, true),
      ),
    )
    .orderBy(asc(metrics.createdAt), asc(metrics.id))
    .limit(1);
  return row ? toRow(row) : null;
}

export async function insertMetric(
  db: DbOrTx,
  structureId: string,
  values: Pick<MetricRow, 'locationId' | 'slug' | 'type' | 'language' | 'title' | 'content'>,
): Promise<MetricRow> {
  const [row] = await db
    .insert(metrics)
    .values({ ...values, structureId })
    .returning();
  return toRow(row!);
}

export async function updateMetric(
  db: DbOrTx,
  structureId: string,
  id: string,
  values: MetricValues,
): Promise<MetricRow | null> {
  const [row] = await db
    .update(metrics)
    .set({ ...values, updatedAt: new Date() })
    .where(and(ofCompany(structureId), eq(metrics.id, id)))
    .returning();
  return row ? toRow(row) : null;
}

export async function deleteMetric(db: DbOrTx, structureId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(metrics)
    .where(and(ofCompany(structureId), eq(metrics.id, id)))
    .returning({ id: metrics.id });
  return deleted.length > 0;
}

/** Deletes every rating of the metric (their dish scores go with them); answers how many. */
export async function deleteRatingsOf(db: DbOrTx, structureId: string, metricId: string): Promise<number> {
  const deleted = await db
    .delete(ratings)
    .where(and(eq(ratings.structureId, structureId), eq(ratings.metricId, metricId)))
    .returning({ id: ratings.id });
  return deleted.length;
}

// ---- Locations and tables the metric points at ----

export async function findLocationBySlug(db: DbOrTx, structureId: string, slug: string) {
  const [row] = await db
    .select()
    .from(locations)
    .where(and(eq(locations.structureId, structureId), eq(locations.slug, slug)));
  return row ?? null;
}

/** The given locations that are direct children of `parentId` in the company, with their names. */
export async function childLocations(
  db: DbOrTx,
  structureId: string,
  parentId: string,
  ids: readonly string[],
): Promise<{ id: string; name: string }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(
      and(
        eq(locations.structureId, structureId),
        eq(locations.parentId, parentId),
        inArray(locations.id, [...ids]),
      ),
    );
}

export interface GroupTable {
  groupId: string;
  groupName: string;
  groupSlug: string;
  tableId: string;
  tableName: string;
  tableSlug: string;
}

/** Every table of the location's groups, by group and table position. */
export async function tablesOfLocation(
  db: DbOrTx,
  structureId: string,
  locationId: string,
): Promise<{ groups: { id: string; name: string; slug: string }[]; tables: GroupTable[] }> {
  const groups = await db
    .select({ id: tableGroups.id, name: tableGroups.name, slug: tableGroups.slug })
    .from(tableGroups)
    .where(and(eq(tableGroups.structureId, structureId), eq(tableGroups.locationId, locationId)))
    .orderBy(asc(tableGroups.position), asc(tableGroups.name), asc(tableGroups.id));
  const found = await db
    .select({
      groupId: tableGroups.id,
      groupName: tableGroups.name,
      groupSlug: tableGroups.slug,
      tableId: tables.id,
      tableName: tables.name,
      tableSlug: tables.slug,
    })
    .from(tables)
    .innerJoin(tableGroups, eq(tableGroups.id, tables.groupId))
    .where(and(eq(tables.structureId, structureId), eq(tableGroups.locationId, locationId)))
    .orderBy(asc(tableGroups.position), asc(tableGroups.name), asc(tables.position), asc(tables.name));
  return { groups, tables: found };
}
