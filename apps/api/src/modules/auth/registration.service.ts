import type { TOk, TRegisterBody } from '@guestloop/contracts';
import type { FastifyRequest } from 'fastify';
import { hashPassword } from '../../lib/passwords';
import { issueAccountLink } from './account-tokens';
import { requireCaptcha } from './auth.guards';
import { sendAccountMail, sendRegistrationAttemptMail } from './auth.mails';
import * as repo from './auth.repo';

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
