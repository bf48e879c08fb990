import path from 'node:path';
import type { Config } from '../../config';
import { LocalDiskStorage } from './local';
import { S3Storage } from './s3';
import type { StorageProvider } from './storage';

export { LocalDiskStorage } from './local';
export { S3Storage } from './s3';
export * from './storage';

/** An S3-compatible bucket when S3_BUCKET is set, else local disk under `${DATA_DIR}/uploads`. */
export function createStorageProvider(config: Config): StorageProvider {
  if (config.S3_BUCKET) {
    return new S3Storage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      publicUrl: config.S3_PUBLIC_URL,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    });
  }
  return new LocalDiskStorage(path.join(config.DATA_DIR, 'uploads'));
}
