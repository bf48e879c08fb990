import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { type BuildAppOptions, buildApp } from '../app';
import { type Config, testConfig } from '../config';
import { createDatabase, type Database } from '../db/client';
import { runMigrations } from '../db/migrate';
import { embeddedTestDatabase } from './embedded-database';
import { adminQuery } from './postgres-admin';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** The PostgreSQL database's address (TEST_DATABASE_URL runs only), for a second process. */
  databaseUrl: string | null;
  close(): Promise<void>;
}

/**
 * A fresh, migrated database and app for one test file: the worker's in-memory PGlite, emptied
 * (embedded-database.ts), or a new database on the PostgreSQL server named by TEST_DATABASE_URL,
 * copied from the run's migrated template and dropped on close (see global-setup.ts).
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  options: Omit<BuildAppOptions, 'config' | 'database'> = {},
): Promise<TestApp> {
  const config = testConfig(overrides);
  const serverUrl = process.env.TEST_DATABASE_URL;
  let dropDatabase = async () => {};
  let database: Database;
  let databaseUrl: string | null = null;
  if (serverUrl) {
    const name = `gl_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
    const template = inject('postgresTemplate');
    await adminQuery(serverUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
    // A test database is dropped at the end of its file: waiting for each commit to reach the
    // disk buys nothing, and took a good part of the PostgreSQL run's time.
    await adminQuery(serverUrl, `alter database ${name} set synchronous_commit = off`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    database = await createDatabase({ url: databaseUrl, poolSize: 5 });
    dropDatabase = () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
  } else {
    database = await embeddedTestDatabase();
  }
  await runMigrations(database);
  const app = await buildApp({ config, database, serveWeb: false, ...options });
  await app.ready();
  return {
    app,
    database,
    config,
    databaseUrl,
    close: async () => {
      await app.close();
      await database.close();
      await dropDatabase();
    },
  };
}

/**
 * Another API process on the same PostgreSQL database as `t` (its own pool and LISTEN
 * connection), e.g. a guest on one process and the staff board on another.
 */
export async function createSecondProcess(t: TestApp) {
  if (!t.databaseUrl) throw new Error('a second process needs TEST_DATABASE_URL');
  const database = await createDatabase({ url: t.databaseUrl, poolSize: 3 });
  const app = await buildApp({ config: t.config, database, serveWeb: false });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** Reads the session cookie a sign-in set, for the next inject() call. */
export function sessionCookie(response: { cookies: { name: string; value: string }[] }): string {
  const found = response.cookies.find((c) => c.name === 'gl_session');
  if (!found) throw new Error('no session cookie was set');
  return `gl_session=${found.value}`;
}
