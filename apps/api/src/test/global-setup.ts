import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../db/client';
import { migrationsFolder, runMigrations } from '../db/migrate';
import { adminQuery } from './postgres-admin';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a migrated embedded database; each test file starts its own copy from it. */
    pgliteTemplate: string | null;
    /** A migrated PostgreSQL database that each test file's database is created from. */
    postgresTemplate: string | null;
  }
}

/**
 * Migrates one database for the whole run, so a test file copies a ready schema instead of
 * creating an engine and replaying every migration (the embedded engine's first start alone
 * takes seconds, and the number of test files grows with every module).
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = await createPostgresTemplate(serverUrl);
    project.provide('postgresTemplate', template.name);
    project.provide('pgliteTemplate', null);
    return template.drop;
  }
  const file = await dumpMigratedPglite();
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', null);
  return async () => fs.rmSync(file, { force: true });
}

async function dumpMigratedPglite(): Promise<string> {
  const client = await PGlite.create('memory://');
  await migrate(drizzle(client), { migrationsFolder: migrationsFolder() });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = path.join(os.tmpdir(), `guestloop-test-template-${process.pid}-${Date.now()}.tar`);
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return file;
}

async function createPostgresTemplate(serverUrl: string) {
  const name = `gl_template_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await createDatabase({ url: url.toString(), poolSize: 1 });
  await runMigrations(database);
  // A template may have no open connections while a copy of it is made.
  await database.close();
  return { name, drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`) };
}
