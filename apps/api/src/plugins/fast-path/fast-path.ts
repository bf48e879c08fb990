import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';
import type { Logger } from 'pino';
import { clientIpOf, requestIdOf } from '../request-id';
import { apiSecurityHeaders, securityHeaders } from '../security';

/** A ready answer: status, headers as a flat list (see `FastPath.headers`), body. */
export interface FastAnswer {
  status: number;
  headers: string[];
  body?: Buffer;
}

/** Answers a request from ready state, or returns undefined to leave it to Fastify. */
export type FastRoute = (req: IncomingMessage) => FastAnswer | undefined;

/** Level of the log line of a route's answers: 'debug' for probes and hot cached reads. */
export type FastLogLevel = 'info' | 'debug';

interface Registered {
  route: FastRoute;
  logLevel: FastLogLevel;
}

/** A registration: an exact path, or every path under a prefix. */
export interface FastRegistration {
  path: string;
  under: boolean;
  logLevel: FastLogLevel;
}

/** Where the request id goes in every prepared header list. */
const ID_SLOT = 1;

/**
 * Answers a few hot public GETs (health, cached public menus) straight from the node:http
 * handler, before Fastify builds its request, reply, hooks and logger for them; everything else,
 * and any request such a route declines, goes to Fastify unchanged. Answers carry the same headers
 * as the Fastify routes (the API security headers and a request id) and log the same line, at
 * the level declared here whichever of the two answers (plugins/request-log.ts asks `logLevelOf`).
 * `app.inject()` bypasses the server, so tests of routes see only Fastify; conformance.test.ts
 * sends the same requests both ways through a listening socket.
 */
export class FastPath {
  private readonly exact = new Map<string, Registered>();
  private readonly prefixes: [string, Registered][] = [];
  private readonly securityHeaders = Object.entries(apiSecurityHeaders(securityHeaders())).flat();
  private log: Logger | null = null;
  private answering = false;

  constructor(
    private readonly options: {
      trustProxy: boolean;
      /** With CORS configured, requests with an Origin header go to Fastify (the CORS plugin). */
      cors: boolean;
    },
  ) {}

  /** Answers GET `path` exactly (no query string). */
  get(path: string, route: FastRoute, logLevel: FastLogLevel): void {
    this.exact.set(path, { route, logLevel });
  }

  /** Answers GETs under `prefix`. */
  getUnder(prefix: string, route: FastRoute, logLevel: FastLogLevel): void {
    this.prefixes.push([prefix, { route, logLevel }]);
  }

  /** Every registration, in the order made. */
  registrations(): FastRegistration[] {
    return [
      ...[...this.exact].map(([path, { logLevel }]) => ({ path, under: false, logLevel })),
      ...this.prefixes.map(([path, { logLevel }]) => ({ path, under: true, logLevel })),
    ];
  }

  /** The log level of successful answers to `path` (no query string), if a fast route serves it. */
  logLevelOf(path: string): FastLogLevel | undefined {
    return (this.exact.get(path) ?? this.routeUnder(path))?.logLevel;
  }

  /** Header list of an answer: security headers, the request id slot, then `headers` in order. */
  headers(headers: OutgoingHttpHeaders): string[] {
    const own = Object.entries(headers).flatMap(([name, value]) => [name, String(value)]);
    return [...this.securityHeaders, 'x-request-id', '', ...own];
  }

  /** Starts answering once the app is ready, logging through Fastify's logger. */
  open(log: FastifyBaseLogger): void {
    // Fastify's stand-in logger when logging is off has no level check (and logs nothing).
    this.log = typeof (log as Partial<Logger>).isLevelEnabled === 'function' ? (log as Logger) : null;
    this.answering = true;
  }

  /** While the app closes, Fastify answers (503 and closing connections). */
  close(): void {
    this.answering = false;
  }

  /** True when the request was answered here. */
  handle(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET' || !this.answering) return false;
    if (req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined)
      return false;
    if (this.options.cors && req.headers.origin !== undefined) return false;
    const url = req.url ?? '';
    const registered = this.exact.get(url) ?? this.routeUnder(url);
    if (!registered) return false;
    // Timed only when its line will be written: a clock read is a measurable share of the answer.
    const log = this.log?.isLevelEnabled(registered.logLevel) ? this.log : null;
    const started = log ? performance.now() : 0;
    const answer = registered.route(req);
    if (!answer) return false;
    const id = requestIdOf(req);
    const headers = answer.headers;
    // Header lists are shared and writeHead copies them at once, so the slot is safe to reuse.
    headers[this.securityHeaders.length + ID_SLOT] = id;
    res.writeHead(answer.status, headers);
    res.end(answer.body);
    if (log) {
      log[registered.logLevel](
        {
          reqId: id,
          method: 'GET',
          // As the request log writes it: the path, without the query string.
          path: url.includes('?') ? url.slice(0, url.indexOf('?')) : url,
          ip: clientIpOf(req, this.options.trustProxy),
          statusCode: answer.status,
          ms: Math.round((performance.now() - started) * 10) / 10,
        },
        'request completed',
      );
    }
    return true;
  }

  private routeUnder(url: string): Registered | undefined {
    for (const [prefix, registered] of this.prefixes) if (url.startsWith(prefix)) return registered;
    return undefined;
  }
}
