import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { isValidStorageKey, LocalDiskStorage, storageKeyFromUrl } from '.';

describe('local disk storage', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'gl-storage-'));
  const storage = new LocalDiskStorage(root);
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('puts, reads and deletes a file under its key', async () => {
    await storage.put('avatars/abc123.webp', Buffer.from('bytes'), 'image/webp');
    const file = await storage.read('avatars/abc123.webp');
    expect(file).toMatchObject({ size: 5, contentType: 'image/webp' });
    expect(await text(file!.stream)).toBe('bytes');
    expect(storage.url('avatars/abc123.webp')).toBe('/api/v1/uploads/avatars/abc123.webp');
    await storage.delete('avatars/abc123.webp');
    await storage.delete('avatars/abc123.webp');
    expect(await storage.read('avatars/abc123.webp')).toBeNull();
  });

  it('accepts only keys the API makes', async () => {
    for (const key of [
      '../x.webp',
      'a/../../x.webp',
      '/etc/passwd',
      'a\\b.webp',
      '.hidden.webp',
      'noext',
      'A.webp',
    ]) {
      expect(isValidStorageKey(key), key).toBe(false);
    }
    expect(await storage.read('../secret.webp')).toBeNull();
    await expect(storage.put('../x.webp', Buffer.from(''), 'image/webp')).rejects.toThrow(
      /Invalid storage key/,
    );
  });

  it('finds the key behind its own URLs only', () => {
    expect(storageKeyFromUrl(storage, '/api/v1/uploads/avatars/f00.webp')).toBe('avatars/f00.webp');
    expect(storageKeyFromUrl(storage, 'https://elsewhere.example/a.webp')).toBeNull();
    expect(storageKeyFromUrl(storage, null)).toBeNull();
  });
});
