import { isShortRouteTarget, ZShortRoute } from '@guestloop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { newCompany, paths } from '../structure/structure.test-support';

describe('short routes', () => {
  let t: TestApp;
  const resolve = (slug: string) => t.app.inject({ method: 'GET', url: `/api/v1/public/${slug}/short` });
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('accepts /user/ paths and public http(s) URLs only', () => {
    for (const ok of [
      '/user/online-menu/cafe',
      '/user/p/survey/x?lang=de#top',
      'https://example.com/a?b=c',
    ]) {
      expect(isShortRouteTarget(ok), ok).toBe(true);
    }
    for (const bad of [
      'javascript:alert(1)',
      'http://192.168.1.10/admin',
      'http://localhost:3000/',
      '//evil.example/x',
      'ftp://example.com/file',
      '/api/v1/profile',
      '/user//evil.example',
      '/user/../api/v1/profile',
      '/user/a\\b',
      '/user/a b',
      'data:text/html,<script>',
    ]) {
      expect(isShortRouteTarget(bad), bad).toBe(false);
    }
  });

  it('creates, lists, resolves and deletes short routes', async () => {
    const a = await newCompany(t);
    const b = await newCompany(t);
    const made = await a.api.post('/manager/short-route', { target: '/user/online-menu/linden-cafe' });
    expect(made.statusCode).toBe(200);
    const route = ZShortRoute.parse(made.json());
    expect(route.slug).toMatch(/^[a-z2-9]{7}$/);
    expect(route.data).toEqual({ path: '/user/online-menu/linden-cafe' });

    const chosen = await a.api.post('/manager/short-route', {
      slug: 'menu',
      target: 'https://example.com/menu',
    });
    expect(chosen.json()).toEqual({ slug: 'menu', data: { path: 'https://example.com/menu' } });
    const taken = await b.api.post('/manager/short-route', { slug: 'menu', target: '/user/x' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'CONFLICT',
      details: { reason: 'slug-taken', path: 'body.slug' },
    });

    const resolved = await resolve('menu');
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json()).toEqual({ slug: 'menu', data: { path: 'https://example.com/menu' } });
    expect((await resolve('nothing')).statusCode).toBe(404);

    const list = (await a.api.get('/manager/short-routes')).json().items;
    expect(list.map((r: { slug: string }) => r.slug).sort()).toEqual([route.slug, 'menu'].sort());
    expect((await b.api.get('/manager/short-routes')).json().items).toEqual([]);

    expect((await b.api.del('/manager/short-route/menu')).statusCode).toBe(404);
    expect((await a.api.del('/manager/short-route/menu')).json()).toEqual({ ok: true });
    expect((await resolve('menu')).statusCode).toBe(404);
    expect((await a.api.del('/manager/short-route/menu')).statusCode).toBe(404);
  });

  it('refuses unsafe targets and bad slugs with the field paths', async () => {
    const { api } = await newCompany(t);
    for (const target of ['javascript:alert(1)', 'http://10.0.0.1/', 'http://[::1]/', '/api/v1/x', '']) {
      const res = await api.post('/manager/short-route', { target });
      expect(res.statusCode, target).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      expect(paths(res)).toEqual(['body.target']);
    }
    const slug = await api.post('/manager/short-route', { slug: 'Bad Slug', target: '/user/x' });
    expect(paths(slug)).toEqual(['body.slug']);
    const waiter = await (await newCompany(t)).member('waiter');
    expect((await waiter.api.post('/manager/short-route', { target: '/user/x' })).statusCode).toBe(403);
  });
});
