import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { type FastLogLevel, FastPath } from './fast-path';

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

/** A FastPath with one route at `routeLevel`, logging through pino at `loggerLevel`, on a socket. */
async function serve(routeLevel: FastLogLevel, loggerLevel: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const fastPath = new FastPath({ trustProxy: false, cors: false });
  const body = Buffer.from('{"status":"ok"}');
  const headers = fastPath.headers({ 'content-type': 'application/json', 'content-length': body.length });
  fastPath.get('/ready', () => ({ status: 200, headers, body }), routeLevel);
  fastPath.open(pino({ level: loggerLevel }, stream));
  const server = http.createServer((req, res) => {
    if (!fastPath.handle(req, res)) res.writeHead(404).end();
  });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  const get = (path: string) =>
    new Promise<{ status: number; id: string | undefined; body: string }>((resolve, reject) => {
      http
        .get(`http://127.0.0.1:${port}${path}`, (res) => {
          let text = '';
          res.on('data', (c) => (text += c));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, id: res.headers['x-request-id'] as string, body: text }),
          );
        })
        .on('error', reject);
    });
  return { get, lines };
}

describe('fast path log lines', () => {
  it('writes one line at the level declared with the route, with the id it sent and the time taken', async () => {
    const { get, lines } = await serve('info', 'info');
    const answer = await get('/ready');
    expect(answer).toMatchObject({ status: 200, body: '{"status":"ok"}' });
    expect(lines).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'request completed',
        reqId: answer.id,
        method: 'GET',
        path: '/ready',
        statusCode: 200,
        ms: expect.any(Number),
      }),
    ]);
  });

  it('writes no line when the route level is below the logger level, yet still answers with an id', async () => {
    const { get, lines } = await serve('debug', 'info');
    const answer = await get('/ready');
    expect(answer.status).toBe(200);
    expect(answer.id).toMatch(/^[\w-]{8,64}$/);
    expect(lines).toEqual([]);
  });

  it('writes debug routes once the logger is at debug', async () => {
    const { get, lines } = await serve('debug', 'debug');
    await get('/ready');
    expect(lines).toEqual([expect.objectContaining({ level: 20, path: '/ready', statusCode: 200 })]);
  });

  it('leaves paths it does not know to the next handler', async () => {
    const { get, lines } = await serve('info', 'info');
    expect((await get('/other')).status).toBe(404);
    expect(lines).toEqual([]);
  });
});
