import { isLanguage, SYSTEM_ROLE_SLUGS, type TLanguage } from '@guestloop/contracts';
import type { FastifyInstance } from 'fastify';
import { mailText, type ProductMail, renderProductMail, sendProductMail } from '../mail';

export interface InviteMailVars {
  inviter: string;
  company: string;
  role: { slug: string; name: string; isSystem: boolean };
}

/** A built-in role still carrying its default name is named in the mail's language. */
function roleName(language: TLanguage, role: InviteMailVars['role']): string {
  const slug = SYSTEM_ROLE_SLUGS.find((s) => s === role.slug);
  if (role.isSystem && slug && role.name === mailText('en', `invite.roles.${slug}`)) {
    return mailText(language, `invite.roles.${slug}`);
  }
  return role.name;
}

function inviteMail(
  to: string,
  companyLanguage: string,
  vars: InviteMailVars,
  link: string,
): ProductMail<'invite'> {
  const language = isLanguage(companyLanguage) ? companyLanguage : 'en';
  return {
    to,
    language,
    template: 'invite',
    vars: { inviter: vars.inviter, company: vars.company, role: roleName(language, vars.role), link },
  };
}

/** The invitation mail in a language: subject, plain text and HTML. */
export function renderInviteMail(language: TLanguage, vars: InviteMailVars, link: string) {
  const { subject, text, html } = renderProductMail(inviteMail('', language, vars, link));
  return { subject, text, html };
}

/**
 * Queues the invitation mail in the company's language. A failure is logged and reported as
 * false: the invitation exists and its link (answered to the inviter) can be passed on another way.
 */
export async function sendInviteMail(
  app: Pick<FastifyInstance, 'db' | 'config' | 'log'>,
  to: string,
  companyLanguage: string,
  vars: InviteMailVars,
  link: string,
): Promise<boolean> {
  try {
    await sendProductMail(app, inviteMail(to, companyLanguage, vars, link));
    return true;
  } catch (err) {
    app.log.error({ err }, 'invitation mail could not be queued');
    return false;
  }
}
