import { ZApiError } from '@guestloop/contracts';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../test/app';
import { errorsPlugin } from './errors';
import { createSerializerCompiler } from './serializer';

/**
 * The error handler's safety net for values the contracts let through: whatever the database
 * refuses as a data exception (SQLSTATE class 22) is the caller's bad input, a 400 that tells
 * nothing of the query, on the embedded engine and on PostgreSQL alike.
 */

const QUERIES: Record<string, (db: TestApp['app']['db']) => Promise<unknown>> = {
  'nul-in-text': (db) => db.execute(sql`select ${'secret\u0000value'}::text`),
  'nul-in-json': (db) => db.execute(sql`select ${JSON.stringify({ a: 'secret\u0000value' })}::jsonb`),
  'lone-surrogate-in-json': (db) =>
    db.execute(sql`select ${JSON.stringify({ a: 'secret\uD800value' })}::jsonb`),
  'out-of-range': (db) => db.execute(sql`select ${'99999999999'}::int`),
  'not-a-uuid': (db) => db.execute(sql`select ${'secret-value'}::uuid`),
  'too-long': (db) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`create temporary table short_text (v varchar(3)) on commit drop`);
      await tx.execute(sql`insert into short_text values (${'secret-value'})`);
    }),
  'not-a-data-error': (db) => db.execute(sql`select secret_value from nowhere`),
};

describe('errors: database data exceptions are bad input', () => {
  let t: TestApp;
  let app: FastifyInstance;

  beforeAll(async () => {
    t = await createTestApp();
    app = Fastify();
    app.setSerializerCompiler(createSerializerCompiler({ strict: true }));
    await app.register(errorsPlugin);
    const response = { 200: z.object({ ok: z.boolean() }), 400: ZApiError, 500: ZApiError };
    app.get<{ Params: { name: string } }>('/query/:name', { schema: { response } }, async (request) => {
      await QUERIES[request.params.name]!(t.app.db);
      return { ok: true };
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
  });

  it.each(['nul-in-text', 'nul-in-json', 'lone-surrogate-in-json', 'out-of-range', 'not-a-uuid', 'too-long'])(
    'answers %s with 400 VALIDATION_FAILED and nothing of the query',
    async (name) => {
      const res = await app.inject({ method: 'GET', url: `/query/${name}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'A value in the request cannot be stored',
      });
      expect(res.body).not.toMatch(/secret|select|insert|query|short_text/i);
    },
  );

  it('keeps other database errors a 500 that tells nothing', async () => {
    const res = await app.inject({ method: 'GET', url: '/query/not-a-data-error' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      statusCode: 500,
      code: 'INTERNAL_ERROR',
      message: 'Something went wrong on our side',
    });
  });
});

describe('errors: a path that cannot be decoded', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it("is a 400 VALIDATION_FAILED in the product's error shape", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/online-menu/public/%ED%A0%80' });
    expect(res.statusCode).toBe(400);
    expect(ZApiError.parse(res.json())).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
  });
});
