import { ZTableGroups, ZTableQrList } from '@guestloop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onlineMenus } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { type Api, createRoot, newCompany, paths } from '../structure/structure.test-support';

const unknownId = '00000000-0000-4000-8000-000000000000';

async function insertMenu(t: TestApp, structureId: string, slug: string, isActive = true) {
  await t.app.db
    .insert(onlineMenus)
    .values({ structureId, slug, title: 'Menu', language: 'en', currency: 'EUR', isActive });
}

/** A location with "Hall" (tables 1, 2) and "Terrace" (T1); returns the ids. */
async function setUp(api: Api, slug = 'old-town') {
  const location = await createRoot(api, 'Old Town', { slug });
  const base = `/horeca/groups/${location}`;
  const hall = (await api.post(`${base}/create`, { name: 'Hall' })).json();
  const terrace = (await api.post(`${base}/create`, { name: 'Terrace' })).json();
  const one = (await api.post(`${base}/table-create`, { groupId: hall.id, name: '1', seats: 4 })).json();
  const two = (await api.post(`${base}/table-create`, { groupId: hall.id, name: '2' })).json();
  const t1 = (await api.post(`${base}/table-create`, { groupId: terrace.id, name: 'T1' })).json();
  return { location, base, hall, terrace, one, two, t1 };
}

describe('tables', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('creates groups and tables with slugs made from the name, listed by position', async () => {
    const { api } = await newCompany(t);
    const { base, hall, one, two } = await setUp(api);
    expect(hall).toMatchObject({ name: 'Hall', slug: 'hall', position: 0, tables: [] });
    expect(one).toMatchObject({ name: '1', slug: '1', seats: 4, position: 0, groupId: hall.id });
    expect(two).toMatchObject({ slug: '2', seats: null, position: 1 });

    const again = await api.post(`${base}/create`, { name: 'Hall' });
    expect(again.json()).toMatchObject({ slug: 'hall-2', position: 2 });
    const taken = await api.post(`${base}/create`, { name: 'Other', slug: 'hall' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'CONFLICT',
      details: { reason: 'slug-taken', path: 'body.slug' },
    });
    const tableTaken = await api.post(`${base}/table-create`, { groupId: hall.id, name: 'x', slug: '1' });
    expect(tableTaken.statusCode).toBe(409);

    const list = await api.get(base);
    expect(list.statusCode).toBe(200);
    const body = ZTableGroups.parse(list.json());
    expect(body.location.slug).toBe('old-town');
    expect(body.groups.map((g) => g.name)).toEqual(['Hall', 'Terrace', 'Hall']);
    expect(body.groups[0]!.tables.map((x) => x.slug)).toEqual(['1', '2']);
  });

  it('refuses bad input with the paths of the fields', async () => {
    const { api } = await newCompany(t);
    const { base, hall } = await setUp(api);
    const bad = await api.post(`${base}/table-create`, { groupId: 'nope', name: '', seats: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_FAILED');
    expect(paths(bad).sort()).toEqual(['body.groupId', 'body.name', 'body.seats']);
    const badGroup = await api.post(`${base}/create`, { name: ' ', slug: 'Not A Slug' });
    expect(paths(badGroup).sort()).toEqual(['body.name', 'body.slug']);
    const dup = await api.post(`${base}/update`, {
      groups: [
        { id: hall.id, name: 'Hall', position: 0, tables: [] },
        { id: hall.id, name: 'Hall', position: 1, tables: [] },
      ],
    });
    expect(dup.statusCode).toBe(400);
    expect(paths(dup)).toEqual(['body.groups.1.id']);
    expect((await api.get('/horeca/groups/not-a-uuid')).statusCode).toBe(400);
  });

  it('refuses to delete a group with tables unless confirmed', async () => {
    const { api } = await newCompany(t);
    const { base, hall, terrace, t1 } = await setUp(api);
    const refused = await api.post(`${base}/delete-group`, { groupId: hall.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'CONFLICT',
      details: { reason: 'has-dependents', dependents: { tables: 2 } },
    });
    const done = await api.post(`${base}/delete-group`, { groupId: hall.id, confirm: true });
    expect(done.json()).toEqual({ ok: true, deletedTables: 2 });

    expect((await api.post(`${base}/delete-table`, { tableId: t1.id })).json()).toEqual({ ok: true });
    expect((await api.post(`${base}/delete-table`, { tableId: t1.id })).statusCode).toBe(404);
    expect((await api.post(`${base}/delete-group`, { groupId: terrace.id })).json()).toEqual({
      ok: true,
      deletedTables: 0,
    });
    expect((await api.get(base)).json().groups).toEqual([]);
  });

  it('renames, reorders and moves tables in one call; an unknown id changes nothing', async () => {
    const { api } = await newCompany(t);
    const { base, hall, terrace, one, two, t1 } = await setUp(api);
    // A table named "1" on the terrace: moving hall's "1" there needs another slug.
    const terraceOne = (await api.post(`${base}/table-create`, { groupId: terrace.id, name: '1' })).json();
    const res = await api.post(`${base}/update`, {
      groups: [
        {
          id: terrace.id,
          name: 'Garden',
          position: 0,
          tables: [{ id: one.id, name: 'One', seats: 6, position: 5 }],
        },
        {
          id: hall.id,
          name: 'Main hall',
          position: 1,
          tables: [{ id: two.id, name: '2', seats: 2, position: 0 }],
        },
      ],
    });
    expect(res.statusCode).toBe(200);
    const { groups } = ZTableGroups.parse(res.json());
    expect(groups.map((g) => [g.name, g.slug])).toEqual([
      ['Garden', 'terrace'],
      ['Main hall', 'hall'],
    ]);
    expect(groups[0]!.tables.map((x) => [x.id, x.slug])).toEqual([
      [t1.id, 't1'],
      [terraceOne.id, '1'],
      [one.id, '1-2'],
    ]);
    expect(groups[0]!.tables[2]).toMatchObject({ name: 'One', seats: 6, position: 5 });

    const before = (await api.get(base)).json();
    const unknown = await api.post(`${base}/update`, {
      groups: [
        {
          id: hall.id,
          name: 'Changed',
          position: 0,
          tables: [{ id: unknownId, name: 'x', seats: null, position: 0 }],
        },
      ],
    });
    expect(unknown.statusCode).toBe(404);
    expect((await api.get(base)).json()).toEqual(before);
  });

  it('resolves a customer table route within an active menu, 404 otherwise', async () => {
    const a = await newCompany(t);
    const b = await newCompany(t);
    await setUp(a.api, 'harbour');
    await setUp(b.api, 'harbour');
    await insertMenu(t, a.structureId, 'tables-a-menu');
    await insertMenu(t, b.structureId, 'tables-b-off', false);
    const get = (path: string) =>
      t.app.inject({ method: 'GET', url: `/api/v1/horeca/public/groups/${path}` });

    const found = await get('harbour/hall/1?menu=tables-a-menu');
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({
      location: { slug: 'harbour', name: 'Old Town' },
      group: { slug: 'hall', name: 'Hall' },
      table: { slug: '1', name: '1' },
    });
    const aList = (await a.api.get(`/horeca/groups/${found.json().location.id}`)).json();
    expect(aList.groups[0].tables[0].id).toBe(found.json().table.id);
    for (const path of [
      'harbour/hall/9?menu=tables-a-menu',
      'harbour/terrace/1?menu=tables-a-menu',
      'harbour/hall/1?menu=tables-b-off',
      'harbour/hall/1?menu=unknown-menu',
    ]) {
      expect((await get(path)).statusCode, path).toBe(404);
    }
    expect((await get('harbour/hall/1')).statusCode).toBe(400);
  });

  it('makes printable QR codes of the tables into a menu', async () => {
    const { api, structureId } = await newCompany(t);
    const { base, one } = await setUp(api, 'quay');
    await insertMenu(t, structureId, 'tables-qr-menu');
    const svg = await api.get(`${base}/qr?menu=tables-qr-menu&format=svg`);
    expect(svg.statusCode).toBe(200);
    const { items } = ZTableQrList.parse(svg.json());
    expect(items.map((i) => i.url)).toEqual([
      `${t.config.PUBLIC_URL}/user/online-menu/tables-qr-menu/quay/hall/1`,
      `${t.config.PUBLIC_URL}/user/online-menu/tables-qr-menu/quay/hall/2`,
      `${t.config.PUBLIC_URL}/user/online-menu/tables-qr-menu/quay/terrace/t1`,
    ]);
    expect(items[0]!.svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);

    const pdf = await api.get(`${base}/qr?menu=tables-qr-menu&format=pdf&tableId=${one.id}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await api.get(`${base}/qr?menu=no-such-menu`)).statusCode).toBe(404);
    expect((await api.get(`${base}/qr?menu=tables-qr-menu&tableId=${unknownId}`)).statusCode).toBe(404);
  });

  it("narrows the QR codes to one group's tables, as JSON or as one PDF", async () => {
    const { api, structureId } = await newCompany(t);
    const { base, hall, terrace, one, t1 } = await setUp(api, 'pier');
    await insertMenu(t, structureId, 'group-qr-menu');
    const svg = await api.get(`${base}/qr?menu=group-qr-menu&format=svg&groupId=${hall.id}`);
    expect(svg.statusCode).toBe(200);
    const { items } = ZTableQrList.parse(svg.json());
    expect(items.map((i) => [i.groupId, i.tableName, i.url])).toEqual([
      [hall.id, '1', `${t.config.PUBLIC_URL}/user/online-menu/group-qr-menu/pier/hall/1`],
      [hall.id, '2', `${t.config.PUBLIC_URL}/user/online-menu/group-qr-menu/pier/hall/2`],
    ]);

    const pdf = await api.get(`${base}/qr?menu=group-qr-menu&format=pdf&groupId=${terrace.id}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="tables-pier-terrace.pdf"');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // With a table too, the table must be the group's.
    const both = await api.get(`${base}/qr?menu=group-qr-menu&groupId=${hall.id}&tableId=${one.id}`);
    expect(ZTableQrList.parse(both.json()).items.map((i) => i.tableId)).toEqual([one.id]);
    expect(
      (await api.get(`${base}/qr?menu=group-qr-menu&groupId=${hall.id}&tableId=${t1.id}`)).statusCode,
    ).toBe(404);

    // An unknown group, another location's group, or a malformed id.
    expect((await api.get(`${base}/qr?menu=group-qr-menu&groupId=${unknownId}`)).statusCode).toBe(404);
    const other = await setUp(api, 'dock');
    const foreign = await api.get(`${base}/qr?menu=group-qr-menu&groupId=${other.hall.id}`);
    expect(foreign.statusCode).toBe(404);
    const bad = await api.get(`${base}/qr?menu=group-qr-menu&groupId=hall`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ path: 'querystring.groupId' }],
    });
  });

  it("answers 404 for another company's location, group and table, and 403 to a waiter", async () => {
    const a = await newCompany(t);
    const b = await newCompany(t);
    const { base, hall, one } = await setUp(a.api);
    const own = `/horeca/groups/${await createRoot(b.api, 'B place')}`;
    expect((await b.api.get(base)).statusCode).toBe(404);
    expect((await b.api.post(`${base}/create`, { name: 'X' })).statusCode).toBe(404);
    expect((await b.api.post(`${own}/table-create`, { groupId: hall.id, name: 'X' })).statusCode).toBe(404);
    expect((await b.api.post(`${own}/delete-table`, { tableId: one.id })).statusCode).toBe(404);
    expect((await b.api.post(`${own}/delete-group`, { groupId: hall.id, confirm: true })).statusCode).toBe(
      404,
    );
    const move = await b.api.post(`${own}/update`, {
      groups: [{ id: hall.id, name: 'Stolen', position: 0, tables: [] }],
    });
    expect(move.statusCode).toBe(404);
    expect((await a.api.get(base)).json().groups[0]).toMatchObject({ name: 'Hall', tables: [{}, {}] });

    const waiter = await a.member('waiter');
    expect((await waiter.api.get(base)).statusCode).toBe(403);
    const manager = await a.member('manager');
    expect((await manager.api.get(base)).statusCode).toBe(200);
  });
});
