import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const INCOMING_ID = /^[\w-]{8,64}$/;

/** The caller's X-Request-Id when it looks like one (a balancer's), else a new UUID. */
export function requestIdOf(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && INCOMING_ID.test(incoming) ? incoming : randomUUID();
}

/** The client address as Fastify reports it: with TRUST_PROXY, the first X-Forwarded-For entry. */
export function clientIpOf(req: IncomingMessage, trustProxy: boolean): string | undefined {
  const forwarded = trustProxy ? req.headers['x-forwarded-for'] : undefined;
  if (typeof forwarded === 'string') {
    const comma = forwarded.indexOf(',');
    return (comma === -1 ? forwarded : forwarded.slice(0, comma)).trim();
  }
  return req.socket.remoteAddress;
}
