import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type EncodedBody, type Encoding, negotiate } from '../compression';
import type { FastAnswer, FastPath, FastRoute } from './fast-path';

/**
 * A cached answer with an entity tag, in every encoding (e.g. a public menu version), sent the
 * same way by its Fastify route (`sendCachedEntity`) and by its fast route (`cachedEntityRoute`):
 * 304 on a matching If-None-Match, else 200 in the encoding the client accepts.
 */
export interface CachedEntity extends EncodedBody {
  etag: string;
}

/** What such a route sends besides the entity: its content type and caching headers, in order. */
export interface CachedEntityHeaders {
  contentType: string;
  caching: Record<string, string>;
}

/** True when an If-None-Match header names the entity tag (weak comparison). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** The Fastify route's answer (the route has set nothing of its own yet). */
export function sendCachedEntity(
  request: FastifyRequest,
  reply: FastifyReply,
  entity: CachedEntity,
  { contentType, caching }: CachedEntityHeaders,
): FastifyReply {
  reply.header('etag', entity.etag).headers(caching);
  // No payload at all: a serialised null would add Content-Type and a Content-Length of 4.
  if (matchesEtag(request.headers['if-none-match'], entity.etag)) return reply.code(304).send(undefined);
  const encoding = negotiate(request.headers['accept-encoding']);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  // Ready bytes are sent as they are (no serialisation, no compression per request).
  return reply.type(contentType).send(entity[encoding]);
}

interface ReadyAnswers {
  notModified: FastAnswer;
  byEncoding: Record<Encoding, FastAnswer>;
}

/** Browsers send a handful of distinct Accept-Encoding values; parse each once. */
const NEGOTIATED_LIMIT = 64;

/**
 * The fast route of a cached entity: `lookup` gives the entity when it can be sent without
 * asking anything (else undefined, and Fastify's route answers). Answers are prepared once per
 * entity object and kept as long as it lives.
 */
export function cachedEntityRoute(
  fastPath: FastPath,
  lookup: (req: IncomingMessage) => CachedEntity | undefined,
  { contentType, caching }: CachedEntityHeaders,
): FastRoute {
  const answers = new WeakMap<CachedEntity, ReadyAnswers>();
  const negotiated = new Map<string, Encoding>();

  const encodingOf = (acceptEncoding: string | undefined): Encoding => {
    if (acceptEncoding === undefined) return 'identity';
    let encoding = negotiated.get(acceptEncoding);
    if (encoding === undefined) {
      encoding = negotiate(acceptEncoding);
      if (negotiated.size >= NEGOTIATED_LIMIT) negotiated.clear();
      negotiated.set(acceptEncoding, encoding);
    }
    return encoding;
  };

  const prepare = (entity: CachedEntity): ReadyAnswers => {
    const tagged = { etag: entity.etag, ...caching };
    const ok = (encoding: Encoding): FastAnswer => ({
      status: 200,
      headers: fastPath.headers({
        ...tagged,
        ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
        'content-type': contentType,
        'content-length': entity[encoding].length,
      }),
      body: entity[encoding],
    });
    return {
      notModified: { status: 304, headers: fastPath.headers(tagged) },
      byEncoding: { br: ok('br'), gzip: ok('gzip'), identity: ok('identity') },
    };
  };

  return (req) => {
    const entity = lookup(req);
    if (!entity) return undefined;
    let ready = answers.get(entity);
    if (!ready) {
      ready = prepare(entity);
      answers.set(entity, ready);
    }
    if (matchesEtag(req.headers['if-none-match'], entity.etag)) return ready.notModified;
    return ready.byEncoding[encodingOf(req.headers['accept-encoding'])];
  };
}
