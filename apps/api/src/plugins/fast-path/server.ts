import http from 'node:http';
import type { FastifyServerOptions } from 'fastify';
import type { FastPath } from './fast-path';

/** The settings Fastify applies to the server it makes itself (its defaults are filled in). */
interface ServerSettings {
  http?: http.ServerOptions;
  keepAliveTimeout?: number;
  requestTimeout?: number;
  connectionTimeout?: number;
  maxRequestsPerSocket?: number;
}

/**
 * Fastify's `serverFactory`: the HTTP server Fastify would make (same timeouts), with the fast
 * path in front of Fastify's handler.
 */
export function fastPathServerFactory(
  fastPath: FastPath,
): NonNullable<FastifyServerOptions['serverFactory']> {
  return (fastifyHandler, factoryOptions) => {
    const options = factoryOptions as ServerSettings;
    const server = http.createServer(options.http ?? {}, (req, res) => {
      if (!fastPath.handle(req, res)) fastifyHandler(req, res);
    });
    server.keepAliveTimeout = options.keepAliveTimeout ?? 72_000;
    server.requestTimeout = options.requestTimeout ?? 0;
    server.setTimeout(options.connectionTimeout ?? 0);
    if ((options.maxRequestsPerSocket ?? 0) > 0) server.maxRequestsPerSocket = options.maxRequestsPerSocket!;
    return server;
  };
}
