import { INTL_LOCALES, isLanguage, isRtl, SYSTEM_ROLE_SLUGS, type TLanguage } from '@guestloop/contracts';
import type { FastifyRequest } from 'fastify';
import { INVITE_MAIL_TEXTS } from './invite-mail-texts';

export interface InviteMailVars {
  inviter: string;
  company: string;
  role: { slug: string; name: string; isSystem: boolean };
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** A built-in role still carrying its default name is named in the mail's language. */
function roleName(language: TLanguage, role: InviteMailVars['role']): string {
  const slug = SYSTEM_ROLE_SLUGS.find((s) => s === role.slug);
  if (role.isSystem && slug && role.name === INVITE_MAIL_TEXTS.en.roles[slug]) {
    return INVITE_MAIL_TEXTS[language].roles[slug];
  }
  return role.name;
}

/** The invitation mail in a language: subject, plain text and a small HTML page. */
export function renderInviteMail(language: TLanguage, vars: InviteMailVars, link: string) {
  const t = INVITE_MAIL_TEXTS[language];
  const fill = (text: string, encode: (s: string) => string) =>
    text
      .replace('{inviter}', () => encode(vars.inviter))
      .replace('{company}', () => encode(vars.company))
      .replace('{role}', () => encode(roleName(language, vars.role)));
  const plain = (s: string) => s;
  const subject = fill(t.subject, plain);
  const body = fill(t.body, plain);
  const text = [t.hello, '', body, '', `${t.action}: ${link}`, '', t.ignore, '', '— Guestloop'].join('\n');
  const href = escapeHtml(link);
  const html = `<!doctype html>
<html lang="${INTL_LOCALES[language]}" dir="${isRtl(language) ? 'rtl' : 'ltr'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#3b5bdb">Guestloop</p>
<p style="margin:0 0 16px">${escapeHtml(t.hello)}</p>
<p style="margin:0 0 24px;line-height:1.5">${fill(escapeHtml(t.body), escapeHtml)}</p>
<p style="margin:0 0 24px"><a href="${href}" style="display:inline-block;background:#3b5bdb;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px">${escapeHtml(t.action)}</a></p>
<p style="margin:0 0 8px;font-size:13px;color:#52606d">${escapeHtml(t.fallback)}</p>
<p style="margin:0 0 24px;font-size:13px;word-break:break-all"><a href="${href}" style="color:#3b5bdb">${href}</a></p>
<p style="margin:0;font-size:13px;color:#52606d">${escapeHtml(t.ignore)}</p>
</div>
</body>
</html>`;
  return { subject, text, html };
}

/**
 * Mails an invitation in the company's language. A failure is logged and reported as false: the
 * invitation exists and its link (answered to the inviter) can be passed on another way.
 */
export async function sendInviteMail(
  request: FastifyRequest,
  to: string,
  companyLanguage: string,
  vars: InviteMailVars,
  link: string,
): Promise<boolean> {
  const language = isLanguage(companyLanguage) ? companyLanguage : 'en';
  try {
    await request.server.providers.mail.sendMail({ to, ...renderInviteMail(language, vars, link) });
    return true;
  } catch (err) {
    request.log.error({ err }, 'invitation mail could not be sent');
    return false;
  }
}
