import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMenu } from '../../modules/menus/menus.test-support';
import { companyWithLocation, createPage } from '../../modules/qr-info/qr-info.test-support';
import { newCompany } from '../../modules/structure/structure.test-support';
import { createTestApp, type TestApp } from '../../test/app';

interface Request {
  name: string;
  method?: 'GET' | 'HEAD';
  path: string;
  headers?: Record<string, string>;
  /** Whether the fast path is expected to answer it (else it leaves it to Fastify). */
  fast: boolean;
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The request's "request completed" log lines. */
  logs: Record<string, unknown>[];
  fast: boolean;
}

/** Per answer whatever path sent it; the request id is compared with the log line instead. */
const PER_ANSWER = ['date', 'x-request-id'];
/** Per log line: the clock and the time taken. */
const PER_LINE = ['time', 'ms'];

/**
 * Every fast route answers exactly as its Fastify route would: the same requests go through a
 * listening server once with the fast path and once with the fast path switched off (Fastify's
 * request, hooks, route and logger), and status, every header (rate-limit ones included), body
 * and log line must match. A hook added to Fastify that the fast path skips (say an onRequest
 * that sets a header) fails here. `inject()` would not do: it never reaches the server factory.
 */
describe('fast routes answer like their Fastify routes', () => {
  let t: TestApp;
  let base: string;
  let fastPathOn = true;
  const answered: boolean[] = [];
  const logLines: Record<string, unknown>[] = [];
  let restoreLog: () => void;

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'info' });
    const { fastPath } = t.app;
    const handle = fastPath.handle.bind(fastPath);
    fastPath.handle = (req, res) => {
      const fast = fastPathOn && handle(req, res);
      answered.push(fast);
      return fast;
    };
    // Every logger of the app writes to the root logger's stream.
    const stream = (t.app.log as unknown as Record<symbol, { write(line: string): boolean }>)[
      pino.symbols.streamSym
    ]!;
    const write = stream.write;
    stream.write = (line: string) => {
      logLines.push(JSON.parse(line));
      return true;
    };
    restoreLog = () => {
      stream.write = write;
    };
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    restoreLog?.();
    await t?.close();
  });

  const overSocket = (request: Request) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const req = http.request(
        `${base}${request.path}`,
        { method: request.method ?? 'GET', headers: request.headers ?? {} },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        },
      );
      req.on('error', reject);
      req.end();
    });

  async function send(request: Request, withFastPath: boolean): Promise<Answer> {
    fastPathOn = withFastPath;
    answered.length = 0;
    logLines.length = 0;
    const { status, headers, body } = await overSocket(request);
    // Fastify writes its line once the answer is finished, which may be after the client read it.
    await new Promise((r) => setTimeout(r, 30));
    const logs = logLines.filter((line) => line.msg === 'request completed');
    return { status, headers, body: body.toString('base64'), logs, fast: answered.at(-1) === true };
  }

  const comparable = (answer: Answer) => {
    const id = answer.headers['x-request-id'];
    return {
      status: answer.status,
      headers: Object.fromEntries(Object.entries(answer.headers).filter(([n]) => !PER_ANSWER.includes(n))),
      rateLimit: Object.keys(answer.headers).filter(
        (n) => n.startsWith('x-ratelimit') || n === 'retry-after',
      ),
      body: answer.body,
      logs: answer.logs.map((line) => ({
        ...Object.fromEntries(Object.entries(line).filter(([k]) => !PER_LINE.includes(k))),
        reqId: line.reqId === id ? 'the answer’s request id' : line.reqId,
      })),
    };
  };

  /** Sends each request both ways at the logger's `info` (as shipped) and `debug` levels. */
  async function conform(requests: Request[]) {
    for (const level of ['info', 'debug']) {
      t.app.log.level = level;
      for (const request of requests) {
        const label = `${request.name} (${request.method ?? 'GET'} ${request.path}, logs at ${level})`;
        let fast = await send(request, true);
        // What a fast route answers from may lapse meanwhile (health's check stands for a second).
        for (let tries = 0; request.fast && !fast.fast && tries < 5; tries++) {
          await warm(request.path);
          fast = await send(request, true);
        }
        const fastify = await send(request, false);
        expect(fast.fast, `${label}: answered by the fast path`).toBe(request.fast);
        expect(fastify.fast).toBe(false);
        expect(fast.headers['x-request-id'], label).toMatch(/^[\w-]{8,64}$/);
        expect(comparable(fast), label).toEqual(comparable(fastify));
        if (level === 'debug') expect(fastify.logs, label).toHaveLength(1);
      }
    }
    t.app.log.level = 'info';
  }

  /** Loads until the fast path answers (on PostgreSQL a menu's own change notices arrive late). */
  async function warm(path: string) {
    const deadline = Date.now() + 2000;
    while (!(await send({ name: 'warm-up', path, fast: true }, true)).fast && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 20));
  }

  const ENCODINGS: [string, Record<string, string>][] = [
    ['no Accept-Encoding', {}],
    ['brotli', { 'accept-encoding': 'br' }],
    ['gzip', { 'accept-encoding': 'gzip' }],
    ["a browser's list", { 'accept-encoding': 'gzip, deflate, br, zstd' }],
    ['identity only', { 'accept-encoding': 'identity' }],
  ];

  it('covers every registered fast route (add its requests here when one is added)', () => {
    expect(t.app.fastPath.registrations()).toEqual([
      { path: '/api/v1/health', under: false, logLevel: 'debug' },
      { path: '/api/v1/online-menu/public/', under: true, logLevel: 'debug' },
      { path: '/api/v1/qr-info/public/', under: true, logLevel: 'debug' },
    ]);
  });

  it('health', async () => {
    const path = '/api/v1/health';
    await warm(path);
    await conform([
      ...ENCODINGS.map(([name, headers]) => ({ name, path, headers, fast: true })),
      { name: 'a caller request id', path, headers: { 'x-request-id': 'balancer-id-123' }, fast: true },
      { name: 'an entity tag', path, headers: { 'if-none-match': '"x"' }, fast: true },
      { name: 'HEAD', method: 'HEAD', path, fast: false },
      { name: 'a query string', path: `${path}?probe=1`, fast: false },
      { name: 'a trailing slash', path: `${path}/`, fast: false },
    ]);
  });

  it('public menu', async () => {
    const company = await newCompany(t);
    const { slug, base: edit, item } = await makeMenu(company.api);
    await company.api.post(`${edit}/active`, { isActive: true });
    const path = `/api/v1/online-menu/public/${slug}`;
    await warm(path);
    const etag = (await send({ name: 'etag', path, fast: true }, true)).headers.etag as string;
    const inactive = await makeMenu(company.api, 'Closed terrace');

    await conform([
      ...ENCODINGS.map(([name, headers]) => ({ name, path, headers, fast: true })),
      { name: 'a caller request id', path, headers: { 'x-request-id': 'balancer-id-123' }, fast: true },
      { name: 'a matching If-None-Match', path, headers: { 'if-none-match': etag }, fast: true },
      {
        name: 'a weak matching tag among others',
        path,
        headers: { 'if-none-match': `"a", W/${etag}` },
        fast: true,
      },
      { name: 'another entity tag', path, headers: { 'if-none-match': '"other-1"' }, fast: true },
      { name: 'HEAD', method: 'HEAD', path, fast: false },
      { name: 'a query string', path: `${path}?utm=qr`, headers: { 'accept-encoding': 'br' }, fast: false },
      {
        name: 'an encoded path',
        path: `/api/v1/online-menu/public/%${slug.charCodeAt(0).toString(16)}${slug.slice(1)}`,
        fast: false,
      },
      { name: 'an unknown slug', path: '/api/v1/online-menu/public/no-such-menu', fast: false },
      { name: 'an inactive menu', path: `/api/v1/online-menu/public/${inactive.slug}`, fast: false },
    ]);

    // An edit: the next load goes to the route (which builds the new version), then fast again.
    await company.api.post(`${edit}/item/${item.id}`, { price: 455 });
    const next = await send({ name: 'after an edit', path, fast: false }, true);
    expect(next.fast).toBe(false);
    expect(JSON.parse(Buffer.from(next.body, 'base64').toString()).categories[0].items[0].price).toBe(455);
    expect(next.headers.etag).not.toBe(etag);
    await warm(path);
    await conform([{ name: 'the edited menu', path, headers: { 'accept-encoding': 'br' }, fast: true }]);
  });

  it('public QR page', async () => {
    const company = await companyWithLocation(t);
    const page = await createPage(company.api, company.root, 'Harbour door');
    await company.api.post(`/qr-info/${page.slug}/create-block/url-button`, {
      type: 'url-button',
      label: 'Our story',
      url: 'https://harbour.example/story',
    });
    const group = (await company.api.post(`/horeca/groups/${company.root}/create`, { name: 'Hall' })).json();
    const table = (
      await company.api.post(`/horeca/groups/${company.root}/table-create`, { groupId: group.id, name: '1' })
    ).json();
    const off = await createPage(company.api, company.root, 'Closed door');
    await company.api.post(`/qr-info/${off.slug}/edit/active`, { isActive: false });
    const path = `/api/v1/qr-info/public/${page.slug}`;
    const atTable = `${path}?table=${table.id}`;
    await warm(path);
    await warm(atTable);
    const etag = (await send({ name: 'etag', path, fast: true }, true)).headers.etag as string;

    await conform([
      ...ENCODINGS.map(([name, headers]) => ({ name, path, headers, fast: true })),
      { name: 'a matching If-None-Match', path, headers: { 'if-none-match': etag }, fast: true },
      { name: "a table's code", path: atTable, headers: { 'accept-encoding': 'br' }, fast: true },
      { name: 'another query string', path: `${path}?utm=qr`, fast: false },
      { name: 'a table that is no id', path: `${path}?table=7`, fast: false },
      { name: 'HEAD', method: 'HEAD', path, fast: false },
      { name: 'an unknown slug', path: '/api/v1/qr-info/public/no-such-page', fast: false },
      { name: 'an inactive page', path: `/api/v1/qr-info/public/${off.slug}`, fast: false },
    ]);

    // An edit: the next load goes to the route (which builds the new version), then fast again.
    await company.api.post(`/qr-info/${page.slug}/edit`, { title: 'Harbour gate' });
    const next = await send({ name: 'after an edit', path, fast: false }, true);
    expect(next.fast).toBe(false);
    expect(JSON.parse(Buffer.from(next.body, 'base64').toString()).title).toBe('Harbour gate');
    await warm(path);
    await conform([{ name: 'the edited page', path, headers: { 'accept-encoding': 'br' }, fast: true }]);
  });
});
