// A small MIME reader for the messages our own API sends through nodemailer: headers (folded,
// RFC 2047 encoded words), multipart bodies, quoted-printable and base64. Enough to read
// activation and reset mails in tests; not a general-purpose mail parser. The raw message comes
// in as latin1 (one character per byte); bodies and header values are decoded with their charset.

export interface ParsedMail {
  subject: string;
  to: string[];
  from: string;
  text: string;
  html: string;
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

function splitHeaders(raw: string): Part {
  const normalized = raw.replace(/\r\n/g, '\n');
  const end = normalized.indexOf('\n\n');
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const body = end === -1 ? '' : normalized.slice(end + 2);
  const headers = new Map<string, string>();
  // Unfold continuation lines, then split "Name: value".
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const value = Buffer.from(line.slice(colon + 1).trim(), 'latin1').toString('utf8');
    headers.set(line.slice(0, colon).trim().toLowerCase(), value);
  }
  return { headers, body };
}

function param(header: string | undefined, name: string): string | undefined {
  const match = header?.match(new RegExp(`${name}\\s*=\\s*(?:"([^"]*)"|([^;\\s]+))`, 'i'));
  return match ? (match[1] ?? match[2]) : undefined;
}

function decodeCharset(bytes: Buffer, charset = 'utf-8'): string {
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return bytes.toString('utf8');
  }
}

function decodeQuotedPrintableBytes(input: string): Buffer {
  const soft = input.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      // Characters outside ASCII should not appear in QP, but keep them intact if they do.
      bytes.push(soft.charCodeAt(i) & 0xff);
    }
  }
  return Buffer.from(bytes);
}

/** Decodes `=?charset?Q|B?…?=` words in a header value. */
export function decodeEncodedWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_all, charset: string, encoding: string, text: string) => {
      const bytes =
        encoding.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64')
          : decodeQuotedPrintableBytes(text.replace(/_/g, ' '));
      return decodeCharset(bytes, charset);
    });
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const charset = param(part.headers.get('content-type'), 'charset') ?? 'utf-8';
  if (encoding === 'base64')
    return decodeCharset(Buffer.from(part.body.replace(/\s+/g, ''), 'base64'), charset);
  if (encoding === 'quoted-printable') return decodeCharset(decodeQuotedPrintableBytes(part.body), charset);
  return decodeCharset(Buffer.from(part.body, 'latin1'), charset);
}

function collect(part: Part, out: { text: string; html: string }): void {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const mediaType = type.split(';')[0]!.trim().toLowerCase();
  if (mediaType.startsWith('multipart/')) {
    const boundary = param(type, 'boundary');
    if (!boundary) return;
    const sections = part.body.split(
      new RegExp(`^--${boundary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'm'),
    );
    for (const section of sections.slice(1)) {
      if (section.startsWith('--')) break;
      collect(splitHeaders(section.replace(/^\r?\n/, '')), out);
    }
    return;
  }
  if ((part.headers.get('content-disposition') ?? '').toLowerCase().startsWith('attachment')) return;
  if (mediaType === 'text/html' && !out.html) out.html = decodeBody(part).replace(/\n$/, '');
  else if (mediaType === 'text/plain' && !out.text) out.text = decodeBody(part).replace(/\n$/, '');
}

function addresses(value: string | undefined): string[] {
  if (!value) return [];
  return [...decodeEncodedWords(value).matchAll(/[^\s<>,"]+@[^\s<>,"]+/g)].map((m) => m[0].toLowerCase());
}

export function parseMail(raw: string): ParsedMail {
  const root = splitHeaders(raw);
  const out = { text: '', html: '' };
  collect(root, out);
  return {
    subject: decodeEncodedWords(root.headers.get('subject') ?? ''),
    to: addresses(root.headers.get('to')),
    from: decodeEncodedWords(root.headers.get('from') ?? ''),
    ...out,
  };
}
