import { createHash, randomBytes } from 'node:crypto';
import { parseCookie, stringifySetCookie } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieSecure } from '../../config';
import type { Db } from '../../db/client';
import { SESSION_COOKIE } from '../../lib/cookies';
import * as repo from './session.repo';

export { SESSION_COOKIE };

const TOUCH_EVERY_MS = 10 * 60 * 1000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');
export const newToken = () => randomBytes(32).toString('base64url');

/** The session token from the request's cookies (parsed on demand: most answers never need it). */
function sessionToken(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  return header ? parseCookie(header)[SESSION_COOKIE] : undefined;
}

export function currentSessionTokenHash(request: FastifyRequest): string | null {
  const token = sessionToken(request);
  return token ? hashToken(token) : null;
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.header(
    'set-cookie',
    stringifySetCookie({ name: SESSION_COOKIE, value: '', path: '/', expires: new Date(0) }),
  );
}

export type SessionUser = NonNullable<Awaited<ReturnType<typeof repo.findSessionUser>>>;

/** Starts a session for a user and sets the httpOnly cookie on the reply. */
export async function startSession(db: Db, request: FastifyRequest, reply: FastifyReply, userId: string) {
  const token = newToken();
  const days = request.server.config.SESSION_DAYS;
  const expiresAt = new Date(Date.now() + days * 86_400_000);
  await repo.insertSession(db, {
    tokenHash: hashToken(token),
    userId,
    expiresAt,
    userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
    ip: request.ip,
  });
  reply.header(
    'set-cookie',
    stringifySetCookie({
      name: SESSION_COOKIE,
      value: token,
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: cookieSecure(request.server.config),
      expires: expiresAt,
    }),
  );
}

/** Reads the session cookie; slides the expiry at most every ten minutes. */
export async function readSession(db: Db, request: FastifyRequest): Promise<SessionUser | null> {
  const token = sessionToken(request);
  if (!token) return null;
  const tokenHash = hashToken(token);
  const found = await repo.findSessionUser(db, tokenHash);
  if (!found) return null;
  if (Date.now() - found.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    const days = request.server.config.SESSION_DAYS;
    await repo.touchSession(db, tokenHash, new Date(Date.now() + days * 86_400_000));
  }
  return found;
}

export async function endSession(db: Db, request: FastifyRequest, reply: FastifyReply) {
  const token = sessionToken(request);
  if (token) await repo.deleteSession(db, hashToken(token));
  clearSessionCookie(reply);
}

/** How often expired sessions are dropped (a background job, on one process of all). */
export const PRUNE_SESSIONS_EVERY_MS = 60 * 60_000;

/** An expired session can no longer sign anyone in; its row only takes room. */
export function pruneExpiredSessions(db: Db) {
  return repo.deleteExpiredSessions(db);
}
