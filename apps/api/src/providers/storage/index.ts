import path from 'node:path';
import type { Config } from '../../config';
import { LocalDiskStorage } from './local';
import type { StorageProvider } from './storage';

export { LocalDiskStorage } from './local';
export * from './storage';

/** Local disk under `${DATA_DIR}/uploads`; the S3-compatible adapter (S3_* settings) comes later. */
export function createStorageProvider(config: Config): StorageProvider {
  return new LocalDiskStorage(path.join(config.DATA_DIR, 'uploads'));
}
