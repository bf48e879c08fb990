import { randomBytes } from 'node:crypto';
import {
  PUBLIC_IMAGE_BUCKET,
  type TImageBucket,
  type TImageList,
  type TImagesQuery,
  type TUploadedImage,
} from '@guestloop/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { forbidden, notFound } from '../../lib/errors';
import { sniffImageType, unsupportedImage } from '../../lib/images';
import type { StorageProvider } from '../../providers/storage';
import * as repo from './files.repo';
import { type EncodedFile, processRaster } from './raster';
import { looksLikeSvg, sanitizeSvg } from './svg';

export interface UploadImageInput {
  structureId: string;
  userId: string;
  bucket: TImageBucket;
  originalName: string;
  bytes: Buffer;
}

function toImageView(row: repo.ImageRow): TUploadedImage {
  return {
    id: row.id,
    bucket: row.bucket as TImageBucket,
    originalName: row.originalName,
    src: row.src,
    createdAt: row.createdAt.toISOString(),
    variants: row.variants,
    width: row.width,
    height: row.height,
    contentType: row.contentType as TUploadedImage['contentType'],
    size: row.sizeBytes,
  };
}

/** Control characters and surrounding blanks go; the rest of the name is kept as given. */
export function cleanOriginalName(name: string | undefined): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point
  const cleaned = (name ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return cleaned.slice(0, 255) || 'image';
}

/** All keys an image may have in the storage: the original, the main WebP and the copies. */
function keysOf(row: Pick<repo.ImageRow, 'storageKey' | 'contentType' | 'variants'>): string[] {
  if (row.contentType === 'image/svg+xml') return [row.storageKey];
  const stem = row.storageKey.replace(/-original\.[a-z0-9]+$/, '');
  return [
    ...new Set([
      row.storageKey,
      `${stem}.webp`,
      ...Object.keys(row.variants).map((w) => `${stem}-${w}.webp`),
    ]),
  ];
}

/** Best effort: a file left behind costs storage, never correctness. */
async function removeKeys(storage: StorageProvider, log: FastifyBaseLogger, keys: string[]) {
  await Promise.all(
    keys.map((key) =>
      storage.delete(key).catch((err) => log.warn({ err, key }, 'could not delete a stored file')),
    ),
  );
}

/**
 * Stores an uploaded image, its type found from the content: a raster image as its re-encoded
 * original plus WebP copies, an SVG sanitised. Files go under random names; the row is written
 * last, and the files are removed again when anything fails on the way.
 */
export async function uploadImage(
  db: Db,
  storage: StorageProvider,
  log: FastifyBaseLogger,
  input: UploadImageInput,
): Promise<TUploadedImage> {
  const stem = `media/${input.structureId}/${randomBytes(16).toString('hex')}`;
  const files: (EncodedFile & { key: string })[] = [];
  let record: Omit<repo.NewImage, 'bucket' | 'originalName' | 'createdBy'>;

  const rasterType = sniffImageType(input.bytes);
  if (rasterType) {
    const image = await processRaster(input.bytes, rasterType);
    const original = { ...image.original, key: `${stem}-original.${image.original.ext}` };
    const main = { ...image.main, key: `${stem}.webp` };
    const copies = image.variants.map((v) => ({ ...v, key: `${stem}-${v.width}.webp` }));
    files.push(original, main, ...copies);
    const variants: Record<string, string> = {};
    for (const copy of copies) variants[String(copy.width)] = storage.url(copy.key);
    variants[String(image.main.width)] = storage.url(main.key);
    record = {
      storageKey: original.key,
      src: storage.url(main.key),
      contentType: rasterType,
      width: image.width,
      height: image.height,
      sizeBytes: original.bytes.length,
      variants,
    };
  } else if (looksLikeSvg(input.bytes)) {
    const svg = await sanitizeSvg(input.bytes);
    const file = { bytes: svg.bytes, ext: 'svg', contentType: 'image/svg+xml', key: `${stem}.svg` };
    files.push(file);
    record = {
      storageKey: file.key,
      src: storage.url(file.key),
      contentType: 'image/svg+xml',
      width: svg.width,
      height: svg.height,
      sizeBytes: svg.bytes.length,
      variants: {},
    };
  } else {
    throw unsupportedImage('Upload a PNG, JPEG, WebP, GIF or SVG image');
  }

  const keys = files.map((f) => f.key);
  try {
    await Promise.all(files.map((f) => storage.put(f.key, f.bytes, f.contentType)));
    const row = await repo.insertImage(db, input.structureId, {
      ...record,
      bucket: input.bucket,
      originalName: input.originalName,
      createdBy: input.userId,
    });
    return toImageView(row);
  } catch (error) {
    await removeKeys(storage, log, keys);
    throw error;
  }
}

/**
 * The company's images, newest first. Without `media.manage` a staff member sees only the
 * `public` bucket (the images they may upload themselves); asking for another bucket is 403.
 */
export async function listImages(
  db: Db,
  structureId: string,
  canManageMedia: boolean,
  query: TImagesQuery,
): Promise<TImageList> {
  if (!canManageMedia && query.bucket && query.bucket !== PUBLIC_IMAGE_BUCKET) {
    throw forbidden('You can only see the images of public pages');
  }
  const buckets = query.bucket ? [query.bucket] : canManageMedia ? null : [PUBLIC_IMAGE_BUCKET];
  const { rows, total } = await repo.pageImages(db, structureId, {
    search: query.search || null,
    buckets,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return { items: rows.map(toImageView), total };
}

/** Deletes the row, then its files; another company's id is 404 like a missing one. */
export async function deleteImage(
  db: Db,
  storage: StorageProvider,
  log: FastifyBaseLogger,
  structureId: string,
  id: string,
): Promise<void> {
  const row = await repo.deleteImage(db, structureId, id);
  if (!row) throw notFound('Image');
  await removeKeys(storage, log, keysOf(row));
}
