import { randomBytes } from 'node:crypto';
import type {
  TCreateTableBody,
  TCreateTableGroupBody,
  TDeletedTables,
  TPublicTable,
  TTable,
  TTableConflict,
  TTableGroup,
  TTableGroups,
  TUpdateTableGroupsBody,
} from '@guestloop/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { AppError, notFound } from '../../lib/errors';
import { firstFreeSlug, slugify } from '../../lib/slug';
import type { DomainEvents } from '../events';
import { companyPagesChanged, findLocation, lockLocation, notifyCompanyPages } from '../structure';
import * as repo from './tables.repo';

/** Table groups and tables of the caller's company's locations. Another company's ids are 404. */

const conflict = (message: string, details: TTableConflict) =>
  new AppError(409, 'CONFLICT', message, details);
const slugTaken = () =>
  conflict('The slug is taken in this place', { reason: 'slug-taken', path: 'body.slug' });

const toTable = (row: repo.TableRow): TTable => ({
  id: row.id,
  groupId: row.groupId,
  name: row.name,
  slug: row.slug,
  seats: row.seats,
  position: row.position,
});

const toGroup = (row: repo.TableGroupRow, tables: repo.TableRow[]): TTableGroup => ({
  id: row.id,
  locationId: row.locationId,
  name: row.name,
  slug: row.slug,
  position: row.position,
  tables: tables.filter((t) => t.groupId === row.id).map(toTable),
});

async function requireLocation(db: DbOrTx, structureId: string, locationId: string) {
  const location = await findLocation(db, structureId, locationId);
  if (!location) throw notFound('Location');
  return location;
}

export async function listGroups(db: DbOrTx, structureId: string, locationId: string): Promise<TTableGroups> {
  const location = await requireLocation(db, structureId, locationId);
  const groups = await repo.listGroups(db, structureId, locationId);
  const tables = await repo.listTables(
    db,
    structureId,
    groups.map((g) => g.id),
  );
  return {
    location: { id: location.id, name: location.name, slug: location.slug },
    groups: groups.map((g) => toGroup(g, tables)),
  };
}

/**
 * Runs `insert` with a chosen slug (409 when taken) or one made from the name; a made slug that
 * another request took at the same moment is made again.
 */
async function withSlug<T>(
  chosen: string | undefined,
  constraint: string,
  insert: (attempt: number) => Promise<T>,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await insert(attempt);
    } catch (error) {
      if (!isUniqueViolation(error, constraint)) throw error;
      if (chosen !== undefined) throw slugTaken();
      if (attempt >= 4) throw error;
    }
  }
}

const madeSlug = (base: string, taken: Set<string>, attempt: number) =>
  attempt < 3 ? firstFreeSlug(base, taken) : `${base}-${randomBytes(3).toString('hex')}`;

export async function createGroup(
  db: Db,
  structureId: string,
  locationId: string,
  body: TCreateTableGroupBody,
): Promise<TTableGroup> {
  const base = slugify(body.name, 'group');
  const row = await withSlug(body.slug, repo.GROUP_SLUG_CONSTRAINT, (attempt) =>
    db.transaction(async (tx) => {
      if (!(await lockLocation(tx, structureId, locationId, 'key share'))) throw notFound('Location');
      const slug =
        body.slug ?? madeSlug(base, await repo.groupSlugsLike(tx, structureId, locationId, base), attempt);
      if (body.slug && (await repo.groupSlugsLike(tx, structureId, locationId, slug)).has(slug))
        throw slugTaken();
      const position = await repo.nextGroupPosition(tx, structureId, locationId);
      const group = await repo.insertGroup(tx, structureId, { locationId, name: body.name, slug, position });
      await notifyCompanyPages(tx, structureId);
      return group;
    }),
  );
  companyPagesChanged(db, structureId);
  return toGroup(row, []);
}

export async function createTable(
  db: Db,
  structureId: string,
  locationId: string,
  body: TCreateTableBody,
): Promise<TTable> {
  const base = slugify(body.name, 'table');
  const row = await withSlug(body.slug, repo.TABLE_SLUG_CONSTRAINT, (attempt) =>
    db.transaction(async (tx) => {
      await requireLocation(tx, structureId, locationId);
      if (!(await repo.lockGroup(tx, structureId, locationId, body.groupId, 'key share'))) {
        throw notFound('Table group');
      }
      const taken = await repo.tableSlugsLike(tx, structureId, body.groupId, body.slug ?? base);
      if (body.slug && taken.has(body.slug)) throw slugTaken();
      const table = await repo.insertTable(tx, structureId, {
        groupId: body.groupId,
        name: body.name,
        slug: body.slug ?? madeSlug(base, taken, attempt),
        seats: body.seats ?? null,
        position: await repo.nextTablePosition(tx, structureId, body.groupId),
      });
      // A guest can rate from the new table at once.
      await notifyCompanyPages(tx, structureId);
      return table;
    }),
  );
  companyPagesChanged(db, structureId);
  return toTable(row);
}

export async function deleteTable(
  db: Db,
  events: DomainEvents,
  structureId: string,
  locationId: string,
  tableId: string,
) {
  await requireLocation(db, structureId, locationId);
  if (!(await repo.findTable(db, structureId, locationId, tableId))) throw notFound('Table');
  await db.transaction(async (tx) => {
    await repo.deleteTable(tx, structureId, tableId);
    await notifyCompanyPages(tx, structureId);
  });
  companyPagesChanged(db, structureId);
  await events.emit('seating.changed', { structureId });
  return { ok: true as const };
}

/** A group with tables is refused (409 `has-dependents`) unless `confirm`; then its tables go too. */
export async function deleteGroup(
  db: Db,
  events: DomainEvents,
  structureId: string,
  locationId: string,
  groupId: string,
  confirm: boolean,
): Promise<TDeletedTables> {
  const deleted = await db.transaction(async (tx) => {
    await requireLocation(tx, structureId, locationId);
    if (!(await repo.lockGroup(tx, structureId, locationId, groupId, 'update')))
      throw notFound('Table group');
    const tables = await repo.countTables(tx, structureId, groupId);
    if (tables > 0 && !confirm) {
      throw conflict('The group still has tables; confirm to delete them too', {
        reason: 'has-dependents',
        dependents: { tables },
      });
    }
    await repo.deleteGroup(tx, structureId, groupId);
    await notifyCompanyPages(tx, structureId);
    return { ok: true as const, deletedTables: tables };
  });
  companyPagesChanged(db, structureId);
  await events.emit('seating.changed', { structureId });
  return deleted;
}

/**
 * Bulk edit and reorder in one transaction. Every id must be a group or table of the location
 * (else 404 and nothing changes). A table listed under another group moves there; when its slug
 * is taken in the new group it gets the next free one.
 */
export async function updateGroups(
  db: Db,
  events: DomainEvents,
  structureId: string,
  locationId: string,
  body: TUpdateTableGroupsBody,
): Promise<TTableGroups> {
  await db.transaction(async (tx) => {
    if (!(await lockLocation(tx, structureId, locationId, 'key share'))) throw notFound('Location');
    const groups = await repo.listGroups(tx, structureId, locationId, true);
    const tables = await repo.listTables(
      tx,
      structureId,
      groups.map((g) => g.id),
      true,
    );
    const groupIds = new Set(groups.map((g) => g.id));
    const current = new Map(tables.map((t) => [t.id, t]));
    for (const group of body.groups) {
      if (!groupIds.has(group.id)) throw notFound('Table group');
      for (const table of group.tables) if (!current.has(table.id)) throw notFound('Table');
    }

    const target = new Map(tables.map((t) => [t.id, t.groupId]));
    for (const group of body.groups) for (const table of group.tables) target.set(table.id, group.id);
    const moved = tables.filter((t) => target.get(t.id) !== t.groupId);
    const slugsIn = new Map<string, Set<string>>();
    for (const t of tables) {
      if (target.get(t.id) !== t.groupId) continue;
      slugsIn.set(t.groupId, (slugsIn.get(t.groupId) ?? new Set()).add(t.slug));
    }
    // Moved tables first take their id as slug, so that no intermediate state repeats a slug.
    for (const t of moved) await repo.updateTable(tx, structureId, t.id, { slug: t.id });
    const newSlug = new Map<string, string>();
    for (const t of moved) {
      const dest = target.get(t.id)!;
      const taken = slugsIn.get(dest) ?? new Set<string>();
      const slug = firstFreeSlug(t.slug, taken);
      slugsIn.set(dest, taken.add(slug));
      newSlug.set(t.id, slug);
    }
    for (const group of body.groups) {
      await repo.updateGroup(tx, structureId, group.id, { name: group.name, position: group.position });
      for (const table of group.tables) {
        await repo.updateTable(tx, structureId, table.id, {
          groupId: group.id,
          name: table.name,
          seats: table.seats,
          position: table.position,
          ...(newSlug.has(table.id) ? { slug: newSlug.get(table.id) } : {}),
        });
      }
    }
    await notifyCompanyPages(tx, structureId);
  });
  companyPagesChanged(db, structureId);
  await events.emit('seating.changed', { structureId });
  return listGroups(db, structureId, locationId);
}

/** The customer's table route, resolved; 404 when any part is unknown or the menu is inactive. */
export async function resolvePublicTable(
  db: Db,
  menu: string,
  location: string,
  group: string,
  table: string,
): Promise<TPublicTable> {
  const found = await repo.resolvePublicTable(db, { menu, location, group, table });
  if (!found) throw notFound('Table');
  return found;
}
