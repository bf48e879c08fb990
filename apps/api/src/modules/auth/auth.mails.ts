import { INTL_LOCALES, isLanguage, isRtl, type TLanguage } from '@guestloop/contracts';
import type { FastifyRequest } from 'fastify';
import { MAIL_TEXTS } from './mail-texts';

export type AccountMailKind = 'activate' | 'reset' | 'email';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** One account mail in the person's language: a subject, a plain-text body and a small HTML page. */
export function renderAccountMail(kind: AccountMailKind, language: TLanguage, name: string, link: string) {
  const t = MAIL_TEXTS[language];
  const subject = t[`${kind}Subject`];
  const body = t[`${kind}Body`];
  const action = t[`${kind}Action`];
  const hello = t.hello.replace('{name}', name);
  const text = [hello, '', body, '', `${action}: ${link}`, '', t.ignore, '', '— Guestloop'].join('\n');
  const dir = isRtl(language) ? 'rtl' : 'ltr';
  const href = escapeHtml(link);
  const html = `<!doctype html>
<html lang="${INTL_LOCALES[language]}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#3b5bdb">Guestloop</p>
<p style="margin:0 0 16px">${escapeHtml(hello)}</p>
<p style="margin:0 0 24px;line-height:1.5">${escapeHtml(body)}</p>
<p style="margin:0 0 24px"><a href="${href}" style="display:inline-block;background:#3b5bdb;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px">${escapeHtml(action)}</a></p>
<p style="margin:0 0 8px;font-size:13px;color:#52606d">${escapeHtml(t.fallback)}</p>
<p style="margin:0 0 24px;font-size:13px;word-break:break-all"><a href="${href}" style="color:#3b5bdb">${href}</a></p>
<p style="margin:0;font-size:13px;color:#52606d">${escapeHtml(t.ignore)}</p>
</div>
</body>
</html>`;
  return { subject, text, html };
}

/**
 * Sends an account mail. A failure is logged, not raised: the account change is already saved and
 * the person can ask for the link again (confirm-email-resend, reset-password-email-send).
 */
export async function sendAccountMail(
  request: FastifyRequest,
  to: { email: string; name: string; language: string },
  kind: AccountMailKind,
  link: string,
) {
  const language = isLanguage(to.language) ? to.language : 'en';
  try {
    await request.server.providers.mail.sendMail({
      to: to.email,
      ...renderAccountMail(kind, language, to.name, link),
    });
  } catch (err) {
    request.log.error({ err, kind }, 'account mail could not be sent');
  }
}
