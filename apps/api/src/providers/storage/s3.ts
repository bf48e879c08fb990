import { DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { isValidStorageKey, type StorageProvider } from './storage';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible service (MinIO, R2, …); absent for AWS itself. */
  endpoint?: string | undefined;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** Where the bucket's files are publicly reachable (a CDN or the bucket's own public URL). */
  publicUrl?: string | undefined;
  /** `/<bucket>/<key>` addressing instead of `<bucket>.<host>/<key>` (default: on with an endpoint). */
  forcePathStyle?: boolean | undefined;
}

/** Keys are random and never reused, so every file may be cached for a year. */
export const S3_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/**
 * Files in an S3-compatible bucket (PutObject with content type and cache-control, DeleteObject).
 * The bucket (or a CDN before it) serves them; the API's `/uploads/*` route does not.
 */
export class S3Storage implements StorageProvider {
  readonly kind = 's3' as const;
  readonly client: S3Client;
  private readonly bucket: string;
  private readonly baseUrl: string;

  constructor(options: S3StorageOptions) {
    const forcePathStyle = options.forcePathStyle ?? Boolean(options.endpoint);
    if (Boolean(options.accessKeyId) !== Boolean(options.secretAccessKey)) {
      throw new Error('Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither');
    }
    this.bucket = options.bucket;
    this.client = new S3Client({
      region: options.region,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      forcePathStyle,
      ...(options.accessKeyId && options.secretAccessKey
        ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
        : {}),
      // Many S3-compatible services reject the newer default checksum headers; send them only
      // when an operation requires them.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
    });
    this.baseUrl = S3Storage.publicBaseUrl(options, forcePathStyle);
  }

  /** The public URL prefix of the bucket's keys, without a trailing slash. */
  static publicBaseUrl(options: S3StorageOptions, forcePathStyle: boolean): string {
    if (options.publicUrl) return trimSlash(options.publicUrl);
    if (options.endpoint) {
      const endpoint = new URL(options.endpoint);
      const base = trimSlash(endpoint.toString());
      if (forcePathStyle) return `${base}/${options.bucket}`;
      return trimSlash(`${endpoint.protocol}//${options.bucket}.${endpoint.host}${endpoint.pathname}`);
    }
    return `https://${options.bucket}.s3.${options.region}.amazonaws.com`;
  }

  private check(key: string) {
    if (!isValidStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    this.check(key);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: bytes,
        ContentType: contentType,
        ContentLength: bytes.length,
        CacheControl: S3_CACHE_CONTROL,
      }),
    );
  }

  url(key: string): string {
    return `${this.baseUrl}/${key}`;
  }

  async delete(key: string): Promise<void> {
    this.check(key);
    // S3 answers 204 for a key that does not exist, so a missing key is not an error.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }
}
