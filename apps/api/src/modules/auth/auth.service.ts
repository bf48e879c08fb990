import { randomBytes } from 'node:crypto';
import type {
  TActivateUserBody,
  TConfirmEmailResendBody,
  TIntegrateEmailBody,
  TLoginBody,
  TOk,
  TResetPasswordBody,
  TResetPasswordEmailSendBody,
  TUser,
} from '@guestloop/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { AppError, conflict, unauthenticated } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { enqueue } from '../jobs';
import { checkAccountToken, consumeAccountToken, issueAccountLink, tokenInvalid } from './account-tokens';
import { requireCaptcha } from './auth.guards';
import { sendAccountMail } from './auth.mails';
import * as repo from './auth.repo';
import { deleteUserSessions } from './session.repo';
import { endSession, startSession } from './session.service';
import { toUserView } from './user-view';

export const emailTaken = () => conflict('EMAIL_TAKEN', 'This e-mail address is already used by an account');
export const accountDisabled = () => new AppError(403, 'ACCOUNT_DISABLED', 'This account is disabled');

/** The user as every auth call answers with it. */
export async function loadUser(db: DbOrTx, userId: string): Promise<TUser> {
  const row = await repo.findUserView(db, userId);
  if (!row) throw unauthenticated();
  return toUserView(row);
}

/** A hash to verify against when the account does not exist, so both answers take as long. */
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => {
  dummyHash ??= hashPassword(randomBytes(18).toString('base64'));
  return dummyHash;
};

export async function login(request: FastifyRequest, reply: FastifyReply, body: TLoginBody): Promise<TUser> {
  await requireCaptcha(request, body.captchaToken, 'login');
  const { db } = request.server;
  const user = await repo.findUserByEmail(db, body.email);
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await getDummyHash()), body.password);
  if (!user?.passwordHash || !passwordOk) {
    throw new AppError(401, 'INVALID_CREDENTIALS', 'The e-mail or the password is wrong');
  }
  if (user.status === 'pending') {
    throw new AppError(403, 'ACCOUNT_NOT_ACTIVATED', 'Activate the account from the e-mail we sent first');
  }
  if (user.status === 'disabled') throw accountDisabled();
  await startSession(db, request, reply, user.id);
  return loadUser(db, user.id);
}

export async function logout(request: FastifyRequest, reply: FastifyReply): Promise<TOk> {
  await endSession(request.server.db, request, reply);
  return { ok: true };
}

export async function profile(request: FastifyRequest): Promise<TUser> {
  const auth = await request.requireAuth();
  return loadUser(request.server.db, auth.userId);
}

/**
 * Opens an activation link (the account becomes active) or an e-mail change link (the new
 * address replaces the old one), then signs the person in.
 */
export async function activateUser(
  request: FastifyRequest,
  reply: FastifyReply,
  body: TActivateUserBody,
): Promise<TUser> {
  const { db } = request.server;
  const userId = await db
    .transaction(async (tx) => {
      const token = await consumeAccountToken(tx, body.token, ['activate', 'integrate_email']);
      const user = await repo.findUserById(tx, token.userId);
      if (!user) throw tokenInvalid();
      if (user.status === 'disabled') throw accountDisabled();
      const verifiedAt = new Date();
      if (token.purpose === 'activate') {
        await repo.updateUser(tx, user.id, {
          status: 'active',
          emailVerifiedAt: user.emailVerifiedAt ?? verifiedAt,
        });
      } else {
        const email = typeof token.data.email === 'string' ? token.data.email : '';
        if (!email) throw tokenInvalid();
        if (await repo.emailTaken(tx, email, user.id)) throw emailTaken();
        await repo.updateUser(tx, user.id, { email, emailVerifiedAt: verifiedAt, status: 'active' });
      }
      return user.id;
    })
    .catch((error: unknown) => {
      throw repo.isUniqueViolation(error) ? emailTaken() : error;
    });
  await startSession(db, request, reply, userId);
  return loadUser(db, userId);
}

/** Background jobs that look an address up and mail it a link, after the request has been answered. */
export const RESET_LINK_JOB = 'auth.reset-link';
export const ACTIVATION_LINK_JOB = 'auth.activation-link';
/**
 * They start a little later, at a runner's next look, so that a known address's lookup, link
 * and mail never run while the answer is still being written (on the embedded database a job
 * woken at once runs in the same process, on the same event loop).
 */
const LOOKUP_DELAY_MS = 250;
type AccountApp = Pick<FastifyInstance, 'db' | 'config'>;

/**
 * Always answers ok after the same work whatever the address: the account is looked up by a
 * background job (mailResetLink), so neither the answer nor its timing tells whether it exists.
 */
export async function resetPasswordEmailSend(
  request: FastifyRequest,
  body: TResetPasswordEmailSendBody,
): Promise<TOk> {
  await requireCaptcha(request, body.captchaToken, 'reset_password');
  await enqueue(request.server.db, RESET_LINK_JOB, { email: body.email }, { delayMs: LOOKUP_DELAY_MS });
  return { ok: true };
}

/** The job behind reset-password-email-send: a reset link for an account that may use one. */
export async function mailResetLink(app: AccountApp, email: string): Promise<void> {
  const user = await repo.findUserByEmail(app.db, email);
  if (!user || user.status === 'disabled') return;
  await app.db.transaction(async (tx) => {
    const link = await issueAccountLink(tx, app.config.PUBLIC_URL, user.id, 'reset_password');
    await sendAccountMail(app, tx, user, 'reset', link);
  });
}

/**
 * Sets a new password from a reset link, ends every session of the account and signs in here.
 * Opening the link proves the address, so a pending account becomes active.
 */
export async function resetPassword(
  request: FastifyRequest,
  reply: FastifyReply,
  body: TResetPasswordBody,
): Promise<TUser> {
  const { db } = request.server;
  await checkAccountToken(db, body.token, ['reset_password']); // before the costly hash
  const passwordHash = await hashPassword(body.password);
  const userId = await db.transaction(async (tx) => {
    const token = await consumeAccountToken(tx, body.token, ['reset_password']);
    const user = await repo.findUserById(tx, token.userId);
    if (!user) throw tokenInvalid();
    if (user.status === 'disabled') throw accountDisabled();
    await repo.updateUser(tx, user.id, {
      passwordHash,
      status: 'active',
      emailVerifiedAt: user.emailVerifiedAt ?? new Date(),
      // Choosing a password on the staff pages makes a guest account an ordinary one.
      guestAccount: false,
    });
    await repo.retireAccountTokens(tx, user.id, 'reset_password');
    await deleteUserSessions(tx, user.id);
    return user.id;
  });
  await startSession(db, request, reply, userId);
  return loadUser(db, userId);
}

/** Sends a new activation link to a pending account (mailActivationLink); always ok, like the reset call. */
export async function confirmEmailResend(
  request: FastifyRequest,
  body: TConfirmEmailResendBody,
): Promise<TOk> {
  await enqueue(request.server.db, ACTIVATION_LINK_JOB, { email: body.email }, { delayMs: LOOKUP_DELAY_MS });
  return { ok: true };
}

/** The job behind confirm-email-resend: a new activation link for a pending account. */
export async function mailActivationLink(app: AccountApp, email: string): Promise<void> {
  const user = await repo.findUserByEmail(app.db, email);
  if (user?.status !== 'pending') return;
  await app.db.transaction(async (tx) => {
    const link = await issueAccountLink(tx, app.config.PUBLIC_URL, user.id, 'activate');
    await sendAccountMail(app, tx, user, 'activate', link);
  });
}

/** Mails a confirmation link to a new address; the address changes when the link is opened. */
export async function integrateEmail(request: FastifyRequest, body: TIntegrateEmailBody): Promise<TUser> {
  const auth = await request.requireAuth();
  const { db, config } = request.server;
  const email = body.email.toLowerCase();
  if (email === auth.user.email.toLowerCase() && auth.user.emailVerifiedAt) {
    throw conflict('EMAIL_ALREADY_CONFIRMED', 'This is already the confirmed address of the account');
  }
  if (await repo.emailTaken(db, email, auth.userId)) throw emailTaken();
  await db.transaction(async (tx) => {
    const link = await issueAccountLink(tx, config.PUBLIC_URL, auth.userId, 'integrate_email', { email });
    await sendAccountMail(request.server, tx, { ...auth.user, email }, 'email', link);
  });
  return loadUser(db, auth.userId);
}
