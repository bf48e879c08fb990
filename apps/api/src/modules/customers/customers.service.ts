import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { TCustomer, TUpdateCustomerBody } from '@guestloop/contracts';
import { parseCookie, stringifySetCookie } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieSecure } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import * as repo from './customers.repo';

/**
 * Guest identities (SPEC point 3 "Customer": id, browserHash). The device keeps both in an
 * httpOnly cookie; the database keeps only a digest of the secret. A merged identity answers as
 * the one it was merged into, so an old cookie keeps working after "combine".
 */

import { CUSTOMER_COOKIE } from '../../lib/cookies';

export { CUSTOMER_COOKIE };

const COOKIE_DAYS = 400;

const digest = (secret: string) => createHash('sha256').update(secret).digest('base64url');

function secretMatches(row: repo.CustomerRow, secret: string): boolean {
  const a = Buffer.from(row.browserHash);
  const b = Buffer.from(digest(secret));
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The identity as the device knows it (`id`, `browserHash`), with the details of the one in use. */
const toCustomer = (row: repo.CustomerRow, id: string, browserHash: string): TCustomer => ({
  id,
  browserHash,
  name: row.name,
  phone: row.phone,
  email: row.email,
});

function readCookie(request: FastifyRequest): { id: string; secret: string } | null {
  const header = request.headers.cookie;
  const value = header ? parseCookie(header)[CUSTOMER_COOKIE] : undefined;
  const match = value?.match(/^([0-9a-f-]{36})\.([A-Za-z0-9_-]{16,128})$/);
  return match?.[1] && match[2] ? { id: match[1], secret: match[2] } : null;
}

function setCookie(request: FastifyRequest, reply: FastifyReply, id: string, secret: string) {
  reply.header(
    'set-cookie',
    stringifySetCookie({
      name: CUSTOMER_COOKIE,
      value: `${id}.${secret}`,
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: cookieSecure(request.server.config),
      expires: new Date(Date.now() + COOKIE_DAYS * 86_400_000),
    }),
  );
}

/** The identity behind id + secret, following merges; null when they do not prove one. */
async function resolve(db: DbOrTx, id: string, secret: string): Promise<repo.CustomerRow | null> {
  const row = await repo.findCustomer(db, id);
  return row && secretMatches(row, secret) ? followMerges(db, row) : null;
}

async function followMerges(db: DbOrTx, row: repo.CustomerRow): Promise<repo.CustomerRow> {
  let current = row;
  // A chain is at most a few links long; the bound guards against a cycle made by hand.
  for (let hops = 0; current.mergedIntoId && hops < 10; hops++) {
    const next = await repo.findCustomer(db, current.mergedIntoId);
    if (!next) break;
    current = next;
  }
  return current;
}

/**
 * The identity of a signed-in account, made on first use. Only the account reaches it: its
 * secret is drawn and dropped, no device holds it.
 */
async function accountCustomer(db: Db, userId: string): Promise<repo.CustomerRow> {
  let row = await repo.findAccountCustomer(db, userId);
  if (!row) {
    await repo.insertAccountCustomer(db, userId, digest(randomBytes(24).toString('base64url')));
    row = await repo.findAccountCustomer(db, userId);
    if (!row) throw new Error('account customer vanished');
  }
  return followMerges(db, row);
}

/**
 * The guest of this request. Signed in (a product account, with or without a company): the
 * account's identity — the device's own identity hands its orders, bonus and details over to it
 * first, so they follow the account to every device. Otherwise the device's (cookie), or null.
 */
export async function currentCustomer(db: Db, request: FastifyRequest): Promise<repo.CustomerRow | null> {
  const cookie = readCookie(request);
  const device = cookie ? await resolve(db, cookie.id, cookie.secret) : null;
  const auth = await request.getAuth();
  if (!auth) return device;
  const account = await accountCustomer(db, auth.userId);
  if (device && device.id !== account.id && device.userId === null) {
    await repo.absorbCustomer(db, device, account);
    return (await repo.findCustomer(db, account.id)) ?? account;
  }
  return account;
}

/** The identity this device's cookie proves (followed through merges), signed in or not; else null. */
export async function deviceCustomer(db: Db, request: FastifyRequest): Promise<repo.CustomerRow | null> {
  const cookie = readCookie(request);
  return cookie ? resolve(db, cookie.id, cookie.secret) : null;
}

/**
 * Whose budget a guest's request counts against in rate limits: the guest identity the device
 * presents (a café's guests share one address on its Wi-Fi), else the address. A made-up identity
 * gains nothing: guest calls refuse it, and new identities are limited per address.
 */
export function guestRateKey(request: FastifyRequest): string {
  const cookie = readCookie(request);
  return cookie ? `guest:${cookie.id}` : `ip:${request.ip}`;
}

const noGuest = () => new AppError(401, 'UNAUTHENTICATED', 'No guest identity: create one first');

/** The guest of this request, or 401: guest calls start with POST /customer/create/…. */
export async function requireCustomer(db: Db, request: FastifyRequest): Promise<repo.CustomerRow> {
  const customer = await currentCustomer(db, request);
  if (!customer) throw noGuest();
  return customer;
}

/** The device's identity as it knows it (cookie), with the identity in use (the account's when signed in). */
async function requireCookieCustomer(db: Db, request: FastifyRequest) {
  const cookie = readCookie(request);
  const row = cookie ? await currentCustomer(db, request) : null;
  if (!row || !cookie) throw noGuest();
  return { row, cookie };
}

/** Routes of SPEC point 2 marked "requires sign-in" (delivery, profile, bonuses): 401 without a session. */
export async function requireAccountCustomer(db: Db, request: FastifyRequest) {
  const auth = await request.requireAuth();
  const customer = await currentCustomer(db, request);
  return { auth, customer: customer ?? (await accountCustomer(db, auth.userId)) };
}

async function createIdentity(db: Db, request: FastifyRequest, reply: FastifyReply): Promise<TCustomer> {
  const secret = randomBytes(24).toString('base64url');
  const row = await repo.insertCustomer(db, digest(secret));
  setCookie(request, reply, row.id, secret);
  return toCustomer(row, row.id, secret);
}

/**
 * POST /customer/create/{entity}/{slug}: the guest's identity, made on first contact. A device
 * that already has one gets it back (the cookie is renewed), so calling it on every visit is safe.
 */
export async function ensureCustomer(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<TCustomer> {
  const cookie = readCookie(request);
  const existing = cookie ? await resolve(db, cookie.id, cookie.secret) : null;
  if (!existing || !cookie) {
    const made = await createIdentity(db, request, reply);
    const auth = await request.getAuth();
    if (!auth) return made;
    return toCustomer(await accountCustomer(db, auth.userId), made.id, made.browserHash);
  }
  await repo.touchCustomer(db, existing.id);
  setCookie(request, reply, cookie.id, cookie.secret);
  const current = (await currentCustomer(db, request)) ?? existing;
  return toCustomer(current, cookie.id, cookie.secret);
}

/** POST /customer/create-new/…: a fresh identity, whatever the device had ("start over"). */
export const createNewCustomer = createIdentity;

/** GET /customer. */
export async function getCustomer(db: Db, request: FastifyRequest): Promise<TCustomer> {
  const { row, cookie } = await requireCookieCustomer(db, request);
  return toCustomer(row, cookie.id, cookie.secret);
}

/** PUT /customer: the guest's own contact details (used for pickup and delivery). */
export async function updateCustomer(
  db: Db,
  request: FastifyRequest,
  body: TUpdateCustomerBody,
): Promise<TCustomer> {
  const { row, cookie } = await requireCookieCustomer(db, request);
  const values: repo.CustomerValues = {
    ...(body.name !== undefined && { name: body.name || null }),
    ...(body.phone !== undefined && { phone: body.phone || null }),
    ...(body.email !== undefined && { email: body.email || null }),
  };
  // Every field is optional: a body that names none changes nothing.
  const updated = Object.keys(values).length === 0 ? row : await repo.updateCustomer(db, row.id, values);
  if (!updated) throw notFound('Customer');
  return toCustomer(updated, cookie.id, cookie.secret);
}

/** GET /customer/{id}/{hash}: whether this pair proves an identity (e.g. a link from a message). */
export async function checkCustomer(db: Db, id: string, secret: string): Promise<TCustomer> {
  const row = await resolve(db, id, secret);
  if (!row) throw notFound('Customer');
  return toCustomer(row, id, secret);
}

/** POST /customer/{id}/{hash}: this device takes on that identity (restoring it on a new phone). */
export async function adoptCustomer(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  id: string,
  secret: string,
): Promise<TCustomer> {
  const customer = await checkCustomer(db, id, secret);
  setCookie(request, reply, id, secret);
  return customer;
}

/**
 * POST /customer/{id}/combine: the identity of this request takes over the one named by id
 * (proved by its secret in the body) — its orders and bonuses follow through `mergedIntoId`.
 */
export async function combineCustomers(
  db: Db,
  request: FastifyRequest,
  otherId: string,
  otherSecret: string,
) {
  const current = await requireCustomer(db, request);
  const other = await resolve(db, otherId, otherSecret);
  if (!other) throw notFound('Customer');
  if (other.id === current.id) return { ok: true as const, customerId: current.id };
  // Into an account: hand over, never point at it (that device, signed out, must not see the account).
  if (current.userId) await repo.absorbCustomer(db, other, current);
  else await repo.mergeCustomer(db, other.id, current.id);
  return { ok: true as const, customerId: current.id };
}
