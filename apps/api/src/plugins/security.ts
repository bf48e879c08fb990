import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import cors from '@fastify/cors';
import { parseCookie } from 'cookie';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config';
import { CUSTOMER_COOKIE, SESSION_COOKIE } from '../lib/cookies';
import { AppError } from '../lib/errors';

const GOOGLE_SOURCES = [
  'https://www.google.com',
  'https://www.gstatic.com',
  'https://www.recaptcha.net',
  'https://accounts.google.com',
];
const CONSENT_SOURCES = ['https://consent.cookiebot.com', 'https://consentcdn.cookiebot.com'];

const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...GOOGLE_SOURCES, ...CONSENT_SOURCES],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...GOOGLE_SOURCES, ...CONSENT_SOURCES],
      frameSrc: ["'self'", ...GOOGLE_SOURCES, ...CONSENT_SOURCES, 'https://www.youtube-nocookie.com'],
      mediaSrc: ["'self'", 'blob:', 'data:'],
      workerSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
  // Not "no-referrer": under it browsers (Firefox for every call, Chromium for forms) send
  // `Origin: null` on the pages' own POSTs, which the origin check below must refuse. Other sites
  // still get no referrer.
  referrerPolicy: { policy: 'same-origin' },
  // Google sign-in opens a popup that must be able to post back.
  crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
};

/**
 * The security headers are the same for every answer, so they are computed once at boot
 * (helmet rebuilds them on each request otherwise, a measurable share of a small request).
 */
export function securityHeaders(options: HelmetOptions = HELMET_OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  helmet(options)({} as IncomingMessage, response, () => {});
  return headers;
}

/**
 * The build's scripts, styles and fonts are never documents: a page policy on them does nothing
 * (a script runs under its page's policy), yet it was most of each answer's headers, about 1.3 KB
 * of the 1.7 KB sent with every file of a guest's first load. They keep what applies to any file.
 */
export function assetSecurityHeaders(pageHeaders: Record<string, string>): Record<string, string> {
  const keep = ['x-content-type-options', 'strict-transport-security', 'cross-origin-resource-policy'];
  return Object.fromEntries(
    keep.filter((name) => pageHeaders[name]).map((name) => [name, pageHeaders[name]!]),
  );
}

/**
 * JSON answers of the API are never rendered as pages, so they carry a short, strict set
 * (OWASP's REST advice) instead of the page policy.
 */
export function apiSecurityHeaders(pageHeaders: Record<string, string>): Record<string, string> {
  return {
    ...assetSecurityHeaders(pageHeaders),
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
  };
}

/** Hashed scripts, styles and fonts of the build; its SVGs and images keep the page policy. */
const BUILD_CODE_OR_FONT = /^\/assets\/[^?#]+\.(?:js|mjs|css|woff2?)(?:[?#]|$)/;

/** The origins listed in CORS_ORIGINS, as written. */
const corsOrigins = (config: Pick<Config, 'CORS_ORIGINS'>): string[] =>
  config.CORS_ORIGINS?.split(',')
    .map((o) => o.trim())
    .filter(Boolean) ?? [];

const originOf = (url: string): string | null => {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
};

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The cookies that let a request act as someone: a staff session and a guest identity. */
const CREDENTIAL_COOKIES = [SESSION_COOKIE, CUSTOMER_COOKIE];

/**
 * Whether a request may change something (docs/decisions.md, "Origin check"): a state-changing
 * call that carries a credential cookie must come from the product's own origin (PUBLIC_URL) or
 * one of CORS_ORIGINS, told by `Origin`, or by `Referer` when a browser sent no `Origin`. The
 * SameSite cookie alone lets any page of the same site (a sibling subdomain) act as the visitor.
 * Calls without such a cookie (payment webhooks) act as nobody, and calls with neither header
 * are not made by a browser page, so both pass.
 */
function originGuard(config: Pick<Config, 'PUBLIC_URL' | 'CORS_ORIGINS'>) {
  const allowed = new Set(
    [config.PUBLIC_URL, ...corsOrigins(config)].map((o) => originOf(o)).filter((o) => o !== null),
  );
  return (method: string, headers: IncomingHttpHeaders): boolean => {
    if (!STATE_CHANGING.has(method) || !headers.cookie) return true;
    const cookies = parseCookie(headers.cookie);
    if (!CREDENTIAL_COOKIES.some((name) => cookies[name])) return true;
    const claimed = headers.origin ?? headers.referer;
    if (claimed === undefined) return true;
    const origin = originOf(claimed);
    return origin !== null && allowed.has(origin);
  };
}

const originNotAllowed = () =>
  new AppError(403, 'ORIGIN_NOT_ALLOWED', "Changes are accepted only from the product's own pages");

/**
 * Security headers (the page policy, the API's or the build files') and the request id on every
 * answer; the origin check on state-changing calls;
 * CORS only for origins listed in CORS_ORIGINS.
 */
export const securityPlugin = fp(async (app) => {
  const pageHeaders = securityHeaders();
  const apiHeaders = apiSecurityHeaders(pageHeaders);
  const assetHeaders = assetSecurityHeaders(pageHeaders);
  const originAllowed = originGuard(app.config);
  const headersFor = (url: string) => {
    if (url.startsWith('/api/v1/')) return apiHeaders;
    return BUILD_CODE_OR_FONT.test(url) ? assetHeaders : pageHeaders;
  };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headersFor(request.url));
    reply.header('x-request-id', request.id);
    done(originAllowed(request.method, request.headers) ? undefined : originNotAllowed());
  });
  const origins = corsOrigins(app.config);
  if (origins.length) {
    await app.register(cors, { origin: origins, credentials: true });
  }
});
