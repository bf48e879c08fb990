// A real SMTP server on 127.0.0.1 (no auth, no TLS) that the API under test sends to. Each
// received message is parsed and written as <n>.json ({ to, subject, text, html, … }) into a
// folder that the `mailbox` fixture reads.
import { renameSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { parseMail } from './mime';

export interface StoredMail {
  /** Envelope recipients, lower case. */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  receivedAt: string;
}

export interface RunningMailServer {
  port: number;
  close(): Promise<void>;
}

export async function startMailServer(folder: string): Promise<RunningMailServer> {
  let count = 0;
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['AUTH', 'STARTTLS'],
    authOptional: true,
    logger: false,
    size: 10 * 1024 * 1024,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        try {
          const parsed = parseMail(Buffer.concat(chunks).toString('latin1'));
          const envelopeTo = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
          const mail: StoredMail = {
            to: envelopeTo.length ? envelopeTo : parsed.to,
            from: parsed.from,
            subject: parsed.subject,
            text: parsed.text,
            html: parsed.html,
            receivedAt: new Date().toISOString(),
          };
          count += 1;
          const name = `${String(count).padStart(5, '0')}.json`;
          // Write to a temporary name first so a reader never sees half a file.
          writeFileSync(path.join(folder, `.${name}`), JSON.stringify(mail, null, 2));
          renameSync(path.join(folder, `.${name}`), path.join(folder, name));
          callback();
        } catch (error) {
          callback(error as Error);
        }
      });
    },
  });
  server.on('error', (error) => console.error('[e2e smtp]', error.message));
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
