import { randomBytes } from 'node:crypto';
import type { TOk, TRegisterBody, TRegisterCompleteBody, TUser } from '@guestloop/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { conflict } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { firstFreeSlug, slugify } from '../../lib/slug';
import { createSystemRoles } from '../structure';
import { issueAccountLink } from './account-tokens';
import { requireCaptcha } from './auth.guards';
import { sendAccountMail, sendRegistrationAttemptMail } from './auth.mails';
import * as repo from './auth.repo';
import { loadUser } from './auth.service';
import * as registrationRepo from './registration.repo';

/**
 * Registers an address. A new one becomes a pending account and is mailed its activation link
 * (no session until the link is opened); one that already has an account is left as it is and
 * its owner is mailed a notice. The answer is the same either way, after the same work (the
 * password hash, one insert attempt, one queued mail), so it never tells whether an address has
 * an account.
 */
export async function register(request: FastifyRequest, body: TRegisterBody): Promise<TOk> {
  await requireCaptcha(request, body.captchaToken, 'register');
  const app = request.server;
  const email = body.email.toLowerCase();
  const passwordHash = await hashPassword(body.password);
  await app.db.transaction(async (tx) => {
    const user = await repo.insertUserIfEmailFree(tx, {
      email,
      name: body.name,
      passwordHash,
      language: body.language ?? request.language,
      status: 'pending',
    });
    if (user) {
      const link = await issueAccountLink(tx, app.config.PUBLIC_URL, user.id, 'activate');
      await sendAccountMail(app, tx, user, 'activate', link);
      return;
    }
    // A disabled account is told nothing: it can neither sign in nor reset its password.
    const owner = await repo.findUserByEmail(tx, email);
    if (owner && owner.status !== 'disabled') await sendRegistrationAttemptMail(app, tx, owner);
  });
  return { ok: true };
}

export const registrationAlreadyComplete = () =>
  conflict('REGISTRATION_ALREADY_COMPLETE', 'This account already belongs to a company');

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
        const taken = await registrationRepo.structureSlugsLike(tx, base);
        const slug = attempt === 0 ? firstFreeSlug(base, taken) : `${base}-${randomBytes(3).toString('hex')}`;
        const company = await registrationRepo.insertStructure(tx, {
          name: body.companyName,
          slug,
          language: body.language ?? fallbackLanguage,
          currency: body.currency ?? 'EUR',
        });
        const roleIds = await createSystemRoles(tx, company.id);
        await registrationRepo.insertLocation(tx, company.id, {
          name: body.companyName,
          slug: slugify(body.companyName, 'main'),
        });
        if (!(await registrationRepo.assignCompany(tx, userId, company.id, roleIds.administrator))) {
          throw registrationAlreadyComplete();
        }
      });
      return;
    } catch (error) {
      // Two companies with the same name at the same moment: try again with a random suffix.
      if (attempt < 3 && repo.isUniqueViolation(error, 'structures_slug_unique')) continue;
      throw error;
    }
  }
}

export async function registerComplete(request: FastifyRequest, body: TRegisterCompleteBody): Promise<TUser> {
  const auth = await request.requireAuth();
  const { db } = request.server;
  if (auth.structureId || auth.isSuperAdmin) throw registrationAlreadyComplete();
  await createCompanyFor(db, auth.userId, body, auth.language);
  return loadUser(db, auth.userId);
}
