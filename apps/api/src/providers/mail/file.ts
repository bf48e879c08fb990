import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { MailProvider } from './index';

/**
 * The built-in default: every message becomes an .eml file (open it with any mail client), so
 * activation and reset links work on a machine with no mail server.
 *
 * The file (a few kilobytes) is written synchronously, on the thread where the embedded database
 * writes its own files the same way: an asynchronous write cost about eight times the CPU (a
 * thread-pool round trip for each of open, write and close), and a venue's bad ratings each
 * mail several members. The folder is made once, and again if it was removed meanwhile.
 */
export function createFileMail(folder: string, from: string): MailProvider {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let folderMade = false;
  const write = (file: string, bytes: Buffer) => {
    if (!folderMade) {
      mkdirSync(folder, { recursive: true });
      folderMade = true;
    }
    writeFileSync(file, bytes);
  };
  return {
    kind: 'file',
    async sendMail(message) {
      const info = await builder.sendMail({ from, ...message });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      const file = path.join(folder, name);
      try {
        write(file, info.message as Buffer);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        folderMade = false;
        write(file, info.message as Buffer);
      }
    },
  };
}
