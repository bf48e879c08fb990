import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metrics, ratings } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { signIn } from '../../../test/users';
import { insertCall, insertOrder, salesVenue, type Venue } from './sales.test-support';

/** The statistics tables as files: what a manager opens in a spreadsheet. */
describe('statistics export', () => {
  let t: TestApp;
  let v: Venue;
  let metricId: string;
  const filters = { from: '2024-05-06', to: '2024-05-12' };

  beforeAll(async () => {
    t = await createTestApp();
    v = await salesVenue(t, 'Europe/Berlin');
    const db = t.app.db;
    const latte = randomUUID();
    await insertOrder(db, v, {
      at: '2024-05-07T08:00:00Z',
      status: 'closed',
      tips: 150,
      lines: [
        { itemId: latte, title: 'Latte', quantity: 3, total: 1050 },
        { itemId: null, title: '=HYPERLINK("http://evil.test")', quantity: 1, total: 100 },
      ],
    });
    await insertOrder(db, v, {
      at: '2024-05-08T17:00:00Z',
      status: 'ready',
      paid: true,
      paymentMethod: 'card',
      lines: [{ itemId: latte, title: 'Latte', quantity: 1, total: 350 }],
    });
    await insertCall(db, v, {
      at: '2024-05-07T08:10:00Z',
      handledAfterSeconds: 90,
      handledBy: v.waiterIds[0],
    });
    const [metric] = await db
      .insert(metrics)
      .values({
        structureId: v.structureId,
        locationId: v.rootId,
        slug: `x-${randomUUID().slice(0, 8)}`,
        type: 'stars',
        language: 'en',
        title: 'Dinner',
        content: {},
      })
      .returning();
    metricId = metric!.id;
    await db.insert(ratings).values([
      {
        structureId: v.structureId,
        metricId,
        locationId: v.rootId,
        tableLabel: 'Hall · 1',
        score: 2,
        outcome: 'bad',
        comment: 'Cold soup, "slow" service',
        language: 'de',
        createdAt: new Date('2024-05-07T21:30:00Z'),
      },
      {
        structureId: v.structureId,
        metricId,
        locationId: v.rootId,
        score: 5,
        outcome: 'good',
        language: 'en',
        viewedAt: new Date(),
        createdAt: new Date('2024-05-06T10:00:00Z'),
      },
    ]);
  });
  afterAll(async () => {
    await t.close();
  });

  const exportIn = async (language: string, body: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/stat/export',
      headers: { cookie: await signIn(t.app, v.company.admin), language },
      payload: body,
    });

  async function sheets(bytes: Buffer) {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
    return book;
  }

  it('writes sales by day as XLSX: numbers as numbers, money in euros, days as dates', async () => {
    const res = await v.company.api.post('/stat/export', {
      report: 'sales-by-period',
      format: 'xlsx',
      filters,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="sales-by-day_2024-05-06_2024-05-12.xlsx"',
    );
    const book = await sheets(res.rawPayload);
    expect(book.worksheets.map((s) => s.name)).toEqual([
      'By period',
      'By hour of the day',
      'By day of the week',
    ]);
    const sheet = book.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, 4)).toEqual(['From', 'To', 'Orders', 'Cancelled']);
    expect(header).toContain('Revenue (EUR)');
    expect(sheet.rowCount).toBe(8);
    const revenueColumn = header.indexOf('Revenue (EUR)') + 1;
    const tuesday = sheet.getRow(3);
    expect(tuesday.getCell(1).value).toEqual(new Date('2024-05-07T00:00:00Z'));
    expect(tuesday.getCell(3).value).toBe(1);
    expect(tuesday.getCell(revenueColumn).value).toBe(13);
    expect(tuesday.getCell(revenueColumn).numFmt).toBe('#,##0.00');
    expect(sheet.getRow(4).getCell(revenueColumn).value).toBe(3.5);
    const weekdays = book.worksheets[2]!;
    expect(weekdays.getRow(2).getCell(1).value).toBe('Monday');
  });

  it("writes the headers in the caller's language", async () => {
    const res = await exportIn('de', { report: 'items', format: 'xlsx', filters });
    expect(res.statusCode).toBe(200);
    const book = await sheets(res.rawPayload);
    expect(book.worksheets[0]!.name).toBe('Verkaufte Artikel');
    expect((book.worksheets[0]!.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Artikel',
      'Menge',
      'Anteil an der Menge',
      'Umsatz (EUR)',
      'Anteil am Umsatz',
    ]);
    expect((book.worksheets[0]!.getRow(2).values as unknown[]).slice(1, 5)).toEqual(['Latte', 4, 0.8, 14]);
  });

  it('writes CSV that a spreadsheet opens as UTF-8, quoting commas and quotes and never running a formula', async () => {
    const res = await v.company.api.post('/stat/export', { report: 'items', format: 'csv', filters });
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="items-sold_2024-05-06_2024-05-12.csv"',
    );
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Item,Quantity,Share of quantity,Revenue (EUR),Share of revenue');
    expect(lines[1]).toBe('Latte,4,0.8,14.00,0.9333');
    expect(lines[2]).toBe(`"'=HYPERLINK(""http://evil.test"")",1,0.2,1.00,0.0667`);
  });

  it('writes the day report as one sheet per table, and the summary with both periods', async () => {
    const res = await v.company.api.post('/stat/export', {
      report: 'day-report',
      format: 'xlsx',
      dayReport: { day: '2024-05-07' },
    });
    expect(res.headers['content-disposition']).toBe('attachment; filename="day-report_2024-05-07.xlsx"');
    const book = await sheets(res.rawPayload);
    expect(book.worksheets.map((s) => s.name)).toEqual([
      'Day totals',
      'Sales by hour',
      'By order type',
      'By payment method',
      'Top items',
      'Waiter calls of the day',
    ]);
    expect(book.worksheets[1]!.rowCount).toBe(25);
    expect(book.worksheets[3]!.getRow(2).getCell(1).value).toBe('None');
    expect((book.worksheets[5]!.getRow(2).values as unknown[]).slice(1)).toEqual([1, 1, 1, 90, 120]);

    const csv = await v.company.api.post('/stat/export', { report: 'sales-summary', format: 'csv', filters });
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^Currency,From,To,Orders,Cancelled,Cancelled value,Sales,/);
    expect(lines[1]).toMatch(/^EUR,2024-05-06,2024-05-12,2,0,0\.00,2,1,16\.50,/);
    expect(lines[2]).toMatch(/^EUR,2024-04-29,2024-05-05,0,/);
  });

  it('writes waiter calls and sales by waiter with names', async () => {
    const calls = await sheets(
      (await v.company.api.post('/stat/export', { report: 'calls', format: 'xlsx', filters })).rawPayload,
    );
    expect(calls.worksheets.map((s) => s.name)).toEqual([
      'Waiter calls',
      'Calls by waiter',
      'Calls by table group',
      'Response times',
    ]);
    expect(calls.worksheets[1]!.getRow(2).getCell(1).value).toMatch(/Waiter$/);
    expect(calls.worksheets[3]!.getRow(2).values).toEqual([undefined, 60, 0]);
    expect(calls.worksheets[3]!.getRow(3).values).toEqual([undefined, 120, 1]);
    expect(calls.worksheets[3]!.getRow(10).values).toEqual([undefined, 'Longer', 0]);
    const res = await v.company.api.post('/stat/export', {
      report: 'sales-by-dimension',
      format: 'csv',
      dimension: 'type',
      filters,
    });
    expect(res.headers['content-disposition']).toContain('sales-by-type_2024-05-06_2024-05-12.csv');
    expect(res.body).toContain('\r\nPickup,2,');
  });

  it("exports the reviews with the inbox's filters, times on the venue's clock", async () => {
    const res = await v.company.api.post('/stat/export', {
      report: 'reviews',
      format: 'xlsx',
      reviews: { metricId },
    });
    expect(res.statusCode).toBe(200);
    const sheet = (await sheets(res.rawPayload)).worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Date and time',
      'Location',
      'Sub-location',
      'Table',
      'Metric',
      'Score',
      'Outcome',
      'Comment',
      'Language',
      'Viewed',
    ]);
    // 21:30 UTC is 23:30 in Berlin in May.
    expect((sheet.getRow(2).values as unknown[]).slice(1)).toEqual([
      new Date('2024-05-07T23:30:00Z'),
      'Harbour Hall',
      undefined,
      'Hall · 1',
      'Dinner',
      2,
      'Bad',
      'Cold soup, "slow" service',
      'de',
      'No',
    ]);
    expect(sheet.getRow(2).getCell(1).numFmt).toBe('yyyy-mm-dd hh:mm');
    expect(sheet.getRow(3).getCell(10).value).toBe('Yes');

    const bad = await v.company.api.post('/stat/export', {
      report: 'reviews',
      format: 'csv',
      reviews: { outcome: 'bad', from: '2024-05-07', to: '2024-05-07' },
    });
    expect(bad.headers['content-disposition']).toContain('reviews_2024-05-07_2024-05-07.csv');
    const lines = bad.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe(
      '2024-05-07 23:30,Harbour Hall,,Hall · 1,Dinner,2,Bad,"Cold soup, ""slow"" service",de,No',
    );
  });

  it('says which part of the body a report needs, and hides what is not the caller’s', async () => {
    const missing = await v.company.api.post('/stat/export', { report: 'items', format: 'csv' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details[0]).toMatchObject({ path: 'body.filters' });
    const noDimension = await v.company.api.post('/stat/export', {
      report: 'sales-by-dimension',
      format: 'csv',
      filters,
    });
    expect(noDimension.json().details[0]).toMatchObject({ path: 'body.dimension' });
    const format = await v.company.api.post('/stat/export', { report: 'items', format: 'pdf', filters });
    expect(format.json().details[0]).toMatchObject({ path: 'body.format' });
    const other = await salesVenue(t, 'UTC');
    const foreign = await v.company.api.post('/stat/export', {
      report: 'reviews',
      format: 'csv',
      reviews: { locationId: other.rootId },
    });
    expect(foreign.statusCode).toBe(404);
    const unknownMetric = await v.company.api.post('/stat/export', {
      report: 'reviews',
      format: 'csv',
      reviews: { metricId: randomUUID() },
    });
    expect(unknownMetric.statusCode).toBe(404);
    const { api } = await v.company.member('waiter');
    expect((await api.post('/stat/export', { report: 'items', format: 'csv', filters })).statusCode).toBe(
      403,
    );
  });
});
