import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { IMAGE_MAX_BYTES } from '@guestloop/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { images } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createUser, signIn } from '../../test/users';
import { makeImage, uploadImage } from './files.test-support';

describe('image upload', () => {
  let t: TestApp;
  let dataDir: string;
  let cookie: string;
  let adminId: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gl-files-'));
    t = await createTestApp({ DATA_DIR: dataDir });
    const admin = await createUser(t.app.db);
    adminId = admin.id;
    cookie = await signIn(t.app, admin);
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const storedFiles = () => {
    const uploads = path.join(dataDir, 'uploads');
    return fs.existsSync(uploads) ? fs.readdirSync(uploads, { recursive: true }).length : 0;
  };

  it.each([
    ['png', 'image/png'],
    ['jpeg', 'image/jpeg'],
    ['webp', 'image/webp'],
    ['gif', 'image/gif'],
  ] as const)('accepts a real %s and serves its WebP copies', async (kind, type) => {
    const res = await uploadImage(t.app, cookie, await makeImage[kind](), {
      filename: `menu.${kind}`,
      contentType: type,
      fields: { originalName: `Summer menu.${kind}` },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      bucket: 'images',
      originalName: `Summer menu.${kind}`,
      width: 1500,
      height: 1000,
      contentType: type,
    });
    expect(new Date(body.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(body.src).toMatch(/^\/api\/v1\/uploads\/media\/[0-9a-f-]{36}\/[0-9a-f]{32}\.webp$/);
    expect(Object.keys(body.variants).map(Number)).toEqual([320, 640, 1280, 1500]);
    expect(body.variants['1500']).toBe(body.src);
    for (const [width, url] of Object.entries(body.variants as Record<string, string>)) {
      const served = await get(url);
      expect(served.statusCode, url).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({
        format: 'webp',
        width: Number(width),
      });
    }
    const [row] = await t.app.db.select().from(images).where(eq(images.id, body.id));
    expect(row).toMatchObject({ createdBy: adminId, contentType: type, bucket: 'images' });
    expect(row!.storageKey).toMatch(/-original\.(png|jpg|webp|gif)$/);
    const original = await get(`/api/v1/uploads/${row!.storageKey}`);
    expect(original.headers['content-type']).toBe(type);
    expect(row!.sizeBytes).toBe(original.rawPayload.length);
  });

  it('turns a photo upright by its EXIF orientation and strips the metadata', async () => {
    const rotated = await sharp(await makeImage.jpeg(400, 300))
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'secret-gps-owner' } } })
      .jpeg()
      .toBuffer();
    expect((await sharp(rotated).metadata()).orientation).toBe(6);
    const res = await uploadImage(t.app, cookie, rotated, {
      filename: 'phone.jpg',
      contentType: 'image/jpeg',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ width: 300, height: 400, originalName: 'phone.jpg' });
    const [row] = await t.app.db.select().from(images).where(eq(images.id, res.json().id));
    const original = (await get(`/api/v1/uploads/${row!.storageKey}`)).rawPayload;
    const meta = await sharp(original).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 300, height: 400 });
    expect(meta.orientation).toBeUndefined();
    expect(meta.exif).toBeUndefined();
    expect(original.includes(Buffer.from('secret-gps-owner'))).toBe(false);
  });

  it('never upscales: a small image has no larger copies', async () => {
    const res = await uploadImage(t.app, cookie, await makeImage.png(200, 120));
    expect(res.json()).toMatchObject({ width: 200, height: 120 });
    expect(res.json().variants).toEqual({ 200: res.json().src });
  });

  it('keeps the frames of an animated GIF', async () => {
    const frame = (r: number) =>
      sharp({ create: { width: 400, height: 300, channels: 3, background: { r, g: 0, b: 0 } } })
        .png()
        .toBuffer();
    const gif = await sharp([await frame(255), await frame(0)], { join: { animated: true } })
      .gif()
      .toBuffer();
    const res = await uploadImage(t.app, cookie, gif, { filename: 'blink.gif', contentType: 'image/gif' });
    expect(res.json()).toMatchObject({ width: 400, height: 300, contentType: 'image/gif' });
    const main = await get(res.json().src);
    expect(await sharp(main.rawPayload, { animated: true }).metadata()).toMatchObject({
      pages: 2,
      width: 400,
    });
  });

  it('stores a PNG named .jpg as PNG, keeping the name as given', async () => {
    const res = await uploadImage(t.app, cookie, await makeImage.png(300, 200), {
      filename: 'photo.jpg',
      contentType: 'image/jpeg',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ originalName: 'photo.jpg', contentType: 'image/png' });
    const [row] = await t.app.db.select().from(images).where(eq(images.id, res.json().id));
    expect(row!.storageKey).toMatch(/-original\.png$/);
    const original = await get(`/api/v1/uploads/${row!.storageKey}`);
    expect(original.headers['content-type']).toBe('image/png');
    expect((await sharp(original.rawPayload).metadata()).format).toBe('png');
  });

  it('refuses a text file named .png and a broken image (400 UNSUPPORTED_MEDIA_TYPE), storing nothing', async () => {
    const before = storedFiles();
    const rowsBefore = await t.app.db.$count(images);
    for (const bytes of [
      Buffer.from('just some notes, not a picture\n'),
      Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]),
      Buffer.from('<html><svg onload="alert(1)"></svg></html>'),
    ]) {
      const res = await uploadImage(t.app, cookie, bytes, { filename: 'cat.png', contentType: 'image/png' });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
    expect(storedFiles()).toBe(before);
    expect(await t.app.db.$count(images)).toBe(rowsBefore);
  });

  it('stores an SVG without scripts, event handlers or javascript: links', async () => {
    const svg = Buffer.from(
      `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="120" height="80" onload="alert('load')">
  <script>alert('script')</script>
  <a xlink:href="javascript:alert('href')"><rect id="box" width="100" height="50" fill="#c33" onclick="alert('click')"/></a>
  <a href="https://tracker.example.test/x"><circle r="5"/></a>
  <foreignObject><div xmlns="http://www.w3.org/1999/xhtml">html</div></foreignObject>
</svg>`,
    );
    const res = await uploadImage(t.app, cookie, svg, { filename: 'logo.svg', contentType: 'image/svg+xml' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ contentType: 'image/svg+xml', width: 120, height: 80, variants: {} });
    expect(res.json().src).toMatch(/\.svg$/);
    const served = await get(res.json().src);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    const text = served.body;
    expect(text).toContain('<rect id="box"');
    expect(text).toContain('xmlns="http://www.w3.org/2000/svg"');
    for (const gone of [
      '<script',
      'alert',
      'onload',
      'onclick',
      'javascript:',
      'foreignObject',
      'tracker.example',
    ]) {
      expect(text, gone).not.toContain(gone);
    }
  });

  it('refuses an SVG of 20,000 nested groups from any staff member at once, storing nothing', async () => {
    const admin = await createUser(t.app.db);
    const waiter = await createUser(t.app.db, { structure: admin.structureId, role: 'waiter' });
    const waiterCookie = await signIn(t.app, waiter);
    const bomb = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg">${'<g>'.repeat(20_000)}${'</g>'.repeat(20_000)}</svg>`,
    );
    const before = storedFiles();
    const started = performance.now();
    const res = await uploadImage(t.app, waiterCookie, bomb, {
      url: '/public-image/upload',
      filename: 'logo.svg',
      contentType: 'image/svg+xml',
    });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'The SVG nests elements more than 64 levels deep',
    });
    expect(storedFiles()).toBe(before);
  }, 10_000);

  it('keeps answering other requests while a large SVG is sanitised', async () => {
    const shapes = '<rect width="1" height="1" fill="#c33" stroke="#333"/>'.repeat(9_000);
    const drawing = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="90" height="100">${shapes}</svg>`,
    );
    let uploading = true;
    const upload = uploadImage(t.app, cookie, drawing, { filename: 'map.svg', contentType: 'image/svg+xml' });
    void upload.finally(() => {
      uploading = false;
    });
    // Health checks one after another for as long as the upload runs: the longest stretch without
    // an answer is what any other company would wait.
    let answers = 0;
    let lastAnswer = performance.now();
    let longestWait = 0;
    while (uploading) {
      const health = await get('/api/v1/health');
      expect(health.statusCode).toBe(200);
      answers += 1;
      longestWait = Math.max(longestWait, performance.now() - lastAnswer);
      lastAnswer = performance.now();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const res = await upload;
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ contentType: 'image/svg+xml', width: 90, height: 100 });
    expect(longestWait).toBeLessThan(500);
    expect(answers).toBeGreaterThan(5);
  });

  it('refuses a file of 10 MB + 1 byte with 413, early', async () => {
    const big = Buffer.concat([await makeImage.png(10, 10)]);
    const tooBig = Buffer.concat([big, Buffer.alloc(IMAGE_MAX_BYTES + 1 - big.length)]);
    expect(tooBig.length).toBe(IMAGE_MAX_BYTES + 1);
    const res = await uploadImage(t.app, cookie, tooBig);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: expect.stringContaining('The file is larger than 10 MB'),
    });
    // A body whose declared length is already past the limit is refused before it is read.
    const huge = await uploadImage(t.app, cookie, Buffer.alloc(IMAGE_MAX_BYTES + 200_000));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe('PAYLOAD_TOO_LARGE');
    // Exactly 10 MB is still read (and refused only for its content).
    const atLimit = await uploadImage(t.app, cookie, Buffer.alloc(IMAGE_MAX_BYTES, 0x20));
    expect(atLimit.statusCode).toBe(400);
    expect(atLimit.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('asks for the file field and checks the other fields (400 VALIDATION_FAILED)', async () => {
    const png = await makeImage.png(20, 20);
    const missing = await uploadImage(t.app, cookie, png, { fileField: 'picture' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: 'body.file' }] });

    const badBucket = await uploadImage(t.app, cookie, png, { fields: { bucket: 'secrets' } });
    expect(badBucket.statusCode).toBe(400);
    expect(badBucket.json().details[0].path).toBe('body.bucket');

    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v1/image/upload',
      headers: { cookie },
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('puts an image in the bucket asked for', async () => {
    const res = await uploadImage(t.app, cookie, await makeImage.png(20, 20), {
      fields: { bucket: 'menus' },
    });
    expect(res.json()).toMatchObject({ bucket: 'menus', originalName: 'picture.png' });
  });

  it('lets any staff member upload public images, but only media managers the others', async () => {
    const admin = await createUser(t.app.db);
    const waiter = await createUser(t.app.db, { structure: admin.structureId, role: 'waiter' });
    const waiterCookie = await signIn(t.app, waiter);
    const png = await makeImage.png(50, 50);

    const refused = await uploadImage(t.app, waiterCookie, png);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');

    const pub = await uploadImage(t.app, waiterCookie, png, {
      url: '/public-image/upload',
      fields: { bucket: 'images', originalName: 'Terrace' },
    });
    expect(pub.statusCode).toBe(200);
    expect(pub.json()).toMatchObject({ bucket: 'public', originalName: 'Terrace' });

    const anonymous = await uploadImage(t.app, '', png, { url: '/public-image/upload' });
    expect(anonymous.statusCode).toBe(401);
  });
});
