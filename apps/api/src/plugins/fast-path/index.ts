/**
 * The fast path: a few hot public GETs answered from ready state in front of Fastify (fast-path.ts),
 * the server that puts it there (server.ts), and what fast routes share with their Fastify routes
 * (cached-entity.ts). Modules register their fast routes on `app.fastPath`; conformance.test.ts
 * checks every registration against its Fastify route.
 */

export {
  type CachedEntity,
  type CachedEntityHeaders,
  cachedEntityRoute,
  matchesEtag,
  sendCachedEntity,
} from './cached-entity';
export {
  type FastAnswer,
  type FastLogLevel,
  FastPath,
  type FastRegistration,
  type FastRoute,
} from './fast-path';
export { fastPathServerFactory } from './server';
