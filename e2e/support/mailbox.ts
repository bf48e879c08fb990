// Reads the messages that the local SMTP server (mail-server.ts) stored as JSON files.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { StoredMail } from './mail-server';

export type { StoredMail };

export interface MailQuery {
  /** A recipient address (case-insensitive). */
  to?: string;
  /** Part of the subject (case-sensitive). */
  subjectIncludes?: string;
  /** How long to wait, in ms (default 15 s). */
  timeout?: number;
}

export class Mailbox {
  constructor(private readonly folder: string) {}

  /** Every message received so far, oldest first. */
  all(): StoredMail[] {
    return readdirSync(this.folder)
      .filter((name) => /^\d+\.json$/.test(name))
      .sort()
      .map((name) => JSON.parse(readFileSync(path.join(this.folder, name), 'utf8')) as StoredMail);
  }

  find(query: MailQuery): StoredMail[] {
    const to = query.to?.toLowerCase();
    return this.all().filter(
      (mail) =>
        (!to || mail.to.includes(to)) &&
        (!query.subjectIncludes || mail.subject.includes(query.subjectIncludes)),
    );
  }

  /** The newest message that matches, waiting for it to arrive. */
  async waitFor(query: MailQuery): Promise<StoredMail> {
    const timeout = query.timeout ?? 15_000;
    const deadline = Date.now() + timeout;
    for (;;) {
      const found = this.find(query);
      if (found.length) return found[found.length - 1]!;
      if (Date.now() > deadline) {
        const seen = this.all().map((m) => `  - to ${m.to.join(', ')}: "${m.subject}"`);
        throw new Error(
          `No mail ${JSON.stringify({ to: query.to, subjectIncludes: query.subjectIncludes })} within ${timeout} ms. ` +
            `Received so far:\n${seen.join('\n') || '  (none)'}`,
        );
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

function decodeEntities(value: string): string {
  return value
    .replace(/&amp;/g, '&')
    .replace(/&#x([0-9a-f]+);/gi, (_m, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_m, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'");
}

/** Every absolute link in a message: the HTML's hrefs first, then URLs in the plain text. */
export function links(mail: Pick<StoredMail, 'html' | 'text'>): string[] {
  const fromHtml = [...mail.html.matchAll(/href\s*=\s*["']([^"']+)["']/gi)].map((m) => decodeEntities(m[1]!));
  const fromText = [...mail.text.matchAll(/https?:\/\/[^\s<>"')\]]+/g)].map((m) => m[0]);
  return [...fromHtml, ...fromText].filter((href) => /^https?:\/\//.test(href));
}

/** The first link whose path starts with `pathPrefix` (or matches the pattern); throws if none. */
export function firstLink(mail: Pick<StoredMail, 'html' | 'text'>, pathPrefix: string | RegExp): string {
  const hit = links(mail).find((href) => {
    const { pathname } = new URL(href);
    return typeof pathPrefix === 'string' ? pathname.startsWith(pathPrefix) : pathPrefix.test(href);
  });
  if (!hit) {
    throw new Error(
      `No link to ${pathPrefix} in the mail. Links found:\n  ${links(mail).join('\n  ') || '(none)'}`,
    );
  }
  return hit;
}
