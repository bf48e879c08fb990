import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from './test/app';

describe('API core', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers health with the database engine', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: process.env.TEST_DATABASE_URL ? 'pg' : 'pglite' });
    expect(res.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
  });

  it('answers unknown routes with 404 ROUTE_NOT_FOUND', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, code: 'ROUTE_NOT_FOUND' });
  });

  it('sets security headers on every answer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    const page = await t.app.inject({ method: 'GET', url: '/user/app/' });
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('keeps a request id given by the caller', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { 'x-request-id': 'trace-12345678' },
    });
    expect(res.headers['x-request-id']).toBe('trace-12345678');
  });

  it('publishes the OpenAPI document and the reference page', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    expect(Object.keys(doc.json().paths)).toContain('/api/v1/health');
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });
});

describe('error shape', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('hides internals of a 500 and validates bodies with field paths', async () => {
    const { buildApp } = await import('./app');
    const app = await buildApp({ config: t.config, database: t.database, serveWeb: false });
    app.post(
      '/api/v1/test/echo',
      {
        config: { access: 'public' },
        schema: { body: z.object({ email: z.email(), profile: z.object({ age: z.number().int() }) }) },
      },
      async () => ({ ok: true }),
    );
    app.get('/api/v1/test/boom', { config: { access: 'public' } }, async () => {
      throw new Error('secret connection string postgres://user:pw@db');
    });
    await app.ready();

    const bad = await app.inject({
      method: 'POST',
      url: '/api/v1/test/echo',
      payload: { email: 'nope', profile: { age: 'x' } },
    });
    expect(bad.statusCode).toBe(400);
    const body = bad.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.details.map((d: { path: string }) => d.path).sort()).toEqual([
      'body.email',
      'body.profile.age',
    ]);

    const boom = await app.inject({ method: 'GET', url: '/api/v1/test/boom' });
    expect(boom.statusCode).toBe(500);
    expect(boom.json()).toEqual({
      statusCode: 500,
      code: 'INTERNAL_ERROR',
      message: 'Something went wrong on our side',
    });
    expect(boom.body).not.toContain('postgres://');
    expect(boom.body).not.toContain('stack');

    const malformed = await app.inject({
      method: 'POST',
      url: '/api/v1/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('VALIDATION_FAILED');
    await app.close();
  });

  it('refuses to boot a route that declares no access rule', async () => {
    const { buildApp } = await import('./app');
    const app = await buildApp({ config: t.config, database: t.database, serveWeb: false });
    expect(() => app.get('/api/v1/test/open', async () => ({}))).toThrow(/deny by default/);
    await app.close();
  });
});
