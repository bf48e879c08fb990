import { randomBytes, randomUUID } from 'node:crypto';
import {
  DEFAULT_QR_INFO_THEME,
  type TCreateQrInfoBlockBody,
  type TCreateQrInfoBody,
  type TCreateQrInfoLocationBlockBody,
  type TEditQrInfoBody,
  type TQrInfoBlock,
  type TQrInfoBlockType,
  type TQrInfoList,
  type TQrInfoLocationBlock,
  type TQrInfoPage,
  type TQrInfoTheme,
} from '@guestloop/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { AppError, conflict, notFound } from '../../lib/errors';
import { slugify } from '../../lib/slug';
import { findImage } from '../files';
import { companyPagesChanged, findLocation, notifyCompanyPages } from '../structure';
import { imageIdsOf, toBlock, toBlockValues } from './qr-info.blocks';
import * as repo from './qr-info.repo';
import { imagesByIds } from './qr-info-images.repo';

/** The staff side of QR info pages (SPEC point 7 "QR info"), scoped by the caller's company. */

const DAY_MS = 86_400_000;

async function requirePage(db: DbOrTx, structureId: string, slug: string, lock = false) {
  const page = await repo.findPage(db, structureId, slug, lock);
  if (!page) throw notFound('QR page');
  return page;
}

async function requireLocation(db: DbOrTx, structureId: string, locationId: string) {
  const location = await findLocation(db, structureId, locationId);
  if (!location) throw notFound('Location');
  return location;
}

/** The page with every block and the images they show, as the editor reads it. */
async function pageView(db: DbOrTx, structureId: string, row: repo.QrInfoRow): Promise<TQrInfoPage> {
  const [blocks, shared] = await Promise.all([
    repo.pageBlocks(db, structureId, row.id),
    repo.locationBlocks(db, structureId),
  ]);
  const images = await imagesByIds(db, structureId, imageIdsOf([...blocks, ...shared]));
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    locationId: row.locationId,
    isActive: row.isActive,
    theme: {
      ...(row.theme as Omit<TQrInfoTheme, 'backgroundImage'>),
      backgroundImage: row.backgroundImage ?? null,
    },
    blocks: blocks.map(toBlock) as TQrInfoBlock[],
    locationBlocks: shared.map(toBlock) as TQrInfoLocationBlock[],
    images: Object.fromEntries([...images].map(([id, image]) => [id, image.src])),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listPages(db: Db, structureId: string): Promise<TQrInfoList> {
  const [rows, totals] = await Promise.all([
    repo.listPages(db, structureId),
    repo.viewTotals(db, structureId, new Date(Date.now() - 30 * DAY_MS)),
  ]);
  return {
    items: rows.map(({ page, locationName, blocksCount }) => ({
      id: page.id,
      slug: page.slug,
      title: page.title,
      locationId: page.locationId,
      isActive: page.isActive,
      updatedAt: page.updatedAt.toISOString(),
      locationName,
      blocksCount: Number(blocksCount),
      views: totals.get(page.id)?.views ?? 0,
      viewsLast30Days: totals.get(page.id)?.recent ?? 0,
    })),
  };
}

export async function readPage(db: Db, structureId: string, slug: string): Promise<TQrInfoPage> {
  return pageView(db, structureId, await requirePage(db, structureId, slug));
}

const randomText = (length: number) =>
  [...randomBytes(length)].map((b) => 'abcdefghijklmnopqrstuvwxyz0123456789'[b % 36]).join('');

/** A new page of the location, titled after it unless named, with a readable unique slug. */
export async function createPage(db: Db, structureId: string, body: TCreateQrInfoBody): Promise<TQrInfoPage> {
  const location = await requireLocation(db, structureId, body.locationId);
  const title = body.title ?? location.name;
  const base = slugify(title, 'qr').slice(0, 40);
  for (let attempt = 0; ; attempt++) {
    try {
      const row = await repo.insertPage(db, structureId, {
        slug: `${base}-${randomText(6)}`,
        title,
        locationId: location.id,
        theme: DEFAULT_QR_INFO_THEME,
      });
      return pageView(db, structureId, row);
    } catch (error) {
      if (attempt >= 5 || !isUniqueViolation(error, repo.QR_INFO_SLUG_CONSTRAINT)) throw error;
    }
  }
}

/**
 * Changes a page under a lock of its row; every process's cache of the public pages hears of it
 * (the company pages' notice, at commit). A slug another page has is 409.
 */
async function changePage(
  db: Db,
  structureId: string,
  slug: string,
  change: (row: repo.QrInfoRow, tx: DbOrTx) => Promise<repo.QrInfoValues>,
): Promise<TQrInfoPage> {
  try {
    const result = await db.transaction(async (tx) => {
      const row = await requirePage(tx, structureId, slug, true);
      const updated = await repo.updatePage(tx, structureId, row.id, await change(row, tx));
      if (!updated) throw notFound('QR page');
      await notifyCompanyPages(tx, structureId);
      return pageView(tx, structureId, updated);
    });
    companyPagesChanged(db, structureId);
    return result;
  } catch (error) {
    if (isUniqueViolation(error, repo.QR_INFO_SLUG_CONSTRAINT))
      throw conflict('CONFLICT', 'Another page has this address');
    throw error;
  }
}

/** Block ids another page, location or company already has are refused. */
async function checkBlockIds(
  tx: DbOrTx,
  structureId: string,
  owner: { qrInfoId: string } | { shared: true },
  blocks: readonly { id: string }[],
  path: string,
) {
  const used = await repo.usedBlockIds(
    tx,
    blocks.map((b) => b.id),
  );
  const foreign = new Set(
    used
      .filter((b) =>
        'qrInfoId' in owner
          ? b.structureId !== structureId || b.qrInfoId !== owner.qrInfoId
          : b.structureId !== structureId || b.locationId === null,
      )
      .map((b) => b.id),
  );
  const details = blocks.flatMap((b, i) =>
    foreign.has(b.id) ? [{ path: `${path}.${i}.id`, code: 'duplicate_id', message: 'This id is taken' }] : [],
  );
  if (details.length) throw new AppError(400, 'VALIDATION_FAILED', 'A block id is taken', details);
}

/** Addresses the console uses for pages of its own under /user/app/qr-pages/. */
const RESERVED_SLUGS = new Set(['bookings']);

export function editPage(db: Db, structureId: string, slug: string, body: TEditQrInfoBody) {
  return changePage(db, structureId, slug, async (row, tx) => {
    if (body.slug !== undefined && RESERVED_SLUGS.has(body.slug) && body.slug !== row.slug)
      throw conflict('CONFLICT', 'This address is kept for the console');
    if (body.locationId !== undefined) await requireLocation(tx, structureId, body.locationId);
    if (body.blocks) {
      const blocks = body.blocks as TQrInfoBlock[];
      await checkBlockIds(tx, structureId, { qrInfoId: row.id }, blocks, 'body.blocks');
      const values = blocks.map((b, i) => toBlockValues(b, i, `body.blocks.${i}`));
      await repo.deleteBlocks(tx, structureId, row.id, { keep: values.map((v) => v.id) });
      await repo.saveBlocks(tx, structureId, row.id, values);
    }
    if (body.locationBlocks) {
      const blocks = body.locationBlocks as TQrInfoLocationBlock[];
      await checkBlockIds(tx, structureId, { shared: true }, blocks, 'body.locationBlocks');
      await checkLocations(tx, structureId, blocks as { locationId: string }[]);
      const values = blocks.map((b, i) => toBlockValues(b, b.sort, `body.locationBlocks.${i}`, true));
      await repo.deleteBlocks(tx, structureId, null, { keep: values.map((v) => v.id) });
      await repo.saveBlocks(tx, structureId, null, values);
      await repo.bumpCompanyPages(tx, structureId);
    }
    return {
      title: body.title,
      slug: body.slug,
      locationId: body.locationId,
      theme: body.theme ? { ...(row.theme as object), ...body.theme } : undefined,
    };
  });
}

async function checkLocations(tx: DbOrTx, structureId: string, blocks: readonly { locationId: string }[]) {
  const known = new Set(
    (
      await repo.companyLocations(
        tx,
        structureId,
        blocks.map((b) => b.locationId),
      )
    ).map((l) => l.id),
  );
  if (blocks.some((b) => !known.has(b.locationId))) throw notFound('Location');
}

export const setActive = (db: Db, structureId: string, slug: string, isActive: boolean) =>
  changePage(db, structureId, slug, async () => ({ isActive }));

export function setBackground(db: Db, structureId: string, slug: string, imageId: string | null) {
  return changePage(db, structureId, slug, async (_row, tx) => {
    if (imageId === null) return { backgroundImage: null };
    const image = await findImage(tx, structureId, imageId);
    if (!image)
      throw new AppError(400, 'VALIDATION_FAILED', 'Unknown image', [
        { path: 'body.imageId', code: 'not_found', message: 'Unknown image' },
      ]);
    const { id, src, width, height, variants } = image;
    return { backgroundImage: { imageId: id, src, width, height, variants } };
  });
}

/** A new block at the end of the page, or a location's block (`shared`: `locationId` names it). */
export function createBlock(
  db: Db,
  structureId: string,
  slug: string,
  type: TQrInfoBlockType,
  body: TCreateQrInfoBlockBody | TCreateQrInfoLocationBlockBody,
  shared: boolean,
) {
  if (body.type !== type)
    throw new AppError(400, 'VALIDATION_FAILED', 'The body is a block of another type', [
      { path: 'body.type', code: 'invalid', message: 'The body is a block of another type' },
    ]);
  return changePage(db, structureId, slug, async (row, tx) => {
    const owner = shared ? (body as { locationId: string }).locationId : null;
    if (owner) await requireLocation(tx, structureId, owner);
    const sort = owner ? (body.sort ?? 0) : (await repo.pageBlocks(tx, structureId, row.id)).length;
    const block = { ...body, id: randomUUID() } as TQrInfoBlock;
    await repo.saveBlocks(tx, structureId, shared ? null : row.id, [
      toBlockValues(block, sort, 'body', shared),
    ]);
    if (shared) await repo.bumpCompanyPages(tx, structureId);
    return {};
  });
}

/** Deletes one block of the page, or one location block (`shared`); an unknown id is 404. */
export function deleteBlock(db: Db, structureId: string, slug: string, blockId: string, shared: boolean) {
  return changePage(db, structureId, slug, async (row, tx) => {
    const deleted = await repo.deleteBlocks(tx, structureId, shared ? null : row.id, { only: [blockId] });
    if (deleted === 0) throw notFound('Block');
    if (shared) await repo.bumpCompanyPages(tx, structureId);
    return {};
  });
}

export async function deletePage(db: Db, structureId: string, slug: string): Promise<void> {
  const page = await requirePage(db, structureId, slug);
  await db.transaction(async (tx) => {
    if (!(await repo.deletePage(tx, structureId, page.id))) throw notFound('QR page');
    await notifyCompanyPages(tx, structureId);
  });
  companyPagesChanged(db, structureId);
}
