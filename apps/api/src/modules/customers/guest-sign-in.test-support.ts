import type { FastifyInstance } from 'fastify';
import type { Mailbox } from '../auth/auth.test-support';

/** Calls to the guest sign-in routes as one caller (a fixed IP), and the code its mail carries. */
export function guestSignIn(app: FastifyInstance, mailbox: Mailbox, remoteAddress = '10.9.0.1') {
  const post = (url: string, payload: object, cookie?: string) =>
    app.inject({
      method: 'POST',
      url: `/api/v1${url}`,
      payload,
      headers: cookie ? { cookie } : {},
      remoteAddress,
    });
  const askCode = (email: string, extra: object = {}, cookie?: string) =>
    post('/customer/sign-in/code', { email, language: 'en', ...extra }, cookie);
  const verify = (email: string, code: string, cookie?: string) =>
    post('/customer/sign-in/verify', { email, code }, cookie);
  /** The six digits of the next mail to the address. */
  const mailedCode = async (email: string) => {
    const mail = await mailbox.next(email);
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
    if (!code) throw new Error(`no code in the mail:\n${mail.text}`);
    return { code, mail };
  };
  return { post, askCode, verify, mailedCode };
}

/** A six-digit code that is not `code`. */
export const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
