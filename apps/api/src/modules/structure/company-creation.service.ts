import { randomBytes } from 'node:crypto';
import type { TRegisterCompleteBody, TRegisterWithGoogleCompleteBody, TUser } from '@guestloop/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { AppError, conflict } from '../../lib/errors';
import { firstFreeSlug, slugify } from '../../lib/slug';
import { googleAccount, loadUser, startSession } from '../auth';
import * as repo from './company-creation.repo';
import { insertLocation } from './locations.repo';
import { createSystemRoles } from './roles.repo';

export const registrationAlreadyComplete = () =>
  conflict('REGISTRATION_ALREADY_COMPLETE', 'This account already belongs to a company');
/**
 * A guest account (signed up on a guest page by a one-time code) sets up no company: its owner
 * takes the staff way in first (a password reset or Google), which makes it an ordinary account.
 */
const guestAccountRefused = () =>
  new AppError(403, 'FORBIDDEN', 'A guest account cannot set up a company: choose a password first');

/**
 * The second step of registration: the company (with a unique slug), its built-in roles and a
 * first location named after it; the user becomes its administrator. One transaction.
 */
export async function createCompanyFor(
  db: Db,
  userId: string,
  body: TRegisterCompleteBody,
  fallbackLanguage: string,
): Promise<void> {
  const base = slugify(body.companyName);
  for (let attempt = 0; ; attempt++) {
    try {
      await db.transaction(async (tx) => {
        const taken = await repo.structureSlugsLike(tx, base);
        const slug = attempt === 0 ? firstFreeSlug(base, taken) : `${base}-${randomBytes(3).toString('hex')}`;
        const company = await repo.insertStructure(tx, {
          name: body.companyName,
          slug,
          language: body.language ?? fallbackLanguage,
          currency: body.currency ?? 'EUR',
        });
        const roleIds = await createSystemRoles(tx, company.id);
        await insertLocation(tx, company.id, {
          parentId: null,
          name: body.companyName,
          slug: slugify(body.companyName, 'main'),
          address: null,
        });
        if (!(await repo.assignCompany(tx, userId, company.id, roleIds.administrator))) {
          throw registrationAlreadyComplete();
        }
      });
      return;
    } catch (error) {
      // Two companies with the same name at the same moment: try again with a random suffix.
      if (attempt < 3 && isUniqueViolation(error, 'structures_slug_unique')) continue;
      throw error;
    }
  }
}

/** The signed-in user's company, for an account that has none yet. */
export async function registerComplete(request: FastifyRequest, body: TRegisterCompleteBody): Promise<TUser> {
  const auth = await request.requireAuth();
  const { db } = request.server;
  if (auth.structureId || auth.isSuperAdmin) throw registrationAlreadyComplete();
  if (auth.user.guestAccount) throw guestAccountRefused();
  await createCompanyFor(db, auth.userId, body, auth.language);
  return loadUser(db, auth.userId);
}

/** Registration with Google in one step: the token (or the current session) and the company. */
export async function registerWithGoogleComplete(
  request: FastifyRequest,
  reply: FastifyReply,
  body: TRegisterWithGoogleCompleteBody,
): Promise<TUser> {
  const { db } = request.server;
  let userId: string;
  let language: string;
  let signIn = false;
  if (body.token) {
    const user = await googleAccount(request, body.token, body.language);
    if (user.structureId || user.isSuperAdmin) throw registrationAlreadyComplete();
    ({ id: userId, language } = user);
    signIn = true;
  } else {
    const auth = await request.requireAuth();
    if (auth.structureId || auth.isSuperAdmin) throw registrationAlreadyComplete();
    if (auth.user.guestAccount) throw guestAccountRefused();
    ({ userId, language } = auth);
  }
  await createCompanyFor(db, userId, body, language);
  if (signIn) await startSession(db, request, reply, userId);
  return loadUser(db, userId);
}
