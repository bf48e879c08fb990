import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config';
import { createStorageProvider, LocalDiskStorage, S3Storage, storageKeyFromUrl } from '.';
import { S3_CACHE_CONTROL } from './s3';
import { type FakeS3, startFakeS3 } from './s3.test-support';

const credentials = { accessKeyId: 'GLTESTKEY123', secretAccessKey: 'test-secret-never-used-elsewhere' };

describe('S3-compatible storage', () => {
  let s3: FakeS3;
  let storage: S3Storage;
  beforeAll(async () => {
    s3 = await startFakeS3({ bucket: 'guestloop-media', region: 'eu-central-1', ...credentials });
    storage = new S3Storage({
      bucket: 'guestloop-media',
      region: 'eu-central-1',
      endpoint: s3.endpoint,
      ...credentials,
    });
  });
  afterAll(async () => {
    storage?.client.destroy();
    await s3?.close();
  });

  it('puts a signed object with its type and cache-control, serves it at its URL and deletes it', async () => {
    const bytes = Buffer.from('RIFF....WEBPVP8 not really');
    await storage.put('media/abc/f00d.webp', bytes, 'image/webp');
    const stored = s3.objects.get('media/abc/f00d.webp');
    expect(stored).toMatchObject({ contentType: 'image/webp', cacheControl: S3_CACHE_CONTROL });
    expect(stored!.body.equals(bytes)).toBe(true);
    expect(stored!.etag).toMatch(/^"[0-9a-f]{32}"$/);

    const url = storage.url('media/abc/f00d.webp');
    expect(url).toBe(`${s3.endpoint}/guestloop-media/media/abc/f00d.webp`);
    expect(storageKeyFromUrl(storage, url)).toBe('media/abc/f00d.webp');
    const read = await fetch(url);
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toBe('image/webp');
    expect(read.headers.get('cache-control')).toBe(S3_CACHE_CONTROL);
    expect(Buffer.from(await read.arrayBuffer()).equals(bytes)).toBe(true);

    await storage.delete('media/abc/f00d.webp');
    await storage.delete('media/abc/f00d.webp'); // a missing key is not an error
    expect(s3.objects.has('media/abc/f00d.webp')).toBe(false);
    expect((await fetch(url)).status).toBe(404);
    expect(s3.log.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.status}`)).toEqual([
      'PUT 200',
      'DELETE 204',
      'DELETE 204',
    ]);
  });

  it('is refused by the server when signed with another secret', async () => {
    const impostor = new S3Storage({
      bucket: 'guestloop-media',
      region: 'eu-central-1',
      endpoint: s3.endpoint,
      accessKeyId: credentials.accessKeyId,
      secretAccessKey: 'not-the-secret',
    });
    await expect(impostor.put('media/x/y.png', Buffer.from('x'), 'image/png')).rejects.toMatchObject({
      name: 'SignatureDoesNotMatch',
    });
    impostor.client.destroy();
    expect(s3.objects.has('media/x/y.png')).toBe(false);
  });

  it('accepts only keys the API makes', async () => {
    await expect(storage.put('../etc/passwd.png', Buffer.from('x'), 'image/png')).rejects.toThrow(
      /Invalid storage key/,
    );
  });

  it('builds public URLs from S3_PUBLIC_URL, path-style or virtual-host addressing', () => {
    const base = { bucket: 'media', region: 'eu-west-1' };
    expect(S3Storage.publicBaseUrl({ ...base, publicUrl: 'https://cdn.example.test/img/' }, true)).toBe(
      'https://cdn.example.test/img',
    );
    expect(S3Storage.publicBaseUrl({ ...base, endpoint: 'https://s3.example.test' }, true)).toBe(
      'https://s3.example.test/media',
    );
    expect(S3Storage.publicBaseUrl({ ...base, endpoint: 'https://s3.example.test' }, false)).toBe(
      'https://media.s3.example.test',
    );
    expect(S3Storage.publicBaseUrl(base, false)).toBe('https://media.s3.eu-west-1.amazonaws.com');
  });
});

describe('storage provider selection', () => {
  it('uses the bucket when S3_BUCKET is set, else the local disk', () => {
    expect(createStorageProvider(testConfig())).toBeInstanceOf(LocalDiskStorage);
    const s3 = createStorageProvider(
      testConfig({
        S3_BUCKET: 'media',
        S3_ENDPOINT: 'http://127.0.0.1:9',
        S3_PUBLIC_URL: 'https://cdn.example.test',
        ...{ S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' },
      }),
    );
    expect(s3.kind).toBe('s3');
    expect(s3.url('media/a.webp')).toBe('https://cdn.example.test/media/a.webp');
    expect(s3.read).toBeUndefined();
  });

  it('reads the S3 settings from the environment', async () => {
    const { loadConfig } = await import('../../config');
    const config = loadConfig({ S3_BUCKET: 'media', S3_FORCE_PATH_STYLE: 'false', S3_REGION: 'auto' });
    expect(config).toMatchObject({ S3_BUCKET: 'media', S3_FORCE_PATH_STYLE: false, S3_REGION: 'auto' });
    expect(loadConfig({}).S3_BUCKET).toBeUndefined();
    expect(() => loadConfig({ S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
    expect(() => createStorageProvider({ ...config, S3_ACCESS_KEY_ID: 'only-one' })).toThrow(/both/);
  });
});
