import {
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { FastPath } from './fast-path';
import { lazyChildLogger } from './request-logger';

/** pino's level check; Fastify's silent logger has none (and logs nothing). */
const debugEnabled = (log: FastifyBaseLogger) =>
  (log as Partial<Pick<Logger, 'isLevelEnabled'>>).isLevelEnabled?.('debug') === true;

function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/**
 * One flat log line per request, written when the answer is sent: request id (from the
 * request's logger), method, path, address, status, milliseconds. Fastify's default writes two lines
 * per request through pino's req/res serializers, which cost more CPU than a small answer.
 * Query strings stay out of the log (they may carry tokens); failures keep the error. A successful
 * answer to a path a fast route serves (health, cached public menus) is logged at that route's
 * level, so the line is the same whether the fast path or Fastify answered.
 */
export class RequestLogController extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const statusCode = reply.raw.statusCode;
    const path = pathOf(request.url);
    const fastPath = (request.server as { fastPath?: FastPath }).fastPath;
    const probe = !error && statusCode < 400 && fastPath?.logLevelOf(path) === 'debug';
    if (probe && !debugEnabled(reply.log)) return;
    const line = {
      method: request.method,
      path,
      ip: request.ip,
      statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else if (probe) reply.log.debug(line, 'request completed');
    else reply.log.info(line, 'request completed');
  }
}

/**
 * Fastify's logging settings: pino at the configured level with one line per answer and lazy
 * request loggers, or no logger at all when silent.
 */
export function loggingOptions(level: Config['LOG_LEVEL']): FastifyServerOptions {
  if (level === 'silent') return { logger: false };
  return {
    logger: {
      level,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
    logController: new RequestLogController(),
    childLoggerFactory: lazyChildLogger,
  };
}
