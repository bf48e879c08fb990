import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const INCOMING_ID = /^[\w-]{8,64}$/;

/**
 * This process's ids: a random prefix made at start-up and a counter. Unique across processes
 * and restarts like a UUID, without drawing random bytes for every request (a hot-path cost).
 */
const PROCESS_PREFIX = randomBytes(6).toString('base64url');
let counter = 0;

/** The caller's X-Request-Id when it looks like one (a balancer's), else a new id of this process. */
export function requestIdOf(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  if (typeof incoming === 'string' && INCOMING_ID.test(incoming)) return incoming;
  counter = counter === Number.MAX_SAFE_INTEGER ? 1 : counter + 1;
  return `${PROCESS_PREFIX}-${counter.toString(36)}`;
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
