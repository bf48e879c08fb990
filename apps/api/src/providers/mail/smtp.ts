import nodemailer from 'nodemailer';
import type { MailProvider } from './index';

/** Any SMTP server: `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://…:465`. */
export function createSmtpMail(url: string, from: string): MailProvider {
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async sendMail(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}
