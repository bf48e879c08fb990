import type { Config } from '../../config';
import { createFileMail } from './file';
import { createSmtpMail } from './smtp';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends one message; rejects when the message could not be handed over. */
export interface MailProvider {
  readonly kind: 'smtp' | 'file';
  sendMail(message: MailMessage): Promise<void>;
}

/** SMTP (nodemailer) when SMTP_URL is set, else .eml files under `${DATA_DIR}/mail`. */
export function createMailProvider(config: Config): MailProvider {
  if (config.SMTP_URL) return createSmtpMail(config.SMTP_URL, config.MAIL_FROM);
  return createFileMail(`${config.DATA_DIR}/mail`, config.MAIL_FROM);
}
