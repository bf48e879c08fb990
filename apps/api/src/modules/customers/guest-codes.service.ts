import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  GUEST_CODE_LENGTH,
  GUEST_CODE_MAX_TRIES,
  GUEST_CODE_TTL_MINUTES,
  type TLanguage,
} from '@guestloop/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors';
import { sendProductMail } from '../mail';
import * as repo from './guest-codes.repo';

/**
 * Guests' one-time sign-in codes (SPEC point 2: delivery, profile and bonuses require sign-in).
 * A code belongs to an address, whether or not it has an account yet, so asking for one does the
 * same work for every address: retire the earlier codes, store the new one's keyed hash, queue
 * its mail. Checking it is what signs in (the routes hand the proven address to the auth module).
 */

type CodeApp = Pick<FastifyInstance, 'db' | 'config'>;

/** `triesLeft`: how many more entries the code takes (given for a wrong entry). */
export const codeInvalid = (triesLeft?: number) =>
  new AppError(
    400,
    'CODE_INVALID',
    'The code is wrong or was already used',
    triesLeft === undefined ? undefined : { triesLeft },
  );
export const codeExpired = () => new AppError(400, 'CODE_EXPIRED', 'The code has expired: ask for a new one');
export const codeTooManyTries = () =>
  new AppError(429, 'CODE_TOO_MANY_TRIES', 'Too many wrong codes: ask for a new one');

/** Codes are kept as an HMAC keyed by the server (a leaked table cannot be tried offline). */
export type CodeHasher = (email: string, code: string) => string;
export function codeHasher(key: Buffer): CodeHasher {
  const own = createHmac('sha256', key).update('guest-sign-in-code').digest();
  return (email, code) => createHmac('sha256', own).update(`${email}\n${code}`).digest('base64url');
}

const newCode = () => String(randomInt(0, 10 ** GUEST_CODE_LENGTH)).padStart(GUEST_CODE_LENGTH, '0');

export interface CodeRequest {
  email: string;
  language: TLanguage;
  /** The menu's title, named in the mail; null when asked from nowhere in particular. */
  venue: string | null;
}

/** Mails a new code to the address (a durable job, committed with the code). */
export async function sendGuestCode(app: CodeApp, hash: CodeHasher, request: CodeRequest): Promise<void> {
  const email = request.email.toLowerCase();
  const code = newCode();
  await app.db.transaction(async (tx) => {
    await repo.retireOpenCodes(tx, email);
    await repo.insertCode(tx, {
      email,
      codeHash: hash(email, code),
      expiresAt: new Date(Date.now() + GUEST_CODE_TTL_MINUTES * 60_000),
    });
    await sendProductMail(
      app,
      { to: email, language: request.language, template: 'guestCode', vars: { code, venue: request.venue } },
      { db: tx },
    );
  });
}

type Outcome = { ok: true } | { ok: false; error: AppError };

const sameHash = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * Uses the address's latest code: it works once, for GUEST_CODE_TTL_MINUTES, and stops after
 * GUEST_CODE_MAX_TRIES wrong entries. A wrong entry is counted even though the answer is an
 * error (the count is committed, the error thrown after).
 */
export async function useGuestCode(app: CodeApp, hash: CodeHasher, email: string, code: string) {
  const address = email.toLowerCase();
  const outcome = await app.db.transaction(async (tx): Promise<Outcome> => {
    const row = await repo.latestCodeForUpdate(tx, address);
    if (!row || row.usedAt) return { ok: false, error: codeInvalid() };
    if (row.expiresAt.getTime() <= Date.now()) return { ok: false, error: codeExpired() };
    if (row.attempts >= GUEST_CODE_MAX_TRIES) return { ok: false, error: codeTooManyTries() };
    if (!sameHash(row.codeHash, hash(address, code))) {
      const attempts = await repo.countWrongTry(tx, row.id);
      const left = GUEST_CODE_MAX_TRIES - attempts;
      return { ok: false, error: left > 0 ? codeInvalid(left) : codeTooManyTries() };
    }
    return (await repo.useCode(tx, row.id)) ? { ok: true } : { ok: false, error: codeInvalid() };
  });
  if (!outcome.ok) throw outcome.error;
}

/** How often old codes are dropped (a background job, on one process of all). */
export const PRUNE_CODES_EVERY_MS = 60 * 60_000;
export const pruneOldCodes = (app: CodeApp) => repo.deleteOldCodes(app.db);
