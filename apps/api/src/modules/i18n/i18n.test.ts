import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { missingTranslations, translationOverrides } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createUser, signIn } from '../../test/users';

describe('i18n', () => {
  let t: TestApp;
  let manager: string;
  let waiter: string;
  let superAdmin: string;
  beforeAll(async () => {
    t = await createTestApp();
    const admin = await createUser(t.app.db);
    manager = await signIn(
      t.app,
      await createUser(t.app.db, { structure: admin.structureId, role: 'manager' }),
    );
    superAdmin = await signIn(t.app, await createUser(t.app.db, { structure: null, isSuperAdmin: true }));
    waiter = await signIn(
      t.app,
      await createUser(t.app.db, { structure: admin.structureId, role: 'waiter' }),
    );
  });
  afterAll(() => t.close());

  const pack = (lang: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/v1/translation/${lang}`, headers });
  const updateTrans = (cookie: string | undefined, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/update-trans',
      headers: cookie ? { cookie } : {},
      payload,
    });

  it('serves every namespace of a language with an entity tag', async () => {
    const res = await pack('uk');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.etag).toMatch(/^"uk-[\w-]+"$/);
    const body = res.json();
    expect(body.errors.RATE_LIMITED).toBe('Забагато спроб. Зачекайте хвилину та спробуйте ще раз.');
    expect(Object.keys(body)).toEqual(Object.keys((await pack('en')).json()));
  });

  it('answers 304 when the pack did not change', async () => {
    const first = await pack('fr');
    const again = await pack('fr', { 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
    expect((await pack('fr', { 'if-none-match': '"stale"' })).statusCode).toBe(200);
  });

  it('serves only the namespaces named in ?ns=, with their own entity tag', async () => {
    const guest = await t.app.inject({
      method: 'GET',
      url: '/api/v1/translation/de?ns=guest-menu,common,errors,no-such-namespace',
    });
    expect(guest.statusCode).toBe(200);
    expect(Object.keys(guest.json())).toEqual(['common', 'errors', 'guest-menu']);
    expect(guest.headers.etag).not.toBe((await pack('de')).headers.etag);
    const bad = await t.app.inject({ method: 'GET', url: '/api/v1/translation/de?ns=a;b' });
    expect(bad.json().code).toBe('VALIDATION_FAILED');
  });

  it('keeps the mail texts on the server: no mail namespace in what the web app downloads', async () => {
    expect(Object.keys((await pack('ar')).json())).not.toContain('mail');
    const asked = await t.app.inject({ method: 'GET', url: '/api/v1/translation/ar?ns=mail,common' });
    expect(Object.keys(asked.json())).toEqual(['common']);
    const correction = await updateTrans(superAdmin, {
      language: 'ar',
      key: 'mail:reset.subject',
      value: 'x',
    });
    expect(correction.statusCode).toBe(404);
  });

  it('compresses the pack when the client accepts it', async () => {
    const plain = await pack('it');
    const br = await pack('it', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await pack('it', { 'accept-encoding': 'gzip' });
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(gz.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });

  it('answers 404 for a language it does not have', async () => {
    const res = await pack('xx');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });

  it('lets only a super administrator correct a shipped string (they apply to every company)', async () => {
    const body = { language: 'de', key: 'errors:RATE_LIMITED', value: 'Bitte kurz warten.' };
    expect((await updateTrans(undefined, body)).statusCode).toBe(401);
    expect((await updateTrans(waiter, body)).statusCode).toBe(403);
    const forbidden = await updateTrans(manager, body);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().code).toBe('FORBIDDEN');
    expect(await t.app.db.select().from(translationOverrides)).toHaveLength(0);
  });

  it('applies a correction to the pack at once and changes the entity tag', async () => {
    const before = await pack('de');
    const res = await updateTrans(superAdmin, {
      language: 'de',
      key: 'errors:RATE_LIMITED',
      value: 'Bitte kurz warten.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      language: 'de',
      key: 'errors:RATE_LIMITED',
      value: 'Bitte kurz warten.',
    });

    const after = await pack('de', { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json().errors.RATE_LIMITED).toBe('Bitte kurz warten.');
    expect(after.json().errors.NOT_FOUND).toBe(before.json().errors.NOT_FOUND);
    expect((await pack('en')).json().errors.RATE_LIMITED).toBe(
      'Too many attempts. Wait a minute and try again.',
    );

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/translation/de/overrides',
      headers: { cookie: superAdmin },
    });
    expect(list.json().items).toEqual([expect.objectContaining({ key: 'errors:RATE_LIMITED' })]);
  });

  it('never serves a stale pack after another process changed a correction', async () => {
    const cached = await pack('it');
    // Another API process writes straight to the shared database; this one's cache was not told.
    await t.app.db
      .insert(translationOverrides)
      .values({ language: 'it', key: 'errors:NOT_FOUND', value: 'Non trovato.' });
    const fresh = await pack('it', { 'if-none-match': cached.headers.etag as string });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().errors.NOT_FOUND).toBe('Non trovato.');
    await t.app.db
      .update(translationOverrides)
      .set({ value: 'Niente.', updatedAt: new Date(Date.now() + 1000) })
      .where(eq(translationOverrides.language, 'it'));
    expect((await pack('it')).json().errors.NOT_FOUND).toBe('Niente.');
  });

  it('refuses unknown keys and malformed ones', async () => {
    const unknown = await updateTrans(superAdmin, { language: 'de', key: 'errors:NO_SUCH_CODE', value: 'x' });
    expect(unknown.statusCode).toBe(404);
    const notLeaf = await updateTrans(superAdmin, {
      language: 'de',
      key: 'errors:RATE_LIMITED.deeper',
      value: 'x',
    });
    expect(notLeaf.statusCode).toBe(404);
    const malformed = await updateTrans(superAdmin, { language: 'de', key: 'no namespace', value: 'x' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().details[0].path).toBe('body.key');
  });

  it('records keys the web app did not find, counting repeats', async () => {
    const report = (payload: object) => t.app.inject({ method: 'POST', url: '/api/v1/add-trans', payload });
    expect(
      (await report({ language: 'pl', keys: ['menu:cart.title', 'menu:cart.title', 'menu:x'] })).statusCode,
    ).toBe(204);
    expect((await report({ language: 'pl', keys: ['menu:cart.title'] })).statusCode).toBe(204);
    const rows = await t.app.db
      .select({ key: missingTranslations.key, count: missingTranslations.count })
      .from(missingTranslations)
      .where(eq(missingTranslations.language, 'pl'));
    expect(rows.sort((a, b) => a.key.localeCompare(b.key))).toEqual([
      { key: 'menu:cart.title', count: 2 },
      { key: 'menu:x', count: 1 },
    ]);

    expect(
      (await report({ language: 'pl', keys: Array.from({ length: 51 }, (_, i) => `k${i}`) })).statusCode,
    ).toBe(400);
    expect((await report({ language: 'pl', keys: ['x'.repeat(201)] })).statusCode).toBe(400);
    expect((await report({ language: 'xx', keys: ['a'] })).statusCode).toBe(400);
  });
});
