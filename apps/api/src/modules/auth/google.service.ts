import {
  INTL_LOCALES,
  LANGUAGES,
  type TLanguage,
  type TLoginWithGoogleBody,
  type TRegisterWithGoogleBody,
  type TUser,
} from '@guestloop/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GoogleIdentity } from '../../providers/google';
import * as repo from './auth.repo';
import { accountDisabled, emailTaken, loadUser } from './auth.service';
import { startSession } from './session.service';

/** Google's locale (`uk`, `en-GB`, `ka`…) as one of our language codes, if we have it. */
function languageOf(locale: string | null): TLanguage | undefined {
  const primary = locale?.split(/[-_]/)[0]?.toLowerCase();
  return LANGUAGES.find((l) => INTL_LOCALES[l] === primary);
}

/**
 * The account of a Google identity: found by Google id, else by its (Google-verified) address
 * and linked, else created active. A pending account becomes active, Google having proved the address.
 */
async function accountFor(
  request: FastifyRequest,
  identity: GoogleIdentity,
  language?: TLanguage,
): Promise<repo.UserRow> {
  const { db } = request.server;
  const bySubject = await repo.findUserByGoogleSub(db, identity.subject);
  if (bySubject) {
    if (bySubject.status === 'disabled') throw accountDisabled();
    return bySubject;
  }
  const byEmail = await repo.findUserByEmail(db, identity.email);
  if (byEmail) {
    if (byEmail.status === 'disabled') throw accountDisabled();
    if (byEmail.googleSub) throw emailTaken(); // the address belongs to another Google account's user
    await repo.updateUser(db, byEmail.id, {
      googleSub: identity.subject,
      status: 'active',
      emailVerifiedAt: byEmail.emailVerifiedAt ?? new Date(),
      imageUrl: byEmail.imageUrl ?? identity.picture,
      // Signing in with Google on the staff pages makes a guest account an ordinary one.
      guestAccount: false,
    });
    return { ...byEmail, googleSub: identity.subject, status: 'active' };
  }
  try {
    return await repo.insertUser(db, {
      email: identity.email,
      name: identity.name ?? identity.email.split('@')[0] ?? identity.email,
      googleSub: identity.subject,
      language: language ?? languageOf(identity.locale) ?? request.language,
      imageUrl: identity.picture,
      status: 'active',
      emailVerifiedAt: new Date(),
    });
  } catch (error) {
    if (repo.isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/** Signs in with Google; an unknown Google account is registered on the way (registrationComplete false). */
export async function loginWithGoogle(
  request: FastifyRequest,
  reply: FastifyReply,
  body: TLoginWithGoogleBody | TRegisterWithGoogleBody,
): Promise<TUser> {
  const identity = await request.server.providers.google.verifyIdToken(body.token);
  const user = await accountFor(request, identity, 'language' in body ? body.language : undefined);
  await startSession(request.server.db, request, reply, user.id);
  return loadUser(request.server.db, user.id);
}

/**
 * The account of a Google ID token, found, linked or created as when signing in with Google,
 * without a session: for the companies module's one-step registration with Google.
 */
export async function googleAccount(
  request: FastifyRequest,
  token: string,
  language?: TLanguage,
): Promise<repo.UserRow> {
  const identity = await request.server.providers.google.verifyIdToken(token);
  return accountFor(request, identity, language);
}
