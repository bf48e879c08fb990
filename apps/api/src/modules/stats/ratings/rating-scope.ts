import type { TMetricType, TRatingStatFiltersParsed, TStatPeriod } from '@guestloop/contracts';
import type { DbOrTx } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import { localToday } from './buckets';
import { type CompanyContext, companyContext, type PlaceRow, type Scope } from './rating-stats.repo';

/** From the filters of a call to the ratings it covers, checked against the caller's company. */

export interface Prepared {
  ctx: CompanyContext;
  scope: Scope;
  period: TStatPeriod;
  /** The types of the metrics the filters select (an answer's scale when it has no ratings). */
  selectedTypes: Set<TMetricType>;
  tree: LocationTree;
}

export interface PrepareOptions {
  /** The call names its own metric or location: those filters do not apply. */
  ignoreMetricFilters?: boolean;
  ignoreLocationFilters?: boolean;
}

const some = <T>(list: T[] | undefined): list is T[] => list !== undefined && list.length > 0;

export async function prepare(
  db: DbOrTx,
  structureId: string,
  filters: TRatingStatFiltersParsed,
  options: PrepareOptions = {},
): Promise<Prepared> {
  const ctx = await companyContext(db, structureId);
  if (!ctx) throw notFound('Company');
  const tree = new LocationTree(ctx.locations);
  const locationIds = options.ignoreLocationFilters ? undefined : filters.locationIds;
  const subLocationIds = options.ignoreLocationFilters ? undefined : filters.subLocationIds;
  for (const id of [...(locationIds ?? []), ...(subLocationIds ?? [])]) {
    if (!tree.has(id)) throw notFound('Location');
  }
  const metricIds = options.ignoreMetricFilters ? undefined : filters.metricIds;
  const metricTypes = options.ignoreMetricFilters ? undefined : filters.metricTypes;
  const known = new Set(ctx.metrics.map((m) => m.id));
  if (metricIds?.some((id) => !known.has(id))) throw notFound('Metric');
  const chosen = ctx.metrics.filter(
    (m) =>
      (!some(metricIds) || metricIds.includes(m.id)) && (!some(metricTypes) || metricTypes.includes(m.type)),
  );
  const narrowed = some(metricIds) || some(metricTypes);
  return {
    ctx,
    tree,
    period: { from: filters.from, to: filters.to, timeZone: ctx.timeZone },
    selectedTypes: new Set(chosen.map((m) => m.type)),
    scope: {
      structureId,
      from: filters.from,
      to: filters.to,
      metricIds: narrowed ? chosen.map((m) => m.id) : null,
      placeIds: some(locationIds) ? tree.within(locationIds) : null,
      subLocationIds: some(subLocationIds) ? [...subLocationIds] : null,
      today: localToday(ctx.timeZone),
    },
  };
}

/** The company's locations as a tree: a location includes everything under it. */
export class LocationTree {
  private readonly byId: Map<string, PlaceRow>;
  private readonly children = new Map<string | null, PlaceRow[]>();

  constructor(readonly rows: PlaceRow[]) {
    this.byId = new Map(rows.map((row) => [row.id, row]));
    for (const row of rows) {
      const parent = row.parentId !== null && this.byId.has(row.parentId) ? row.parentId : null;
      this.children.set(parent, [...(this.children.get(parent) ?? []), row]);
    }
  }

  has(id: string) {
    return this.byId.has(id);
  }

  get(id: string) {
    return this.byId.get(id);
  }

  /** The locations and everything under them. */
  within(ids: string[]): string[] {
    const out = new Set<string>();
    const visit = (id: string) => {
      if (out.has(id)) return;
      out.add(id);
      for (const child of this.children.get(id) ?? []) visit(child.id);
    };
    for (const id of ids) visit(id);
    return [...out];
  }

  /** The location and those above it. */
  lineage(id: string): string[] {
    const out: string[] = [];
    for (
      let at = this.byId.get(id);
      at && !out.includes(at.id);
      at = at.parentId ? this.byId.get(at.parentId) : undefined
    ) {
      out.push(at.id);
    }
    return out;
  }

  /** Depth-first, children by name: under `rootId` (itself first), or the whole company. */
  inOrder(rootId?: string): { row: PlaceRow; depth: number }[] {
    const out: { row: PlaceRow; depth: number }[] = [];
    const visit = (row: PlaceRow, depth: number) => {
      out.push({ row, depth });
      for (const child of this.children.get(row.id) ?? []) visit(child, depth + 1);
    };
    const root = rootId ? this.byId.get(rootId) : undefined;
    if (root) visit(root, 0);
    else for (const row of this.children.get(null) ?? []) visit(row, 0);
    return out;
  }
}

/**
 * Where a rating was given: its sub-location, else its metric's location (null when the
 * location was deleted). It counts for that place and every location above it.
 */
export const placeOf = (row: { locationId?: string | null; subLocationId?: string | null }) =>
  row.subLocationId ?? row.locationId ?? null;
