import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { MailProvider } from './index';

/**
 * The built-in default: every message becomes an .eml file (open it with any mail client), so
 * activation and reset links work on a machine with no mail server.
 */
export function createFileMail(folder: string, from: string): MailProvider {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'file',
    async sendMail(message) {
      const info = await builder.sendMail({ from, ...message });
      await mkdir(folder, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      await writeFile(path.join(folder, name), info.message as Buffer);
    },
  };
}
