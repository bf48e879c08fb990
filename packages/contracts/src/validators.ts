/**
 * The validation rules of SPEC point 5, shared by the API and the web forms.
 * Every function takes `unknown` and never throws: anything that is not the expected kind of value
 * is simply invalid. No zod here: the guest pages check answers with these; the schemas built on
 * them (`ZEmail`, `ZUrl`) are in validator-schemas.ts.
 */

/** Message codes of the refinements built on these rules; the web app translates them. */
export const VALIDATION_MESSAGE_CODES = {
  email: 'invalid_email',
  url: 'invalid_url',
  nonZero: 'invalid_non_zero',
} as const;

// ---- Empty and non-zero ----

/** Empty means null, undefined, or a string that is empty or only whitespace. Anything else is not empty. */
export function isEmpty(value: unknown): value is null | undefined | string {
  if (value === null || value === undefined) return true;
  return typeof value === 'string' && value.trim() === '';
}

const NUMERIC = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;

/**
 * True for a finite number other than zero, or a string holding one in plain decimal notation
 * (surrounding whitespace allowed). Empty values, zero (0, -0, '0.00'), NaN, Infinity, non-numeric
 * strings and every other kind of value are invalid.
 */
export function isNonZero(value: unknown): boolean {
  if (isEmpty(value)) return false;
  if (typeof value === 'number') return Number.isFinite(value) && value !== 0;
  if (typeof value === 'bigint') return value !== 0n;
  if (typeof value !== 'string') return false;
  const text = value.trim();
  if (!NUMERIC.test(text)) return false;
  const n = Number(text);
  return Number.isFinite(n) && n !== 0;
}

// ---- Email ----

const EMAIL_LOCAL = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/i;
const DOMAIN_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;
const EMAIL_TLD = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/i;

/**
 * A standard address: `local@domain.tld`. The local part is dot-separated atoms (no leading,
 * trailing or doubled dots, no quotes or spaces, at most 64 characters); the domain has at least two
 * labels of letters, digits and inner hyphens and ends in an alphabetic (or punycode) top-level
 * domain; at most 254 characters in all.
 */
export function isEmail(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 254) return false;
  const at = value.lastIndexOf('@');
  if (at <= 0) return false;
  const local = value.slice(0, at);
  const labels = value.slice(at + 1).split('.');
  if (local.length > 64 || !EMAIL_LOCAL.test(local)) return false;
  if (labels.length < 2 || !labels.every((label) => DOMAIN_LABEL.test(label))) return false;
  return EMAIL_TLD.test(labels[labels.length - 1] ?? '');
}

// ---- URL ----

/** Scheme (http, https, ftp) or protocol-relative `//`, then the authority, then the rest. */
const URL_START = /^(?:(?:https?|ftp):)?\/\/([^/?#]*)(.*)$/is;
/** host (bracketed IPv6, or a name or dotted IPv4) with an optional port. */
const AUTHORITY = /^(\[[0-9a-f:.]+\]|[^:[\]]+)(?::(\d{1,5}))?$/i;
const IPV4 = /^(?:0|[1-9]\d{0,2})(?:\.(?:0|[1-9]\d{0,2})){3}$/;
const HOST_LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?$/u;
const HOST_TLD = /^(?:\p{L}{2,63}|xn--[a-z0-9-]{1,59})$/iu;
/** Dots that hosts may be written with and that browsers read as `.`. */
const IDEOGRAPHIC_DOTS = /[\u3002\uff61]/g;
/** Whitespace and control characters are never part of a URL. */
const FORBIDDEN_CHARS = /[\s\p{Cc}]/u;

function parseIpv4(text: string): number[] | null {
  if (!IPV4.test(text)) return null;
  const parts = text.split('.').map(Number);
  return parts.every((n) => n <= 255) ? parts : null;
}

/**
 * Addresses that are not public: this network (0/8, which holds 0.0.0.0), private (10/8, 172.16/12,
 * 192.168/16), shared carrier space (100.64/10), loopback (127/8), link-local (169.254/16), and
 * multicast, reserved and broadcast (224/3).
 */
function isPublicIpv4([a = 0, b = 0]: number[]): boolean {
  if (a === 0 || a === 10 || a === 127 || a >= 224) return false;
  if (a === 100 && b >= 64 && b <= 127) return false;
  if (a === 169 && b === 254) return false;
  if (a === 172 && b >= 16 && b <= 31) return false;
  if (a === 192 && b === 168) return false;
  return true;
}

/** The eight 16-bit groups of an IPv6 address (a dotted IPv4 tail is allowed), or null. */
function parseIpv6(address: string): number[] | null {
  let text = address;
  const lastColon = text.lastIndexOf(':');
  if (text.includes('.', lastColon)) {
    const v4 = parseIpv4(text.slice(lastColon + 1));
    if (!v4) return null;
    const [a = 0, b = 0, c = 0, d = 0] = v4;
    text = `${text.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const groups = (part: string | undefined) => (part ? part.split(':') : []);
  const left = groups(halves[0]);
  const right = groups(halves[1]);
  if (![...left, ...right].every((g) => /^[0-9a-f]{1,4}$/i.test(g))) return null;
  const missing = 8 - left.length - right.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const hex = (g: string) => Number.parseInt(g, 16);
  return [...left.map(hex), ...new Array<number>(missing).fill(0), ...right.map(hex)];
}

/** The IPv4 address held in the last 32 bits of an IPv6 address. */
function embeddedIpv4(g: number[]): number[] {
  const [hi = 0, lo = 0] = g.slice(6);
  return [hi >> 8, hi & 0xff, lo >> 8, lo & 0xff];
}

/**
 * Not public: unique local (fc00::/7), link-local (fe80::/10), multicast (ff00::/8), and the forms
 * that carry an IPv4 address (IPv4-compatible ::/96, which holds :: and ::1; IPv4-mapped
 * ::ffff:0:0/96; NAT64 64:ff9b::/96) when that IPv4 address is not public.
 */
function isPublicIpv6(g: number[]): boolean {
  const [first = 0] = g;
  if ((first & 0xfe00) === 0xfc00 || (first & 0xffc0) === 0xfe80 || (first & 0xff00) === 0xff00) return false;
  const zeroPrefix = (n: number) => g.slice(0, n).every((x) => x === 0);
  const carriesIpv4 =
    zeroPrefix(6) ||
    (zeroPrefix(5) && g[5] === 0xffff) ||
    (first === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0));
  return carriesIpv4 ? isPublicIpv4(embeddedIpv4(g)) : true;
}

function isPublicDomainName(host: string): boolean {
  const name = (host.endsWith('.') ? host.slice(0, -1) : host).toLowerCase();
  if (name.length > 253 || name === 'localhost' || name.endsWith('.localhost')) return false;
  const labels = name.split('.');
  if (labels.length < 2 || !labels.every((label) => HOST_LABEL.test(label))) return false;
  return HOST_TLD.test(labels[labels.length - 1] ?? '');
}

/**
 * The URL rule of SPEC point 5: it begins with `http://`, `https://`, `ftp://` or the
 * protocol-relative `//`; the host is a domain name (at least `name.tld`, alphabetic or punycode
 * top-level domain) or a public IP address (IPv6 in brackets); an optional port 1–65535; then an
 * optional path, query and fragment. Private network addresses (see the two `isPublic…` helpers),
 * `localhost` and `*.localhost` are rejected, and so are credentials (`user@host`), whitespace
 * and control characters.
 */
export function isUrl(value: unknown): value is string {
  if (typeof value !== 'string' || FORBIDDEN_CHARS.test(value)) return false;
  const match = URL_START.exec(value);
  const authority = match?.[1];
  if (!authority) return false;
  const parts = AUTHORITY.exec(authority);
  const rawHost = parts?.[1];
  if (!rawHost) return false;
  const port = parts[2];
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65535)) return false;
  if (rawHost.startsWith('[')) {
    const groups = parseIpv6(rawHost.slice(1, -1));
    return groups !== null && isPublicIpv6(groups);
  }
  // Browsers map full-width letters, digits and dots to ASCII before resolving a host, so
  // `１２７．０．０．１` is 127.0.0.1: check the host as the browser will read it.
  const host = rawHost.normalize('NFKC').replace(IDEOGRAPHIC_DOTS, '.');
  if (/^[\d.]+$/.test(host)) {
    const v4 = parseIpv4(host);
    return v4 !== null && isPublicIpv4(v4);
  }
  return isPublicDomainName(host);
}
