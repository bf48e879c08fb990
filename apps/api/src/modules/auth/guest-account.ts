import type { TLanguage, TUser } from '@guestloop/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as repo from './auth.repo';
import { accountDisabled, loadUser } from './auth.service';
import { startSession } from './session.service';

export interface ProvenGuest {
  /** An address the caller has just proved to own (a mailed one-time code). */
  email: string;
  /** For a new account: the name the guest gave the venue, if any. */
  name: string | null;
  language: TLanguage;
}

/**
 * Signs in a guest whose address the customers module has just proved with a one-time code, and
 * answers the user as sign-in does. An address without an account gets a guest account: active,
 * verified, no password, no company, marked `guest_account` so the console never asks it to set
 * up a company. An address with an account signs in to it, as its password would (a staff member
 * is a guest too). A pending account was registered by whoever typed the address, so its
 * password is dropped before the owner gets in: the code proves the address, not that password.
 */
export async function signInProvenGuest(
  request: FastifyRequest,
  reply: FastifyReply,
  guest: ProvenGuest,
): Promise<TUser> {
  const { db } = request.server;
  const email = guest.email.toLowerCase();
  const user =
    (await repo.findUserByEmail(db, email)) ??
    (await repo.insertUserIfEmailFree(db, {
      email,
      name: guest.name ?? '',
      language: guest.language,
      status: 'active',
      emailVerifiedAt: new Date(),
      guestAccount: true,
    })) ??
    // Another request made it between the look-up and the insert.
    (await repo.findUserByEmail(db, email));
  if (!user) throw new Error('guest account vanished');
  if (user.status === 'disabled') throw accountDisabled();
  if (user.status === 'pending') {
    await repo.updateUser(db, user.id, {
      status: 'active',
      passwordHash: null,
      emailVerifiedAt: new Date(),
      guestAccount: user.structureId === null,
    });
  }
  await startSession(db, request, reply, user.id);
  return loadUser(db, user.id);
}
