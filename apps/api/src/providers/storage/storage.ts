import type { Readable } from 'node:stream';

/** A stored file as the public uploads route streams it. */
export interface StoredFile {
  stream: Readable;
  size: number;
  contentType: string;
}

/**
 * Where uploaded files live. Keys are chosen by the API (random names, `folder/name.ext`), never by
 * the caller. Adapters: local disk (default, `${DATA_DIR}/uploads`) and an S3-compatible bucket
 * (`s3.ts`, when S3_BUCKET is set; `url` then points at the bucket or its CDN).
 */
export interface StorageProvider {
  readonly kind: 'local' | 's3';
  /** Writes (or replaces) the bytes under a key. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The public URL of a key; it stays valid as long as the file exists. */
  url(key: string): string;
  /** Removes a key; a missing key is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Reads a key for the API's own `/uploads/*` route; null when absent. Adapters whose files are
   * served by someone else (a bucket) leave it out.
   */
  read?(key: string): Promise<StoredFile | null>;
}

/** Keys the API creates: lowercase path segments and one extension, nothing that climbs out. */
const KEY_PATTERN = /^(?:[a-z0-9][a-z0-9_-]{0,63}\/){0,4}[a-z0-9][a-z0-9_-]{0,127}\.[a-z0-9]{1,8}$/;

export function isValidStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** The key behind a URL this provider handed out, or null for a URL from elsewhere. */
export function storageKeyFromUrl(storage: StorageProvider, url: string | null | undefined): string | null {
  if (!url) return null;
  const prefix = storage.url('');
  if (!url.startsWith(prefix)) return null;
  const key = url.slice(prefix.length);
  return isValidStorageKey(key) ? key : null;
}

/** Content types by extension, for adapters that do not keep metadata beside the bytes. */
const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  wav: 'audio/wav',
  pdf: 'application/pdf',
};

export function contentTypeOf(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return CONTENT_TYPES[ext] ?? 'application/octet-stream';
}
