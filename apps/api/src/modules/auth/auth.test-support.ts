import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { SMTPServer } from 'smtp-server';
import { sessionCookie } from '../../test/app';

/** Local stand-ins for outside services, used by the auth tests (not a test file itself). */

export interface ReceivedMail {
  to: string[];
  raw: string;
  /** Every MIME part decoded (quoted-printable, base64) and joined. */
  text: string;
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function decodeMime(raw: string): string {
  return raw
    .split(/\r?\n--[^\r\n]+\r?\n/)
    .map((part) => {
      const split = part.search(/\r?\n\r?\n/);
      const head = split < 0 ? part : part.slice(0, split);
      const body = split < 0 ? '' : part.slice(split).trim();
      const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(head)?.[1]?.toLowerCase();
      if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
      if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
      return body;
    })
    .join('\n');
}

/** A real SMTP server on 127.0.0.1 (no auth, no TLS) that keeps what it receives. */
export async function startMailbox() {
  const received: ReceivedMail[] = [];
  const waiters: { to: string; resolve: (mail: ReceivedMail) => void }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail = {
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw,
          text: decodeMime(raw),
        };
        const waiter = waiters.findIndex((w) => mail.to.includes(w.to));
        if (waiter >= 0) waiters.splice(waiter, 1)[0]?.resolve(mail);
        else received.push(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    /** The next message to an address (one already received, or the next to arrive). */
    next(to: string, timeoutMs = 10_000): Promise<ReceivedMail> {
      const address = to.toLowerCase();
      const index = received.findIndex((m) => m.to.includes(address));
      if (index >= 0) return Promise.resolve(received.splice(index, 1)[0]!);
      return new Promise((resolve, reject) => {
        const waiter = {
          to: address,
          resolve: (mail: ReceivedMail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        };
        // A waiter that gave up leaves, so a later mail to the address is kept for the next call.
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1);
          reject(new Error(`no mail to ${to} within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.push(waiter);
      });
    },
    /** Messages received and not taken yet. */
    pending: () => received.length,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type Mailbox = Awaited<ReturnType<typeof startMailbox>>;

/** The token of the first staff-console link of the given path in a mail. */
export function linkToken(mail: ReceivedMail, path: string): string {
  const found = new RegExp(`https?://[^\\s"<]+${path}\\?token=([\\w-]+)`).exec(mail.text);
  if (!found?.[1]) throw new Error(`no ${path} link in the mail:\n${mail.text}`);
  return found[1];
}

/** A JSON-answering HTTP server on 127.0.0.1; `handle` gets the method, path and raw body. */
export async function startJsonServer(
  handle: (req: { method: string; url: string; body: string }) => unknown,
) {
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const answer = handle({ method: req.method ?? 'GET', url: req.url ?? '/', body });
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A stand-in for Google's key service plus a signer of ID tokens with its private key. */
export async function startGoogleKeys() {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const kid = randomUUID();
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  const server = await startJsonServer(() => ({ keys: [jwk] }));
  return {
    jwksUrl: `${server.url}/oauth2/v3/certs`,
    close: server.close,
    sign(
      claims: Record<string, unknown>,
      options: { audience: string; issuer?: string; subject: string; expiresIn?: string | number },
    ) {
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid })
        .setIssuer(options.issuer ?? 'https://accounts.google.com')
        .setAudience(options.audience)
        .setSubject(options.subject)
        .setIssuedAt(typeof options.expiresIn === 'number' ? options.expiresIn - 3600 : undefined)
        .setExpirationTime(options.expiresIn ?? '1h')
        .sign(privateKey);
    },
  };
}

/** Calls to the API as one caller (a fixed IP), with the account helpers the auth tests share. */
export function authClient(app: FastifyInstance, mailbox: Mailbox, remoteAddress: string) {
  const post = (url: string, payload: unknown, cookie?: string) =>
    app.inject({
      method: 'POST',
      url: `/api/v1${url}`,
      payload: payload as object,
      headers: cookie ? { cookie } : {},
      remoteAddress,
    });
  const get = (url: string, cookie?: string) =>
    app.inject({ method: 'GET', url: `/api/v1${url}`, headers: cookie ? { cookie } : {}, remoteAddress });
  /** Registers and activates an account through the mailed link; returns the session cookie. */
  async function activeAccount(email: string, password = 'correct horse', extra: object = {}) {
    const registered = await post('/register', { name: 'Ann', email, password, ...extra });
    if (registered.statusCode !== 200) throw new Error(`register failed: ${registered.body}`);
    const activated = await post('/activate-user', {
      token: linkToken(await mailbox.next(email), '/user/app/activate'),
    });
    return sessionCookie(activated);
  }
  return { post, get, activeAccount };
}
