import fs from 'node:fs';
import path from 'node:path';
import { contentTypeOf, isValidStorageKey, type StorageProvider, type StoredFile } from './storage';

/** The path the API serves local uploads under (see uploads.routes.ts). */
const LOCAL_UPLOADS_URL_PATH = '/api/v1/uploads/';

/**
 * Files on the local disk under `root` (by default `${DATA_DIR}/uploads`), served by the API at
 * `/api/v1/uploads/<key>`. URLs are relative to the site, so they keep working behind any host name.
 */
export class LocalDiskStorage implements StorageProvider {
  readonly kind = 'local' as const;
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  private pathOf(key: string): string {
    if (!isValidStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
    const full = path.resolve(this.root, key);
    if (!full.startsWith(this.root + path.sep)) throw new Error(`Invalid storage key: ${key}`);
    return full;
  }

  async put(key: string, bytes: Buffer, _contentType: string): Promise<void> {
    const full = this.pathOf(key);
    await fs.promises.mkdir(path.dirname(full), { recursive: true });
    // Write beside, then rename: a reader never sees half a file.
    const temp = `${full}.${process.pid}.${Date.now()}.tmp`;
    await fs.promises.writeFile(temp, bytes);
    await fs.promises.rename(temp, full);
  }

  url(key: string): string {
    return `${LOCAL_UPLOADS_URL_PATH}${key}`;
  }

  async delete(key: string): Promise<void> {
    await fs.promises.rm(this.pathOf(key), { force: true });
  }

  async read(key: string): Promise<StoredFile | null> {
    if (!isValidStorageKey(key)) return null;
    const full = this.pathOf(key);
    try {
      const stat = await fs.promises.stat(full);
      if (!stat.isFile()) return null;
      return { stream: fs.createReadStream(full), size: stat.size, contentType: contentTypeOf(key) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }
}
