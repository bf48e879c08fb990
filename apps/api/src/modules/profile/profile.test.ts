import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, structures, users } from '../../db/schema';
import { verifyPassword } from '../../lib/passwords';
import { createTestApp, type TestApp } from '../../test/app';
import { multipartFile } from '../../test/multipart';
import { createUser, signIn, TEST_PASSWORD } from '../../test/users';

describe('profile', () => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gl-profile-'));
    t = await createTestApp({ DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const post = (url: string, cookie: string, payload?: object) =>
    t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: { cookie }, payload });

  it('refuses callers who are not signed in', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/profile/set-language',
      payload: { language: 'de' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });

  it('sets the language and keeps it', async () => {
    const user = await createUser(t.app.db);
    const cookie = await signIn(t.app, user);
    const res = await post('/profile/set-language', cookie, { language: 'uk' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, language: 'uk', role: { slug: 'administrator' } });

    const later = await post('/profile/edit', cookie, { name: '  Olena Koval  ' });
    expect(later.json()).toMatchObject({ language: 'uk', name: 'Olena Koval' });

    const bad = await post('/profile/set-language', cookie, { language: 'xx' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.map((d: { path: string }) => d.path)).toEqual(['body.language']);
    const empty = await post('/profile/edit', cookie, { name: '   ' });
    expect(empty.statusCode).toBe(400);
  });

  it('changes the password after checking the old one and ends the other sessions', async () => {
    const user = await createUser(t.app.db);
    const cookie = await signIn(t.app, user);
    const otherDevice = await signIn(t.app, user);

    const wrong = await post('/profile/edit/password', cookie, {
      oldPassword: 'not-it',
      password: 'brand-new-pass',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('WRONG_PASSWORD');
    const short = await post('/profile/edit/password', cookie, {
      oldPassword: TEST_PASSWORD,
      password: 'short',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().code).toBe('VALIDATION_FAILED');

    const ok = await post('/profile/edit/password', cookie, {
      oldPassword: TEST_PASSWORD,
      password: 'brand-new-pass',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ id: user.id, hasPassword: true });
    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(await verifyPassword(row!.passwordHash, 'brand-new-pass')).toBe(true);
    const left = await t.app.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(left).toHaveLength(1);

    expect((await post('/profile/edit', otherDevice, { name: 'X' })).statusCode).toBe(401);
    expect((await post('/profile/edit', cookie, { name: 'Still here' })).statusCode).toBe(200);
  });

  it('rate-limits password checks per user', async () => {
    const user = await createUser(t.app.db);
    const cookie = await signIn(t.app, user);
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await post('/profile/edit/password', cookie, {
        oldPassword: 'guess',
        password: 'brand-new-pass',
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([400, 400, 400, 400, 400, 429]);
    // Another user is not affected.
    const other = await createUser(t.app.db);
    const res = await post('/profile/edit/password', await signIn(t.app, other), {
      oldPassword: 'guess',
      password: 'brand-new-pass',
    });
    expect(res.statusCode).toBe(400);
  });

  describe('profile picture', () => {
    const upload = (
      cookie: string,
      file: { filename: string; contentType: string; bytes: Buffer },
      field = 'file',
    ) => {
      const { payload, headers } = multipartFile(field, file);
      return t.app.inject({
        method: 'POST',
        url: '/api/v1/profile/edit/image-user',
        headers: { ...headers, cookie },
        payload,
      });
    };
    const png = (width: number, height: number) =>
      sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
        .png()
        .toBuffer();

    it('stores a 256×256 WebP under a random name, serves it and drops the previous one', async () => {
      const user = await createUser(t.app.db);
      const cookie = await signIn(t.app, user);
      const res = await upload(cookie, {
        filename: 'me.png',
        contentType: 'image/png',
        bytes: await png(640, 400),
      });
      expect(res.statusCode).toBe(200);
      const first = res.json().imageUrl as string;
      expect(first).toMatch(/^\/api\/v1\/uploads\/avatars\/[0-9a-f]{32}\.webp$/);

      const served = await t.app.inject({ method: 'GET', url: first });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toContain('immutable');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });

      const again = await upload(cookie, {
        filename: 'me.jpg',
        contentType: 'image/jpeg',
        bytes: await sharp(await png(300, 300))
          .jpeg()
          .toBuffer(),
      });
      expect(again.statusCode).toBe(200);
      expect(again.json().imageUrl).not.toBe(first);
      expect((await t.app.inject({ method: 'GET', url: again.json().imageUrl })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    });

    it('checks the content, not the name (400 UNSUPPORTED_MEDIA_TYPE)', async () => {
      const cookie = await signIn(t.app, await createUser(t.app.db));
      const res = await upload(cookie, {
        filename: 'cat.png',
        contentType: 'image/png',
        bytes: Buffer.from('<script>alert(1)</script> definitely a picture'),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
      const broken = Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        Buffer.alloc(64),
      ]);
      const res2 = await upload(cookie, { filename: 'x.png', contentType: 'image/png', bytes: broken });
      expect(res2.statusCode).toBe(400);
      expect(res2.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    });

    it('refuses files over 5 MB (413), a missing file (400) and a body that is not multipart (415)', async () => {
      const cookie = await signIn(t.app, await createUser(t.app.db));
      const big = Buffer.concat([await png(10, 10), Buffer.alloc(5 * 1024 * 1024)]);
      const res = await upload(cookie, { filename: 'big.png', contentType: 'image/png', bytes: big });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({
        code: 'PAYLOAD_TOO_LARGE',
        message: expect.stringContaining('larger than 5 MB'),
      });

      const wrongField = await upload(
        cookie,
        { filename: 'a.png', contentType: 'image/png', bytes: await png(10, 10) },
        'picture',
      );
      expect(wrongField.statusCode).toBe(400);
      expect(wrongField.json().details[0].path).toBe('body.file');

      const json = await post('/profile/edit/image-user', cookie, { file: 'x' });
      expect(json.statusCode).toBe(415);
      expect(json.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    });

    it('never serves a path outside the uploads folder', async () => {
      fs.writeFileSync(path.join(dataDir, 'secret.txt'), 'secret');
      for (const url of [
        '/api/v1/uploads/../secret.txt',
        '/api/v1/uploads/%2e%2e/secret.txt',
        '/api/v1/uploads/x',
      ]) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
      }
    });
  });

  describe('delete account', () => {
    it('checks the password, then deletes the user and the sessions', async () => {
      const owner = await createUser(t.app.db);
      const member = await createUser(t.app.db, { structure: owner.structureId, role: 'manager' });
      const cookie = await signIn(t.app, member);

      const wrong = await post('/profile/delete-account', cookie, { password: 'nope' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().code).toBe('WRONG_PASSWORD');

      const res = await post('/profile/delete-account', cookie, { password: TEST_PASSWORD });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
      expect(res.cookies.find((c) => c.name === 'gl_session')?.value).toBe('');
      expect(await t.app.db.select().from(users).where(eq(users.id, member.id))).toHaveLength(0);
      expect(await t.app.db.select().from(sessions).where(eq(sessions.userId, member.id))).toHaveLength(0);
      expect((await post('/profile/edit', cookie, { name: 'ghost' })).statusCode).toBe(401);
    });

    it('refuses the last administrator of a company with other users (409)', async () => {
      const admin = await createUser(t.app.db);
      await createUser(t.app.db, { structure: admin.structureId, role: 'waiter' });
      const cookie = await signIn(t.app, admin);
      const res = await post('/profile/delete-account', cookie, { password: TEST_PASSWORD });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'CONFLICT',
        message: expect.stringContaining('last administrator'),
      });

      await createUser(t.app.db, { structure: admin.structureId, role: 'administrator' });
      const ok = await post('/profile/delete-account', cookie, { password: TEST_PASSWORD });
      expect(ok.statusCode).toBe(200);
      const [company] = await t.app.db.select().from(structures).where(eq(structures.id, admin.structureId!));
      expect(company).toBeDefined();
    });

    it('deletes a company with its last user; an account without a password needs none', async () => {
      const solo = await createUser(t.app.db, { password: null });
      const res = await post('/profile/delete-account', await signIn(t.app, solo), {});
      expect(res.statusCode).toBe(200);
      expect(
        await t.app.db.select().from(structures).where(eq(structures.id, solo.structureId!)),
      ).toHaveLength(0);
    });
  });
});
