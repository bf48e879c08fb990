import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Database } from './client';

/**
 * Migrations live beside this file in the sources and beside the bundle in dist/;
 * the first folder that exists wins.
 */
export function migrationsFolder(): string {
  const candidates = ['./migrations', './db/migrations', '../src/db/migrations'].map((p) =>
    fileURLToPath(new URL(p, import.meta.url)),
  );
  const found = candidates.find((p) => fs.existsSync(`${p}/meta/_journal.json`));
  if (!found) throw new Error(`Database migrations not found (looked in ${candidates.join(', ')})`);
  return found;
}

/** Applies every pending migration; safe to run on each start. */
export function runMigrations(database: Database): Promise<void> {
  return database.migrate(migrationsFolder());
}
