import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { locations, metrics, structures } from '../../db/schema';
import type { MetricRow } from './metrics.repo';

/** A table of the metric's location as a guest names it (group and table slugs) and as staff read it. */
export interface SnapshotTable {
  id: string;
  groupSlug: string;
  tableSlug: string;
  /** "Group · Table", as ratings and the rating page show it. */
  label: string;
}

/**
 * Everything a guest's rating of a metric and its public page need, read in one statement: the
 * metric as stored, its company and location, the location's direct sub-locations and its tables.
 * Shared by every caller of the process: never change it.
 */
export interface MetricSnapshot {
  metric: MetricRow;
  /** Null when the company or location is gone (the page is then 404). */
  company: { name: string; logoUrl: string | null } | null;
  location: { id: string; name: string } | null;
  /** Every direct sub-location of the metric's location, by id. */
  subLocations: ReadonlyMap<string, { id: string; name: string }>;
  /** The location's tables by `tableKey(group, table)`. */
  tablesBySlugs: ReadonlyMap<string, SnapshotTable>;
  tablesById: ReadonlyMap<string, SnapshotTable>;
}

export const tableKey = (groupSlug: string, tableSlug: string) => `${groupSlug}\u0000${tableSlug}`;

/** The table a guest names, by its group's and its own slug or by id; null when the location has none such. */
export function tableOf(
  snapshot: MetricSnapshot,
  ref: { group: string; table: string } | { id: string },
): SnapshotTable | null {
  return (
    ('id' in ref
      ? snapshot.tablesById.get(ref.id)
      : snapshot.tablesBySlugs.get(tableKey(ref.group, ref.table))) ?? null
  );
}

interface TableJson {
  id: string;
  name: string;
  slug: string;
  groupName: string;
  groupSlug: string;
}

/** The metric's snapshot by its public slug, whichever company it belongs to; null when there is none. */
export async function buildMetricSnapshot(db: DbOrTx, slug: string): Promise<MetricSnapshot | null> {
  const [row] = await db
    .select({
      metric: metrics,
      companyName: structures.name,
      companyLogo: structures.logoUrl,
      locationName: locations.name,
      subLocations: sql<{ id: string; name: string }[]>`coalesce((
        select json_agg(json_build_object('id', c.id, 'name', c.name))
        from "locations" c
        where c.structure_id = ${metrics.structureId} and c.parent_id = ${metrics.locationId}
      ), '[]'::json)`,
      tables: sql<TableJson[]>`coalesce((
        select json_agg(json_build_object(
          'id', t.id, 'name', t.name, 'slug', t.slug, 'groupName', g.name, 'groupSlug', g.slug
        ))
        from "tables" t join "table_groups" g on g.id = t.group_id
        where t.structure_id = ${metrics.structureId} and g.location_id = ${metrics.locationId}
      ), '[]'::json)`,
    })
    .from(metrics)
    .leftJoin(structures, eq(structures.id, metrics.structureId))
    .leftJoin(
      locations,
      and(eq(locations.id, metrics.locationId), eq(locations.structureId, metrics.structureId)),
    )
    .where(eq(metrics.slug, slug));
  if (!row) return null;
  const tables = row.tables.map(
    (t): SnapshotTable => ({
      id: t.id,
      groupSlug: t.groupSlug,
      tableSlug: t.slug,
      label: `${t.groupName} · ${t.name}`,
    }),
  );
  return {
    metric: row.metric as unknown as MetricRow,
    company: row.companyName === null ? null : { name: row.companyName, logoUrl: row.companyLogo },
    location: row.locationName === null ? null : { id: row.metric.locationId, name: row.locationName },
    subLocations: new Map(row.subLocations.map((l) => [l.id, { id: l.id, name: l.name }])),
    tablesBySlugs: new Map(tables.map((t) => [tableKey(t.groupSlug, t.tableSlug), t])),
    tablesById: new Map(tables.map((t) => [t.id, t])),
  };
}
