import { Writable } from 'node:stream';
import Fastify from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { FastPath } from './fast-path';
import { RequestLogController } from './request-log';
import { lazyChildLogger } from './request-logger';

async function appWithLog(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = Fastify({
    loggerInstance: pino({ level }, stream),
    logController: new RequestLogController(),
    childLoggerFactory: lazyChildLogger,
    genReqId: () => 'req-12345678',
  });
  // Health is served by a fast route logged at debug; its Fastify route logs the same way.
  const fastPath = new FastPath({ trustProxy: false, cors: false });
  fastPath.get('/api/v1/health', () => undefined, 'debug');
  app.decorate('fastPath', fastPath);
  app.get('/api/v1/health', () => ({ status: 'ok' }));
  app.get('/api/v1/boom', (request) => {
    request.log.warn({ why: 'test' }, 'about to fail');
    throw new Error('boom');
  });
  await app.ready();
  return { app, lines };
}

describe('request logs', () => {
  it('writes one flat line per answer with the request id, and none for probes at info', async () => {
    const { app, lines } = await appWithLog('info');
    await app.inject({ method: 'GET', url: '/api/v1/health' });
    await app.inject({ method: 'GET', url: '/api/v1/boom?token=secret' });
    // Health wrote nothing; the failing call: its own line, the error handler's, then the answer.
    expect(lines.map((l) => l.msg)).toEqual(['about to fail', 'boom', 'request completed']);
    expect(lines[0]).toMatchObject({ reqId: 'req-12345678', why: 'test', level: 40 });
    expect(lines[2]).toMatchObject({
      reqId: 'req-12345678',
      method: 'GET',
      path: '/api/v1/boom',
      statusCode: 500,
      level: 30,
    });
    expect(JSON.stringify(lines[2])).not.toContain('secret');
    await app.close();
  });

  it('logs probes at debug', async () => {
    const { app, lines } = await appWithLog('debug');
    await app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(lines).toEqual([
      expect.objectContaining({ level: 20, path: '/api/v1/health', statusCode: 200, reqId: 'req-12345678' }),
    ]);
    await app.close();
  });
});
