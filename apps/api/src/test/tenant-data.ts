import { createHash } from 'node:crypto';
import { getTableColumns, getTableName, inArray, is, or, type SQL, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import * as schema from '../db/schema';
import { type StorageProvider, storageKeyFromUrl } from '../providers/storage';
import type { TestApp } from './app';
import { SCHEMA_CHANGED } from './table-writes';

/**
 * A company's data, found from the Drizzle schema so that a new table is covered the day it is
 * added: a company table has a foreign key to `structures`, or a required one to a company table.
 * A company's rows are its `structures` row and every row of a company table pointing at one of
 * its rows. Tables that hold no company's data are listed below; any other table is shared by
 * every company (super administrators change those) and is checksummed whole. Background jobs
 * come and go with many calls (a mail queued to anyone); what a job does shows in the tables it
 * changes when it runs.
 */
const NOT_COMPANY_DATA = new Set(['rate_limits', 'client_logs', 'missing_translations', 'jobs']);

type Row = Record<string, unknown>;
export type IdsByTable = Record<string, string[]>;

const tables = (Object.values(schema) as unknown[]).filter((v): v is PgTable => is(v, PgTable));
const links = (table: PgTable) =>
  getTableConfig(table).foreignKeys.map((fk) => {
    const ref = fk.reference();
    const column = ref.columns[0]!;
    return { column, target: getTableName(ref.foreignTable), required: column.notNull };
  });

export const COMPANY_TABLES = new Set(['structures']);
for (let grew = true; grew; ) {
  grew = false;
  for (const table of tables) {
    const name = getTableName(table);
    if (COMPANY_TABLES.has(name)) continue;
    if (links(table).some((l) => l.target === 'structures' || (l.required && COMPANY_TABLES.has(l.target)))) {
      COMPANY_TABLES.add(name);
      grew = true;
    }
  }
}

/** Rows of a company table that are, or point at, one of the given rows. */
function scopeOf(table: PgTable, ids: IdsByTable): SQL | undefined {
  const { id } = getTableColumns(table) as { id?: Parameters<typeof inArray>[0] };
  const own = ids[getTableName(table)];
  const conditions = [
    ...(id && own?.length ? [inArray(id, own)] : []),
    ...links(table)
      .filter((l) => ids[l.target]?.length)
      .map((l) => inArray(l.column, ids[l.target]!)),
  ];
  return conditions.length > 0 ? or(...conditions) : undefined;
}

/** Every row of a company, by table, and the ids of those rows. */
export async function rowsOfCompany(db: Db, structureId: string) {
  const ids: IdsByTable = { structures: [structureId] };
  const rows: Record<string, Row[]> = {};
  for (let grew = true; grew; ) {
    grew = false;
    for (const table of tables) {
      const name = getTableName(table);
      const where = COMPANY_TABLES.has(name) ? scopeOf(table, ids) : undefined;
      if (!where) continue;
      const found = (await db.select().from(table).where(where)) as Row[];
      if (found.length === rows[name]?.length) continue;
      rows[name] = found;
      if ('id' in getTableColumns(table)) ids[name] = found.map((r) => String(r.id));
      grew = true;
    }
  }
  return { rows, ids };
}

/** Every text inside a value (jsonb settings included). */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value === null || typeof value !== 'object' || value instanceof Date) return [];
  return Object.values(value).flatMap(textsOf);
}

/**
 * What no other company may ever be answered: the company's ids, any text naming one (file
 * keys), any text with `mark` in it (the fixtures put it in every name, address and e-mail), and
 * long unspaced texts (hashes, tokens, file URLs).
 */
export function secretsOf(rows: Record<string, Row[]>, ids: IdsByTable, mark: RegExp): string[] {
  // Serial numbers (live events) are no secret: "2" is in every answer. Their rows' texts still count.
  const allIds = Object.values(ids)
    .flat()
    .filter((id) => !/^\d+$/.test(id));
  const texts = Object.values(rows).flatMap((list) => list.flatMap(textsOf));
  const secret = (s: string) =>
    mark.test(s) || allIds.some((id) => s.includes(id)) || (s.length >= 32 && !/\s/.test(s));
  return [...new Set([...allIds, ...texts.filter(secret)])];
}

const digest = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

/** The stored files a company's rows name (its images, avatars, pictures in settings). */
export function filesOf(storage: StorageProvider, rows: Record<string, Row[]>): string[] {
  const texts = Object.values(rows).flatMap((list) => list.flatMap(textsOf));
  return [...new Set(texts.map((text) => storageKeyFromUrl(storage, text)).filter(Boolean))] as string[];
}

/** Tables to hash: all of them, or only those written (see table-writes.ts). */
export type Only = ReadonlySet<string> | undefined;

/**
 * Row count and hash, per table, of the rows `ids` scope and of every shared table whole: one
 * statement for every table, hashed by the database, because the tenancy tests take it after
 * each of thousands of calls.
 */
async function tableSums(db: Db, ids: IdsByTable, only: Only) {
  const parts: SQL[] = [];
  const all = !only || only.has(SCHEMA_CHANGED);
  for (const table of tables) {
    const name = getTableName(table);
    if (NOT_COMPANY_DATA.has(name) || !(all || only.has(name))) continue;
    const where = COMPANY_TABLES.has(name) ? scopeOf(table, ids) : undefined;
    if (COMPANY_TABLES.has(name) && !where) continue;
    const rows = sql`select * from ${table}${where ? sql` where ${where}` : sql``}`;
    parts.push(
      sql`select ${name}::text as name, count(*)::int as count,
        coalesce(md5(string_agg(gl_row::text, E'\n' order by gl_row::text collate "C")), '') as hash
        from (${rows}) as gl_row`,
    );
  }
  if (parts.length === 0) return {};
  const found = (await db.execute(sql.join(parts, sql` union all `))) as unknown as {
    rows: { name: string; count: number; hash: string }[];
  };
  return Object.fromEntries(found.rows.map((row) => [row.name, `${row.count} rows ${row.hash}`]));
}

/**
 * Row count and hash, per table, of the company's rows as the ids found at seeding point at
 * them (so a row added to, moved into or out of the company shows), of every shared table, and
 * of whether the company's stored files are still there (the files its rows named at seeding:
 * a row that comes to name another file changes that row's hash). With `only`, the tables
 * written since the last checksum: the others are as they were.
 */
export async function checksumOf(
  t: TestApp,
  company: { ids: IdsByTable; files: readonly string[] },
  only?: Only,
): Promise<Record<string, string>> {
  const sums = await tableSums(t.app.db, company.ids, only);
  const storage = t.app.providers.storage;
  const present = await Promise.all(
    company.files.map(async (key) => {
      const file = await storage.read?.(key);
      file?.stream.destroy();
      return `${key}:${Boolean(file)}`;
    }),
  );
  sums.files = `${company.files.length} files ${digest(present.sort())}`;
  return sums;
}
