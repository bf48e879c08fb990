import {
  INVITE_LIFETIME_DAYS,
  INVITE_LINK_PATH,
  type TAcceptInviteBody,
  type TAcceptInviteWithGoogleBody,
  type TInvite,
  type TInviteCreateBody,
  type TInviteCreated,
  type TUser,
} from '@guestloop/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { users } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import type { AuthContext } from '../../plugins/access';
import * as authRepo from '../auth';
import { emailTaken, hashToken, loadUser, newToken, startSession, tokenInvalid } from '../auth';
import * as rolesRepo from '../roles';
import { assertCanAssign, roleNotFound } from '../roles';
import { findCompany, insertStaff } from '../users';
import { sendInviteMail } from './invite-mail';
import * as repo from './invites.repo';

const DAY = 86_400_000;

/**
 * Creates a single-use invitation into one of the company's roles (only a role whose permissions
 * the inviter holds). With an address, the link is mailed in the company's language.
 */
export async function createInvite(
  request: FastifyRequest,
  auth: AuthContext,
  structureId: string,
  body: TInviteCreateBody,
): Promise<TInviteCreated> {
  const { db, config } = request.server;
  const role = await rolesRepo.findRole(db, structureId, body.roleSelected);
  if (!role) throw roleNotFound();
  assertCanAssign(auth, role);
  const email = body.email?.toLowerCase() ?? null;
  if (email && (await authRepo.emailInUse(db, email))) throw emailTaken();
  const company = await findCompany(db, structureId);
  if (!company) throw notFound('Company');

  const code = newToken();
  const { expiresAt } = await repo.insertInvite(db, structureId, {
    roleId: role.id,
    codeHash: hashToken(code),
    email,
    invitedBy: auth.userId,
    expiresAt: new Date(Date.now() + INVITE_LIFETIME_DAYS * DAY),
  });
  const url = `${config.PUBLIC_URL}${INVITE_LINK_PATH}/${code}`;
  const emailSent = email
    ? await sendInviteMail(
        request.server,
        email,
        company.language,
        { inviter: auth.user.name, company: company.name, role },
        url,
      )
    : false;
  return { code, url, expiresAt: expiresAt.toISOString(), emailSent };
}

/** The open invitation behind a code: 404 unknown, 400 TOKEN_INVALID used, 400 TOKEN_EXPIRED expired. */
async function openInvite(db: Db, code: string): Promise<repo.InviteRow> {
  const row = await repo.findInviteByCodeHash(db, hashToken(code));
  if (!row) throw notFound('Invitation');
  if (row.invite.usedAt) throw tokenInvalid();
  if (row.invite.expiresAt.getTime() <= Date.now()) {
    throw new AppError(400, 'TOKEN_EXPIRED', 'This invitation has expired, ask for a new one');
  }
  return row;
}

export async function getInvite(db: Db, code: string): Promise<TInvite> {
  const { invite, company, role } = await openInvite(db, code);
  return {
    companyName: company.name,
    role: { slug: role.slug, name: role.name },
    email: invite.email,
    expiresAt: invite.expiresAt.toISOString(),
  };
}

/** An invitation made for one address is accepted with that address only. */
function assertInvitedAddress(row: repo.InviteRow, email: string) {
  if (row.invite.email && row.invite.email !== email.toLowerCase()) {
    throw new AppError(400, 'VALIDATION_FAILED', 'Use the address the invitation was sent to', [
      { path: 'body.email', code: 'invite_email', message: 'Use the address the invitation was sent to' },
    ]);
  }
}

/**
 * Creates the active account in the invitation's company and role and uses the code up, in one
 * transaction: of two requests with one code, the second changes nothing (400 TOKEN_INVALID).
 */
async function joinCompany(
  request: FastifyRequest,
  reply: FastifyReply,
  row: repo.InviteRow,
  values: Omit<typeof users.$inferInsert, 'structureId' | 'id' | 'roleId' | 'status'>,
): Promise<TUser> {
  const { db } = request.server;
  const structureId = row.company.id;
  const userId = await db
    .transaction(async (tx) => {
      const { id } = await insertStaff(tx, structureId, { ...values, roleId: row.role.id, status: 'active' });
      if (!(await repo.claimInvite(tx, structureId, row.invite.id, id))) throw tokenInvalid();
      return id;
    })
    .catch((error: unknown) => {
      throw authRepo.isUniqueViolation(error) ? emailTaken() : error;
    });
  await startSession(db, request, reply, userId);
  return loadUser(db, userId);
}

export async function acceptInvite(
  request: FastifyRequest,
  reply: FastifyReply,
  code: string,
  body: TAcceptInviteBody,
): Promise<TUser> {
  const { db } = request.server;
  const row = await openInvite(db, code);
  assertInvitedAddress(row, body.email);
  const email = body.email.toLowerCase();
  if (await authRepo.emailInUse(db, email)) throw emailTaken();
  const passwordHash = await hashPassword(body.password);
  return joinCompany(request, reply, row, {
    email,
    name: body.name,
    passwordHash,
    language: body.language ?? request.language,
    // The mailed link proves the address only when the invitation was sent to it.
    emailVerifiedAt: row.invite.email ? new Date() : null,
  });
}

/** The same with a verified Google ID token: the Google address becomes the account's (verified). */
export async function acceptInviteWithGoogle(
  request: FastifyRequest,
  reply: FastifyReply,
  code: string,
  body: TAcceptInviteWithGoogleBody,
): Promise<TUser> {
  const { db, providers } = request.server;
  const row = await openInvite(db, code);
  const identity = await providers.google.verifyIdToken(body.token);
  assertInvitedAddress(row, identity.email);
  const email = identity.email.toLowerCase();
  if ((await authRepo.emailInUse(db, email)) || (await authRepo.findUserByGoogleSub(db, identity.subject))) {
    throw emailTaken();
  }
  return joinCompany(request, reply, row, {
    email,
    name: identity.name?.trim() || email.split('@')[0] || email,
    googleSub: identity.subject,
    imageUrl: identity.picture,
    language: body.language ?? request.language,
    emailVerifiedAt: new Date(),
  });
}
