import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { type CompanyA, seedCompanyA } from '../../test/fixtures';
import { newCompanyB } from '../../test/fixtures-attackers';
import { filesOf, rowsOfCompany } from '../../test/tenant-data';
import { createUser, signIn } from '../../test/users';
import { api } from '../users/staff.test-support';

/** Every (table, column) of the database that could hold a company's id, found from information_schema. */
async function columnsHoldingIds(t: TestApp) {
  const result = (await t.app.db.execute(sql`
    select table_name, column_name, data_type from information_schema.columns
    where table_schema = 'public' and data_type in ('uuid', 'text', 'character varying', 'jsonb')`)) as unknown as {
    rows: { table_name: string; column_name: string; data_type: string }[];
  };
  return result.rows;
}

/** `table.column` of every row that still names the id anywhere (a jsonb value: anywhere inside). */
async function rowsNaming(t: TestApp, id: string): Promise<string[]> {
  const found: string[] = [];
  for (const { table_name, column_name } of await columnsHoldingIds(t)) {
    const column = sql.identifier(column_name);
    const result = (await t.app.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table_name)} where ${column}::text like ${`%${id}%`}`,
    )) as unknown as { rows: { n: number }[] };
    if ((result.rows[0]?.n ?? 0) > 0) found.push(`${table_name}.${column_name}`);
  }
  return found;
}

async function storedFiles(t: TestApp, keys: readonly string[]) {
  const present = await Promise.all(
    keys.map(async (key) => {
      const file = await t.app.providers.storage.read?.(key);
      file?.stream.destroy();
      return file ? key : null;
    }),
  );
  return present.filter((key) => key !== null);
}

describe('super admin: deleting a company', () => {
  let t: TestApp;
  let a: CompanyA;
  let superAdmin: string;
  let http: ReturnType<typeof api>;
  beforeAll(async () => {
    t = await createTestApp();
    http = api(t.app);
    a = await seedCompanyA(t);
    superAdmin = await signIn(t.app, await createUser(t.app.db, { structure: null, isSuperAdmin: true }));
  });
  afterAll(() => t?.close());

  it('removes every row and stored file of the company and nothing of another', {
    timeout: 120_000,
  }, async () => {
    const b = await newCompanyB(t);
    const bStructureId = (await http.get('/structure', b.cookie)).json().id as string;
    const bBefore = await rowsOfCompany(t.app.db, bStructureId);
    const bFiles = await storedFiles(t, filesOf(t.app.providers.storage, bBefore.rows));
    expect(a.files.length).toBeGreaterThan(0);
    expect(await storedFiles(t, a.files)).toEqual(a.files);
    expect((await rowsNaming(t, a.structureId)).length).toBeGreaterThan(10);

    // A super administrator working in the company is sent home, not deleted with it.
    const takeOver = await http.post('/super-admin/take-over-structure', superAdmin, {
      structureId: a.structureId,
      reason: 'Closing the account on request',
    });
    expect(takeOver.statusCode).toBe(200);

    const deleted = await http.del(`/super-admin/structure/${a.structureId}`, superAdmin);
    expect(deleted.json()).toEqual({ ok: true });
    expect(await rowsNaming(t, a.structureId)).toEqual([]);
    expect(await storedFiles(t, a.files)).toEqual([]);
    expect((await http.get('/super-admin/take-over', superAdmin)).json()).toEqual({ takeover: null });
    expect((await http.get('/structure', superAdmin)).statusCode).toBe(403);

    const bAfter = await rowsOfCompany(t.app.db, bStructureId);
    expect(bAfter.rows).toEqual(bBefore.rows);
    expect(await storedFiles(t, bFiles)).toEqual(bFiles);
    expect((await http.get('/structure', b.cookie)).statusCode).toBe(200);

    const again = await http.del(`/super-admin/structure/${a.structureId}`, superAdmin);
    expect(again.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
  });

  it("refuses to delete a super administrator's own company", async () => {
    const owner = await createUser(t.app.db, { isSuperAdmin: true });
    const res = await http.del(`/super-admin/structure/${owner.structureId}`, superAdmin);
    expect(res.json()).toMatchObject({ statusCode: 409, details: { reason: 'super-admin-member' } });
  });
});
