import { parseCookie, stringifySetCookie } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieSecure } from '../../config';
import { CUSTOMER_COOKIE } from '../../lib/cookies';

/**
 * The guest's identity on the wire: an httpOnly cookie holding the identity's id and secret
 * (SPEC point 3 "Customer": id, browserHash). Only routes read and write it; services get the
 * pair as plain values.
 */
export interface DeviceKey {
  id: string;
  secret: string;
}

const COOKIE_DAYS = 400;

export function readGuestCookie(request: FastifyRequest): DeviceKey | null {
  const header = request.headers.cookie;
  const value = header ? parseCookie(header)[CUSTOMER_COOKIE] : undefined;
  const match = value?.match(/^([0-9a-f-]{36})\.([A-Za-z0-9_-]{16,128})$/);
  return match?.[1] && match[2] ? { id: match[1], secret: match[2] } : null;
}

export function setGuestCookie(request: FastifyRequest, reply: FastifyReply, key: DeviceKey): void {
  reply.header(
    'set-cookie',
    stringifySetCookie({
      name: CUSTOMER_COOKIE,
      value: `${key.id}.${key.secret}`,
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: cookieSecure(request.server.config),
      expires: new Date(Date.now() + COOKIE_DAYS * 86_400_000),
    }),
  );
}

/**
 * This device forgets its guest identity (the `?reset` of SPEC point 2): the browser drops the
 * cookie, which the page's script cannot do itself (httpOnly). The identity and its orders stay.
 */
export function clearGuestCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.header(
    'set-cookie',
    stringifySetCookie({
      name: CUSTOMER_COOKIE,
      value: '',
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: cookieSecure(request.server.config),
      expires: new Date(0),
    }),
  );
}

/**
 * Whose budget a guest's request counts against in rate limits: the guest identity the device
 * presents (a café's guests share one address on its Wi-Fi), else the address. A made-up identity
 * gains nothing: guest calls refuse it, and new identities are limited per address.
 */
export function guestRateKey(request: FastifyRequest): string {
  const cookie = readGuestCookie(request);
  return cookie ? `guest:${cookie.id}` : `ip:${request.ip}`;
}
