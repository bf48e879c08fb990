import { randomBytes } from 'node:crypto';
import type { TRegisterBody, TRegisterCompleteBody, TUser } from '@guestloop/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { conflict } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { firstFreeSlug, slugify } from '../../lib/slug';
import { createSystemRoles } from '../structure/roles.repo';
import { issueAccountLink } from './account-tokens';
import { requireCaptcha } from './auth.guards';
import { sendAccountMail } from './auth.mails';
import * as repo from './auth.repo';
import { emailTaken, loadUser } from './auth.service';
import * as registrationRepo from './registration.repo';

/** Creates a pending account and mails its activation link; no session until the link is opened. */
export async function register(request: FastifyRequest, body: TRegisterBody): Promise<TUser> {
  await requireCaptcha(request, body.captchaToken, 'register');
  const { db, config } = request.server;
  const email = body.email.toLowerCase();
  if (await repo.emailTaken(db, email)) throw emailTaken();
  const passwordHash = await hashPassword(body.password);
  const { user, link } = await db
    .transaction(async (tx) => {
      const user = await repo.insertUser(tx, {
        email,
        name: body.name,
        passwordHash,
        language: body.language ?? request.language,
        status: 'pending',
      });
      return { user, link: await issueAccountLink(tx, config.PUBLIC_URL, user.id, 'activate') };
    })
    .catch((error: unknown) => {
      throw repo.isUniqueViolation(error) ? emailTaken() : error;
    });
  await sendAccountMail(request, user, 'activate', link);
  return loadUser(db, user.id);
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
