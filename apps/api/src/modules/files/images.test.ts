import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { images } from '../../db/schema';
import { type FakeS3, startFakeS3 } from '../../providers/storage/s3.test-support';
import { createTestApp, type TestApp } from '../../test/app';
import { createUser, signIn } from '../../test/users';
import { makeImage, uploadImage } from './files.test-support';

describe('image library', () => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gl-images-'));
    t = await createTestApp({ DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const list = (cookie: string, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/v1/images${query}`, headers: { cookie } });
  const remove = (cookie: string, id: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/v1/image/${id}`, headers: { cookie } });

  it('searches by name, filters by bucket and pages, newest first', async () => {
    const cookie = await signIn(t.app, await createUser(t.app.db));
    const png = await makeImage.png(40, 40);
    const names = ['Pasta carbonara', 'Pasta al pesto', 'Tiramisu', 'Pasta 100%_off', 'Terrace'];
    for (const [i, name] of names.entries()) {
      const res = await uploadImage(t.app, cookie, png, {
        fields: { originalName: name, bucket: i === 4 ? 'qr-info' : 'menus' },
      });
      expect(res.statusCode).toBe(200);
    }

    const all = await list(cookie);
    expect(all.statusCode).toBe(200);
    expect(all.json().total).toBe(5);
    expect(all.json().items.map((i: { originalName: string }) => i.originalName)).toEqual(
      [...names].reverse(),
    );
    expect(all.json().items[0]).toMatchObject({ bucket: 'qr-info', width: 40, height: 40 });

    const pasta = await list(cookie, '?search=pasta&pageSize=2');
    expect(pasta.json().total).toBe(3);
    expect(pasta.json().items.map((i: { originalName: string }) => i.originalName)).toEqual([
      'Pasta 100%_off',
      'Pasta al pesto',
    ]);
    const page2 = await list(cookie, '?search=pasta&pageSize=2&page=2');
    expect(page2.json()).toMatchObject({ total: 3, items: [{ originalName: 'Pasta carbonara' }] });
    // LIKE wildcards match themselves.
    expect((await list(cookie, '?search=100%25_')).json().total).toBe(1);
    expect((await list(cookie, '?search=_')).json().total).toBe(1);

    const qr = await list(cookie, '?bucket=qr-info');
    expect(qr.json()).toMatchObject({ total: 1, items: [{ originalName: 'Terrace' }] });
    const bad = await list(cookie, '?bucket=nope&pageSize=0');
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .details.map((d: { path: string }) => d.path)
        .sort(),
    ).toEqual(['querystring.bucket', 'querystring.pageSize']);
  });

  it("keeps companies apart: another company's user can neither list nor delete an image", async () => {
    const owner = await signIn(t.app, await createUser(t.app.db));
    const stranger = await signIn(t.app, await createUser(t.app.db));
    const res = await uploadImage(t.app, owner, await makeImage.png(400, 300), {
      fields: { originalName: 'Secret recipe' },
    });
    const image = res.json();

    expect((await list(stranger)).json()).toEqual({ items: [], total: 0 });
    expect((await list(stranger, '?search=Secret')).json().total).toBe(0);
    const denied = await remove(stranger, image.id);
    expect(denied.statusCode).toBe(404);
    expect(denied.json().code).toBe('NOT_FOUND');
    expect(await t.app.db.select().from(images).where(eq(images.id, image.id))).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url: image.src })).statusCode).toBe(200);

    const gone = await remove(owner, image.id);
    expect(gone.statusCode).toBe(200);
    expect(gone.json()).toEqual({ ok: true });
    expect(await t.app.db.select().from(images).where(eq(images.id, image.id))).toHaveLength(0);
    for (const url of Object.values(image.variants as Record<string, string>)) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
    expect(fs.readdirSync(path.join(dataDir, 'uploads', 'media', image.src.split('/')[5]))).toEqual([]);
    expect((await remove(owner, image.id)).statusCode).toBe(404);
  });

  it('shows staff without media.manage the public bucket only', async () => {
    const admin = await createUser(t.app.db);
    const adminCookie = await signIn(t.app, admin);
    const waiter = await signIn(
      t.app,
      await createUser(t.app.db, { structure: admin.structureId, role: 'waiter' }),
    );
    const png = await makeImage.png(30, 30);
    await uploadImage(t.app, adminCookie, png, { fields: { originalName: 'Private' } });
    await uploadImage(t.app, waiter, png, {
      url: '/public-image/upload',
      fields: { originalName: 'Public' },
    });

    expect((await list(adminCookie)).json().total).toBe(2);
    const mine = await list(waiter);
    expect(mine.json()).toMatchObject({ total: 1, items: [{ originalName: 'Public', bucket: 'public' }] });
    expect((await list(waiter, '?bucket=public')).json().total).toBe(1);
    expect((await list(waiter, '?bucket=images')).statusCode).toBe(403);
    expect((await remove(waiter, mine.json().items[0].id)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/images' })).statusCode).toBe(401);
  });
});

describe('image library on S3-compatible storage', () => {
  const keys = { accessKeyId: 'GLFILESKEY', secretAccessKey: 'files-test-secret' };
  let s3: FakeS3;
  let t: TestApp;
  beforeAll(async () => {
    s3 = await startFakeS3({ bucket: 'gl-media', region: 'us-east-1', ...keys });
    t = await createTestApp({
      S3_BUCKET: 'gl-media',
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: keys.accessKeyId,
      S3_SECRET_ACCESS_KEY: keys.secretAccessKey,
    });
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it('stores every file in the bucket, serves them from it and deletes them', async () => {
    expect(t.app.providers.storage.kind).toBe('s3');
    const cookie = await signIn(t.app, await createUser(t.app.db));
    const res = await uploadImage(t.app, cookie, await makeImage.jpeg(700, 350), {
      filename: 'hall.jpg',
      contentType: 'image/jpeg',
    });
    expect(res.statusCode).toBe(200);
    const image = res.json();
    expect(image.src.startsWith(`${s3.endpoint}/gl-media/media/`)).toBe(true);
    expect(Object.keys(image.variants)).toEqual(['320', '640', '700']);
    expect(s3.objects.size).toBe(4); // original + main + 2 copies

    const served = await fetch(image.variants['320']);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toContain('immutable');
    const original = [...s3.objects.entries()].find(([key]) => key.endsWith('-original.jpg'));
    expect(original?.[1].contentType).toBe('image/jpeg');

    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/image/${image.id}`,
      headers: { cookie },
    });
    expect(gone.statusCode).toBe(200);
    expect(s3.objects.size).toBe(0);
    expect((await fetch(image.src)).status).toBe(404);
  });
});
