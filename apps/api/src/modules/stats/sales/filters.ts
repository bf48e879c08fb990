import type { TSalesFiltersParsed } from '@guestloop/contracts';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import * as lookups from './lookups.repo';
import type { DayRange } from './period';
import type { SalesScope } from './sales.repo';

/**
 * The caller's filters checked against the company: an id of anything that is not the company's
 * is 404, as any record the caller cannot see. A location stands for itself and its
 * sub-locations; an empty list is no filter.
 */

export interface Resolved {
  scope: SalesScope;
  range: DayRange;
  timeZone: string;
  companyCurrency: string;
  /** The currency asked for, if any. */
  currency: string | undefined;
}

const given = (ids: readonly string[] | undefined) => (ids && ids.length > 0 ? [...new Set(ids)] : null);

/** The locations and every location below them. */
async function withSubLocations(db: Db, structureId: string, ids: string[] | null) {
  if (!ids) return null;
  const all = await lookups.companyLocations(db, structureId);
  const known = new Set(all.map((l) => l.id));
  if (ids.some((id) => !known.has(id))) throw notFound('Location');
  const picked = new Set(ids);
  for (let grew = true; grew; ) {
    grew = false;
    for (const location of all) {
      if (location.parentId && picked.has(location.parentId) && !picked.has(location.id)) {
        picked.add(location.id);
        grew = true;
      }
    }
  }
  return [...picked];
}

async function companyIds(
  db: Db,
  structureId: string,
  kind: lookups.NamedKind,
  ids: string[] | null,
  what: string,
) {
  if (!ids) return null;
  const names = await lookups.namesOf(db, structureId, kind, ids);
  if (names.size !== ids.length) throw notFound(what);
  return ids;
}

export async function companyClock(db: Db, structureId: string) {
  const company = await lookups.companyOf(db, structureId);
  if (!company) throw notFound('Company');
  return company;
}

export async function resolveFilters(
  db: Db,
  structureId: string,
  filters: Pick<
    TSalesFiltersParsed,
    'from' | 'to' | 'locationIds' | 'menuIds' | 'tableGroupIds' | 'waiterIds' | 'types' | 'currency'
  >,
): Promise<Resolved> {
  const company = await companyClock(db, structureId);
  const [locationIds, menuIds, tableGroupIds, waiterIds] = await Promise.all([
    withSubLocations(db, structureId, given(filters.locationIds)),
    companyIds(db, structureId, 'menu', given(filters.menuIds), 'Menu'),
    companyIds(db, structureId, 'table-group', given(filters.tableGroupIds), 'Table group'),
    companyIds(db, structureId, 'waiter', given(filters.waiterIds), 'User'),
  ]);
  return {
    scope: { structureId, locationIds, menuIds, tableGroupIds, waiterIds, types: given(filters.types) },
    range: { from: filters.from, to: filters.to },
    timeZone: company.timeZone,
    companyCurrency: company.currency,
    currency: filters.currency,
  };
}
