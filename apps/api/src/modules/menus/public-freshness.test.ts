import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createDatabase, type Database } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/app';
import { newCompany } from '../structure/structure.test-support';
import { makeMenu } from './menus.test-support';

const serverUrl = process.env.TEST_DATABASE_URL;

/**
 * Two API instances with their own connection pools and their own caches on one PostgreSQL
 * database, as two processes behind a load balancer: an edit through A is served by B on the
 * next load. PGlite lives inside one process, so there is no second process to ask there.
 */
describe.skipIf(!serverUrl)('public menu freshness across processes (PostgreSQL only)', () => {
  let a: TestApp;
  let bDatabase: Database;
  let b: FastifyInstance;

  beforeAll(async () => {
    a = await createTestApp();
    const result = await a.database.db.execute(sql`select current_database() as name`);
    const name = (result as unknown as { rows: { name: string }[] }).rows[0]!.name;
    const url = new URL(serverUrl as string);
    url.pathname = `/${name}`;
    bDatabase = await createDatabase({ url: url.toString(), poolSize: 2 });
    b = await buildApp({ config: a.config, database: bDatabase, serveWeb: false });
    await b.ready();
  });
  afterAll(async () => {
    await b?.close();
    await bDatabase?.close();
    await a?.close();
  });

  const load = (slug: string) =>
    b.inject({
      method: 'GET',
      url: `/api/v1/online-menu/public/${slug}`,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });

  it('serves a price edited through A on the next load through B, and 404 once A switches it off', async () => {
    const company = await newCompany(a);
    const { slug, base, item } = await makeMenu(company.api);
    await company.api.post(`${base}/active`, { isActive: true });

    const plain = () => b.inject({ method: 'GET', url: `/api/v1/online-menu/public/${slug}` });
    expect((await plain()).json().categories[0].items[0].price).toBe(390);
    const cached = await load(slug);
    expect(cached.headers['content-encoding']).toBe('br');

    await company.api.post(`${base}/item/${item.id}`, { price: 425 });
    const next = await plain();
    expect(next.json().categories[0].items[0].price).toBe(425);
    expect(next.headers.etag).not.toBe(cached.headers.etag);

    await company.api.post(`${base}/active`, { isActive: false });
    const gone = await plain();
    expect(gone.statusCode).toBe(404);
    expect(gone.json().code).toBe('NOT_FOUND');
  });
});

describe.skipIf(serverUrl)('public menu freshness across processes', () => {
  it.skip('needs TEST_DATABASE_URL (PostgreSQL): PGlite lives inside one process', () => {});
});
