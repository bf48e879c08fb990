import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { newCompany } from '../structure/structure.test-support';
import { makeMenu } from './menus.test-support';

interface Answer {
  status: number;
  headers: Record<string, unknown>;
  body: Buffer;
}

/** Headers that differ per answer whatever path sent it. */
const PER_ANSWER = ['x-request-id', 'date', 'connection', 'keep-alive'];
const comparable = ({ status, headers, body }: Answer) => ({
  status,
  headers: Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_ANSWER.includes(name))),
  body: body.toString('base64'),
});

/**
 * The fast path answers cached public menus before Fastify; through a real socket it must send
 * exactly what the route sends through `inject()` (which never reaches the fast path).
 */
describe('public menu fast path (through a listening socket)', () => {
  let t: TestApp;
  let base: string;
  let answeredFast: boolean[];

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const { fastPath } = t.app;
    const handle = fastPath.handle.bind(fastPath);
    answeredFast = [];
    fastPath.handle = (req, res) => {
      const answered = handle(req, res);
      answeredFast.push(answered);
      return answered;
    };
  });
  afterAll(async () => {
    await t.close();
  });

  const overSocket = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<Answer>((resolve, reject) => {
      const req = http.request(`${base}${path}`, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      });
      req.on('error', reject);
      req.end();
    });
  const injected = async (path: string, headers: Record<string, string> = {}): Promise<Answer> => {
    const res = await t.app.inject({ method: 'GET', url: path, headers });
    return { status: res.statusCode, headers: res.headers, body: res.rawPayload };
  };
  /** One request over the socket; says whether the fast path answered it. */
  async function viaSocket(path: string, headers: Record<string, string> = {}, method = 'GET') {
    answeredFast.length = 0;
    const answer = await overSocket(path, headers, method);
    return { answer, fast: answeredFast.at(-1) === true };
  }

  /** Loads until the fast path answers (on PostgreSQL the menu's own change notices arrive late). */
  async function warm(path: string) {
    const deadline = Date.now() + 2000;
    while (!(await viaSocket(path)).fast && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 20));
  }

  async function activeMenu() {
    const company = await newCompany(t);
    const made = await makeMenu(company.api);
    await company.api.post(`${made.base}/active`, { isActive: true });
    return { ...company, ...made, path: `/api/v1/online-menu/public/${made.slug}` };
  }

  it('answers a cached menu with the same status, headers and bytes as the route, in every encoding', async () => {
    const { path } = await activeMenu();
    const first = await viaSocket(path, { 'accept-encoding': 'br' });
    expect(first.fast).toBe(false); // not cached yet: the route builds it
    await warm(path);
    for (const acceptEncoding of ['gzip, deflate, br, zstd', 'gzip', 'identity', '']) {
      const headers: Record<string, string> = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
      const { answer, fast } = await viaSocket(path, headers);
      expect(fast).toBe(true);
      expect(answer.status).toBe(200);
      expect(answer.headers['x-request-id']).toMatch(/^[\w-]{8,64}$/);
      expect(comparable(answer)).toEqual(comparable(await injected(path, headers)));
    }
  });

  it('answers 304 for a matching If-None-Match like the route, and keeps a caller request id', async () => {
    const { path } = await activeMenu();
    await warm(path);
    const { answer: full } = await viaSocket(path);
    const headers = { 'if-none-match': full.headers.etag as string, 'x-request-id': 'balancer-id-123' };
    const { answer, fast } = await viaSocket(path, headers);
    expect(fast).toBe(true);
    expect(answer.status).toBe(304);
    expect(answer.body.length).toBe(0);
    expect(answer.headers['x-request-id']).toBe('balancer-id-123');
    expect(answer.headers['content-type']).toBeUndefined();
    expect(comparable(answer)).toEqual(comparable(await injected(path, headers)));
  });

  it('leaves unknown slugs, inactive menus, HEAD and query strings to the route', async () => {
    const { path, api, base: edit } = await activeMenu();
    await viaSocket(path);

    const unknown = await viaSocket('/api/v1/online-menu/public/no-such-menu');
    expect(unknown.fast).toBe(false);
    expect(unknown.answer.status).toBe(404);
    expect(comparable(unknown.answer)).toEqual(
      comparable(await injected('/api/v1/online-menu/public/no-such-menu')),
    );

    const head = await viaSocket(path, {}, 'HEAD');
    expect(head.fast).toBe(false);
    expect(head.answer.status).toBe(200);
    const query = await viaSocket(`${path}?utm=qr`);
    expect(query.fast).toBe(false);
    expect(query.answer.status).toBe(200);

    await api.post(`${edit}/active`, { isActive: false });
    const inactive = await viaSocket(path);
    expect(inactive.fast).toBe(false);
    expect(inactive.answer.status).toBe(404);
    expect(comparable(inactive.answer)).toEqual(comparable(await injected(path)));
  });

  it('serves an edit on the next load over the socket', async () => {
    const { path, api, base: edit, item } = await activeMenu();
    await warm(path);
    const before = await viaSocket(path);
    await api.post(`${edit}/item/${item.id}`, { price: 455 });
    const after = await viaSocket(path);
    expect(after.fast).toBe(false);
    expect(JSON.parse(after.answer.body.toString()).categories[0].items[0].price).toBe(455);
    expect(after.answer.headers.etag).not.toBe(before.answer.headers.etag);
  });

  it('answers health from its last check like the route', async () => {
    await viaSocket('/api/v1/health');
    const { answer, fast } = await viaSocket('/api/v1/health');
    expect(fast).toBe(true);
    expect(comparable(answer)).toEqual(comparable(await injected('/api/v1/health')));
  });
});
