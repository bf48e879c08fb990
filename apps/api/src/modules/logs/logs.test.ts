import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The web app's own builders: these tests post exactly what a browser sends.
import { errorLogPayload, handlerFailurePayload } from '../../../../web/src/lib/error-log-payload';
import { clientLogs } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';

const report = {
  error: { message: "Cannot read properties of undefined (reading 'title')" },
  response: {
    url: '/api/v1/online-menu/public/linden',
    data: { code: 'NOT_FOUND' },
    status: 404,
    headers: { 'content-type': 'application/json', authorization: 'Bearer secret' },
  },
  stack: 'TypeError: Cannot read properties of undefined\n    at MenuPage (menu.tsx:42:7)',
  component: { filename: 'src/features/menus/routes/menu-page.tsx', name: 'MenuPage' },
  info: 'render',
  url: 'https://guestloop.example/user/online-menu/linden',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
};

describe('client error logs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const send = (url: string, payload: unknown, remoteAddress = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload: payload as object, remoteAddress });
  const latest = async () =>
    (await t.app.db.select().from(clientLogs).orderBy(desc(clientLogs.id)).limit(1))[0];

  it('stores a report of the staff console', async () => {
    const res = await send('/app/log', report);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const row = await latest();
    expect(row).toMatchObject({
      source: 'app',
      message: report.error.message,
      url: report.url,
      userAgent: report.userAgent,
      ip: '10.0.0.1',
      requestId: res.headers['x-request-id'],
    });
    expect(row?.payload).toMatchObject({ stack: report.stack, component: report.component, info: 'render' });
    expect((row!.payload as typeof report).response.headers).toEqual({ 'content-type': 'application/json' });
  });

  it('stores a report of a public page, with only the message required', async () => {
    const res = await send('/online-menu/log', {
      error: { message: 'Error in error handler' },
      stack: null,
      url: 'https://guestloop.example/user/online-menu/x',
      userAgent: 'Test',
    });
    expect(res.statusCode).toBe(204);
    expect(await latest()).toMatchObject({ source: 'online-menu', message: 'Error in error handler' });
  });

  it("stores the web app's 'Error in error handler' log as the browser builds it", async () => {
    const page = {
      url: 'https://guestloop.example/user/app/menus',
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
      version: '0.1.0-20260512T101500Z',
    };
    const payload = handlerFailurePayload(new TypeError('cannot read message'), page);
    const res = await send('/app/log', payload);
    expect(res.statusCode).toBe(204);
    const row = await latest();
    expect(row).toMatchObject({ source: 'app', message: 'Error in error handler', url: page.url });
    expect(row?.payload).toMatchObject({
      version: page.version,
      stack: expect.stringContaining('cannot read'),
    });
  });

  it("stores the web app's full error log, cut to the limits, with the build's version", async () => {
    const error = new Error('x'.repeat(9000));
    error.stack = 'at '.repeat(10_000);
    const payload = errorLogPayload(
      error,
      { component: { name: 'MenuItem', filename: 'src/menu-item.tsx' }, info: 'render' },
      { url: `https://guestloop.example/${'p'.repeat(3000)}`, userAgent: 'UA', version: '0.1.0-x' },
      { url: '/api/v1/tree', data: { code: 'INTERNAL_ERROR' }, status: 500, headers: { cookie: 'secret' } },
    );
    const res = await send('/online-menu/log', payload);
    expect(res.statusCode).toBe(204);
    const row = await latest();
    expect(row?.source).toBe('online-menu');
    expect(row?.payload).toMatchObject({ version: '0.1.0-x', component: { name: 'MenuItem' } });
    expect((row!.payload as { response: { headers: object } }).response.headers).toEqual({});
  });

  it('refuses malformed reports with the field paths', async () => {
    const res = await send('/app/log', { error: {}, stack: 42, component: { name: 'x'.repeat(201) } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(
      res
        .json()
        .details.map((d: { path: string }) => d.path)
        .sort(),
    ).toEqual(['body.component.name', 'body.error.message', 'body.stack']);
    expect((await send('/app/log', {})).json().details.map((d: { path: string }) => d.path)).toEqual([
      'body.error',
    ]);
  });

  it('refuses bodies over 64 KB (413)', async () => {
    const res = await send('/online-menu/log', { ...report, response: { data: 'x'.repeat(70 * 1024) } });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('documents the routes of this batch in the OpenAPI reference', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    expect(Object.keys(doc.json().paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/app/log',
        '/api/v1/online-menu/log',
        '/api/v1/translation/{lang}',
        '/api/v1/update-trans',
        '/api/v1/profile/edit/image-user',
        '/api/v1/profile/delete-account',
      ]),
    );
  });

  it('limits reports per address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) codes.push((await send('/app/log', report, '10.9.9.9')).statusCode);
    expect(codes.slice(0, 30).every((c) => c === 204)).toBe(true);
    expect(codes[30]).toBe(429);
    expect((await send('/app/log', report, '10.9.9.10')).statusCode).toBe(204);
  });
});
