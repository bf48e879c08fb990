import type {
  TCurrency,
  TLanguage,
  TOk,
  TSuperAdminCreateStructureBody,
  TSuperAdminStructure,
  TSuperAdminStructureData,
  TSuperAdminStructurePage,
  TSuperAdminUpdateStructureBody,
} from '@guestloop/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { structures } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { firstFreeSlug, slugify } from '../../lib/slug';
import { isValidStorageKey, type StorageProvider, storageKeyFromUrl } from '../../providers/storage';
import { createSystemRoles } from '../structure';
import * as repo from './structures.repo';

const structureNotFound = () => notFound('Structure');
const slugTaken = () =>
  new AppError(409, 'CONFLICT', 'Another company has this slug', { reason: 'slug-taken' });

function toView(row: { structure: typeof structures.$inferSelect; userCount: number }): TSuperAdminStructure {
  const { structure } = row;
  return {
    id: structure.id,
    name: structure.name,
    slug: structure.slug,
    language: structure.language as TLanguage,
    currency: structure.currency as TCurrency,
    userCount: row.userCount,
    createdAt: structure.createdAt.toISOString(),
  };
}

export async function listStructures(
  db: Db,
  filter: repo.StructureFilter,
): Promise<TSuperAdminStructurePage> {
  const { items, total } = await repo.listStructures(db, filter);
  return { items: items.map(toView), total, page: filter.page, pageSize: filter.pageSize };
}

export async function getStructure(db: Db, id: string): Promise<TSuperAdminStructure> {
  const row = await repo.findStructureWithCount(db, id);
  if (!row) throw structureNotFound();
  return toView(row);
}

export async function structureData(db: Db, id: string): Promise<TSuperAdminStructureData> {
  if (!(await repo.findStructureWithCount(db, id))) throw structureNotFound();
  return { structureId: id, counts: await repo.structureCounts(db, id) };
}

export async function createStructure(
  db: Db,
  body: TSuperAdminCreateStructureBody,
): Promise<TSuperAdminStructure> {
  const id = await db.transaction(async (tx) => {
    let slug = body.slug;
    if (slug && (await repo.slugTaken(tx, slug))) throw slugTaken();
    if (!slug) {
      const base = slugify(body.name);
      slug = firstFreeSlug(base, await repo.slugsLike(tx, base));
    }
    const row = await repo.insertStructure(tx, {
      name: body.name,
      slug,
      language: body.language,
      currency: body.currency,
    });
    await createSystemRoles(tx, row.id);
    return row.id;
  });
  return getStructure(db, id);
}

export async function updateStructure(
  db: Db,
  body: TSuperAdminUpdateStructureBody,
): Promise<TSuperAdminStructure> {
  const { id, ...values } = body;
  await db.transaction(async (tx) => {
    if (values.slug && (await repo.slugTaken(tx, values.slug, id))) throw slugTaken();
    if (!(await repo.updateStructure(tx, id, values))) throw structureNotFound();
  });
  return getStructure(db, id);
}

/**
 * Deletes a company with all of its data (the foreign keys cascade from `structures`) and then
 * its stored files. Files go after the commit: a file left behind costs storage, never correctness.
 */
export async function deleteStructure(
  db: Db,
  storage: StorageProvider,
  log: FastifyBaseLogger,
  id: string,
): Promise<TOk> {
  const references = await db.transaction(async (tx) => {
    const found = await repo.fileReferencesOf(tx, id);
    const outcome = await repo.deleteStructure(tx, id);
    if (!outcome) throw structureNotFound();
    if (outcome === 'super-admin-member') {
      throw new AppError(409, 'CONFLICT', 'A super administrator belongs to this company', {
        reason: 'super-admin-member',
      });
    }
    return found;
  });
  const keys = new Set<string>();
  for (const reference of references) {
    const key = isValidStorageKey(reference) ? reference : storageKeyFromUrl(storage, reference);
    if (!key) continue;
    keys.add(key);
    // A raster image's copies: `<stem>-original.<ext>` also has `<stem>.webp`.
    const stem = /^(.*)-original\.[a-z0-9]+$/.exec(key)?.[1];
    if (stem) keys.add(`${stem}.webp`);
  }
  await Promise.all(
    [...keys].map((key) =>
      storage.delete(key).catch((err) => log.warn({ err, key }, 'could not delete a stored file')),
    ),
  );
  return { ok: true };
}
