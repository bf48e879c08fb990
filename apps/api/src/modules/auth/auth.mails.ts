import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { sendProductMail } from '../mail';

export type AccountMailKind = 'activate' | 'reset' | 'email';
type MailApp = Pick<FastifyInstance, 'db' | 'config'>;
interface Recipient {
  email: string;
  name: string;
  language: string;
}

/** Where the notice to an address's owner points: the web app's sign-in and forgot-password pages. */
const SIGN_IN_PATH = '/user/app/sign-in';
const FORGOT_PASSWORD_PATH = '/user/app/forgot-password';
const HOUR_MS = 3_600_000;

/** Queues an account mail with its link, in the transaction that issued the link. */
export function sendAccountMail(
  app: MailApp,
  db: DbOrTx,
  to: Recipient,
  kind: AccountMailKind,
  link: string,
) {
  return sendProductMail(
    app,
    { to: to.email, language: to.language, template: kind, vars: { name: to.name, link } },
    { db },
  );
}

/**
 * Tells an address's owner that someone tried to register it again (sign in, or choose a new
 * password). At most one such notice an hour per account, so registering a stranger's address
 * over and over cannot flood their inbox.
 */
export function sendRegistrationAttemptMail(app: MailApp, db: DbOrTx, owner: Recipient & { id: string }) {
  const email = encodeURIComponent(owner.email);
  return sendProductMail(
    app,
    {
      to: owner.email,
      language: owner.language,
      template: 'registrationAttempt',
      vars: {
        name: owner.name,
        signInLink: `${app.config.PUBLIC_URL}${SIGN_IN_PATH}?email=${email}`,
        resetLink: `${app.config.PUBLIC_URL}${FORGOT_PASSWORD_PATH}?email=${email}`,
      },
    },
    { db, onceKey: `registration-attempt:${owner.id}:${Math.floor(Date.now() / HOUR_MS)}` },
  );
}
