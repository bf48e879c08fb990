import { randomBytes } from 'node:crypto';
import type {
  TCreateLocationBody,
  TDeletedLocations,
  TFilterLocationsQuery,
  TLocation,
  TLocationConflict,
  TLocationPage,
  TLocationSummary,
  TUpdateLocationBody,
} from '@guestloop/contracts';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { AppError, notFound } from '../../lib/errors';
import { firstFreeSlug, slugify } from '../../lib/slug';
import type { DomainEvents } from '../events';
import { companyPagesChanged, notifyCompanyPages } from './company-pages';
import * as repo from './locations.repo';
import { cleanText, mergeLocationSettings, readLocationSettings } from './settings';
import { findImage } from './structure.repo';

/** Locations and sub-locations of the caller's company. Another company's location is 404. */

const locationConflict = (message: string, details: TLocationConflict) =>
  new AppError(409, 'CONFLICT', message, details);
const slugConflict = () =>
  locationConflict('Another location of the company has this slug', {
    reason: 'slug-taken',
    path: 'body.slug',
  });
const missing = () => notFound('Location');

export function toLocationSummary(row: repo.LocationRow): TLocationSummary {
  return {
    id: row.id,
    parentId: row.parentId,
    name: row.name,
    slug: row.slug,
    address: row.address,
    imageUrl: row.imageUrl,
  };
}

function toLocation(row: repo.LocationRow): TLocation {
  return {
    ...toLocationSummary(row),
    backgroundImageUrl: row.backgroundImageUrl,
    settings: readLocationSettings(row.settings),
  };
}

export async function getLocation(db: Db, structureId: string, id: string): Promise<TLocation> {
  const row = await repo.findLocation(db, structureId, id);
  if (!row) throw missing();
  return toLocation(row);
}

export async function listAll(db: Db, structureId: string): Promise<TLocationSummary[]> {
  return (await repo.listLocations(db, structureId)).map(toLocationSummary);
}

export async function filter(
  db: Db,
  structureId: string,
  query: TFilterLocationsQuery,
): Promise<TLocationPage> {
  const { page, pageSize } = query;
  const { rows, total } = await repo.pageLocations(db, structureId, {
    search: cleanText(query.search),
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  return { items: rows.map(toLocation), total, page, pageSize };
}

/**
 * A root location (parentId null) or a sub-location of one of the company's locations. Without a
 * slug one is made from the name (`terrace`, `terrace-2`…).
 */
export async function createLocation(
  db: Db,
  structureId: string,
  parentId: string | null,
  body: TCreateLocationBody,
): Promise<TLocation> {
  const base = slugify(body.name, 'location');
  for (let attempt = 0; ; attempt++) {
    try {
      const row = await db.transaction(async (tx) => {
        // The parent is locked so that it cannot be deleted while its child is added.
        if (parentId !== null && !(await repo.lockLocation(tx, structureId, parentId, 'key share'))) {
          throw missing();
        }
        let slug = body.slug;
        if (slug !== undefined) {
          if (await repo.slugTaken(tx, structureId, slug)) throw slugConflict();
        } else {
          slug =
            attempt < 3
              ? firstFreeSlug(base, await repo.slugsLike(tx, structureId, base))
              : `${base}-${randomBytes(3).toString('hex')}`;
        }
        const inserted = await repo.insertLocation(tx, structureId, {
          parentId,
          name: body.name,
          slug,
          address: cleanText(body.address),
        });
        // A new part of a place can be rated at from the place's rating pages.
        if (parentId !== null) await notifyCompanyPages(tx, structureId);
        return inserted;
      });
      if (parentId !== null) companyPagesChanged(db, structureId);
      return toLocation(row);
    } catch (error) {
      if (!isUniqueViolation(error, repo.LOCATION_SLUG_CONSTRAINT)) throw error;
      // The same slug taken at the same moment: a chosen slug is a conflict, a made one is retried.
      if (body.slug !== undefined) throw slugConflict();
      if (attempt >= 4) throw error;
    }
  }
}

/** Name, slug, address and settings; fields left out are kept, a settings section sent replaces it. */
export async function updateLocation(
  db: Db,
  events: DomainEvents,
  structureId: string,
  id: string,
  body: TUpdateLocationBody,
): Promise<TLocation> {
  try {
    const row = await db.transaction(async (tx) => {
      const current = await repo.lockLocation(tx, structureId, id);
      if (!current) throw missing();
      if (
        body.slug !== undefined &&
        body.slug !== current.slug &&
        (await repo.slugTaken(tx, structureId, body.slug, id))
      ) {
        throw slugConflict();
      }
      const updated = await repo.updateLocation(tx, structureId, id, {
        ...(body.name === undefined ? {} : { name: body.name }),
        ...(body.slug === undefined ? {} : { slug: body.slug }),
        ...(body.address === undefined ? {} : { address: cleanText(body.address) }),
        settings: mergeLocationSettings(current.settings, body.settings),
      });
      await notifyCompanyPages(tx, structureId);
      return updated;
    });
    companyPagesChanged(db, structureId);
    if (!row) throw missing();
    // A new slug changes the addresses of its tables.
    if (body.slug !== undefined) await events.emit('seating.changed', { structureId });
    return toLocation(row);
  } catch (error) {
    throw isUniqueViolation(error, repo.LOCATION_SLUG_CONSTRAINT) ? slugConflict() : error;
  }
}

export type LocationImageKind = 'image' | 'background';

/** An image of the company's media library as the location's picture or background; null removes it. */
export async function setImage(
  db: Db,
  structureId: string,
  id: string,
  kind: LocationImageKind,
  imageId: string | null,
): Promise<TLocation> {
  if (!(await repo.findLocation(db, structureId, id))) throw missing();
  let url: string | null = null;
  if (imageId !== null) {
    const image = await findImage(db, structureId, imageId);
    if (!image) throw notFound('Image');
    url = image.src;
  }
  const row = await repo.updateLocation(
    db,
    structureId,
    id,
    kind === 'image' ? { imageUrl: url } : { backgroundImageUrl: url },
  );
  if (!row) throw missing();
  return toLocation(row);
}

type Link = { id: string; parentId: string | null };

/** The location, then its children, grandchildren… one array per level. */
function subtreeLevels(links: Link[], rootId: string): string[][] {
  const children = new Map<string, string[]>();
  for (const { id, parentId } of links) {
    if (parentId) children.set(parentId, [...(children.get(parentId) ?? []), id]);
  }
  const levels: string[][] = [];
  for (let level = [rootId]; level.length > 0; level = level.flatMap((id) => children.get(id) ?? [])) {
    levels.push(level);
  }
  return levels;
}

/**
 * Deletes a location. What depends on it (sub-locations, users assigned to it or below) is never
 * removed silently: without `confirm` that is a 409 listing the counts; with it, everything goes in
 * one transaction. The company's last root location is never deleted (409).
 */
export async function deleteLocation(
  db: Db,
  events: DomainEvents,
  structureId: string,
  id: string,
  confirm: boolean,
): Promise<TDeletedLocations> {
  const deletedIds = await db.transaction(async (tx) => {
    // Locked again until nothing new shows up: a child committed while we waited for the lock
    // is only seen by a later statement.
    let links = await repo.lockLocationLinks(tx, structureId);
    for (let again = await repo.lockLocationLinks(tx, structureId); again.length !== links.length; ) {
      links = again;
      again = await repo.lockLocationLinks(tx, structureId);
    }
    const target = links.find((l) => l.id === id);
    if (!target) throw missing();
    if (target.parentId === null && links.filter((l) => l.parentId === null).length <= 1) {
      throw locationConflict('A company keeps at least one location; this is its last one', {
        reason: 'last-location',
      });
    }
    const levels = subtreeLevels(links, id);
    const ids = levels.flat();
    const dependents = {
      subLocations: ids.length - 1,
      users: await repo.countAssignedUsers(tx, structureId, ids),
    };
    if (!confirm && (dependents.subLocations > 0 || dependents.users > 0)) {
      throw locationConflict('Other records depend on this location; confirm to delete them too', {
        reason: 'has-dependents',
        dependents,
      });
    }
    // A restricting foreign key keeps parents while they have children: deepest level first.
    for (const level of levels.toReversed()) await repo.deleteLocations(tx, structureId, level);
    await notifyCompanyPages(tx, structureId);
    return ids;
  });
  companyPagesChanged(db, structureId);
  await events.emit('seating.changed', { structureId });
  return { ok: true, deletedIds };
}
