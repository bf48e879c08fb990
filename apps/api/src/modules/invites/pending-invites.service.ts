import {
  INVITE_LIFETIME_DAYS,
  INVITE_LINK_PATH,
  type TInviteCreated,
  type TOk,
  type TPendingInviteList,
} from '@guestloop/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { AuthContext } from '../../plugins/access';
import { hashToken, newToken } from '../auth';
import { assertCanAssign } from '../roles';
import { findCompany } from '../users';
import { sendInviteMail } from './invite-mail';
import * as repo from './invites.repo';

const DAY = 86_400_000;
const inviteNotFound = () => notFound('Invitation');

/** The company's invitations nobody has accepted yet, newest first; expired ones are marked. */
export async function listPending(
  db: Db,
  structureId: string,
  now = new Date(),
): Promise<TPendingInviteList> {
  const rows = await repo.listPendingInvites(db, structureId);
  return {
    items: rows.map((row) => ({
      id: row.id,
      email: row.email,
      role: row.role,
      invitedBy: row.inviterName === null ? null : { name: row.inviterName },
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      expired: row.expiresAt.getTime() <= now.getTime(),
    })),
  };
}

/**
 * Sends a pending invitation again: a new code and a new date, so the link sent before stops
 * working; the mail (when it has an address) is queued as a job in the company's language. Only
 * someone who may give its role may resend it.
 */
export async function resendInvite(
  app: Pick<FastifyInstance, 'db' | 'config' | 'log'>,
  auth: AuthContext,
  structureId: string,
  inviteId: string,
): Promise<TInviteCreated> {
  const { db, config } = app;
  const row = await repo.findPendingInvite(db, structureId, inviteId);
  if (!row) throw inviteNotFound();
  assertCanAssign(auth, row.role);
  const company = await findCompany(db, structureId);
  if (!company) throw notFound('Company');

  const code = newToken();
  const expiresAt = new Date(Date.now() + INVITE_LIFETIME_DAYS * DAY);
  if (!(await repo.renewInvite(db, structureId, inviteId, { codeHash: hashToken(code), expiresAt }))) {
    throw inviteNotFound();
  }
  const url = `${config.PUBLIC_URL}${INVITE_LINK_PATH}/${code}`;
  const email = row.invite.email;
  const emailSent = email
    ? await sendInviteMail(
        app,
        email,
        company.language,
        { inviter: auth.user.name, company: company.name, role: row.role },
        url,
      )
    : false;
  return { code, url, expiresAt: expiresAt.toISOString(), emailSent };
}

/** Withdraws a pending invitation: its link stops working at once. */
export async function revokeInvite(
  db: Db,
  auth: AuthContext,
  structureId: string,
  inviteId: string,
): Promise<TOk> {
  const row = await repo.findPendingInvite(db, structureId, inviteId);
  if (!row) throw inviteNotFound();
  assertCanAssign(auth, row.role);
  if (!(await repo.deletePendingInvite(db, structureId, inviteId))) throw inviteNotFound();
  return { ok: true };
}
