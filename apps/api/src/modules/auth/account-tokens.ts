import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/errors';
import * as repo from './auth.repo';
import { hashToken, newToken } from './session.service';

const HOUR = 3_600_000;

/** How long each kind of mailed link works. */
const TOKEN_LIFETIME_MS: Record<repo.AccountTokenPurpose, number> = {
  activate: 48 * HOUR,
  reset_password: HOUR,
  integrate_email: 24 * HOUR,
};

/** Where each kind of link opens in the staff console. */
const LINK_PATHS: Record<repo.AccountTokenPurpose, string> = {
  activate: '/user/app/activate',
  reset_password: '/user/app/reset-password',
  integrate_email: '/user/app/confirm-email',
};

export const tokenInvalid = () =>
  new AppError(400, 'TOKEN_INVALID', 'This link is not valid or was already used');

/**
 * Creates a single-use link for a user and returns its URL. Only the hash is stored. Reset and
 * e-mail change links replace the older ones of the same kind.
 */
export async function issueAccountLink(
  db: DbOrTx,
  publicUrl: string,
  userId: string,
  purpose: repo.AccountTokenPurpose,
  data: Record<string, unknown> = {},
): Promise<string> {
  if (purpose !== 'activate') await repo.retireAccountTokens(db, userId, purpose);
  const token = newToken();
  await repo.insertAccountToken(db, {
    tokenHash: hashToken(token),
    userId,
    purpose,
    data,
    expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS[purpose]),
  });
  return `${publicUrl}${LINK_PATHS[purpose]}?token=${token}`;
}

/** The open token behind a link; 400 TOKEN_INVALID (unknown, used, other kind) or TOKEN_EXPIRED. */
export async function checkAccountToken(
  db: DbOrTx,
  token: string,
  purposes: readonly repo.AccountTokenPurpose[],
) {
  const row = await repo.findAccountToken(db, hashToken(token));
  if (!row || row.usedAt || !purposes.includes(row.purpose)) throw tokenInvalid();
  if (row.expiresAt.getTime() <= Date.now()) {
    throw new AppError(400, 'TOKEN_EXPIRED', 'This link has expired, ask for a new one');
  }
  return row;
}

/** Checks and uses up a token (call inside the transaction that acts on it). */
export async function consumeAccountToken(
  db: DbOrTx,
  token: string,
  purposes: readonly repo.AccountTokenPurpose[],
) {
  const row = await checkAccountToken(db, token, purposes);
  if (!(await repo.useAccountToken(db, row.tokenHash))) throw tokenInvalid();
  return row;
}
