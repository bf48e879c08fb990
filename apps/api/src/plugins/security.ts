import type { IncomingMessage, ServerResponse } from 'node:http';
import cors from '@fastify/cors';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

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
 * JSON answers of the API are never rendered as pages, so they carry a short, strict set
 * (OWASP's REST advice) instead of the page policy.
 */
export function apiSecurityHeaders(pageHeaders: Record<string, string>): Record<string, string> {
  const keep = ['x-content-type-options', 'strict-transport-security', 'cross-origin-resource-policy'];
  return {
    ...Object.fromEntries(keep.filter((name) => pageHeaders[name]).map((name) => [name, pageHeaders[name]!])),
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
  };
}

/** Security headers and the request id on every answer; CORS only for origins listed in CORS_ORIGINS. */
export const securityPlugin = fp(async (app) => {
  const pageHeaders = securityHeaders();
  const apiHeaders = apiSecurityHeaders(pageHeaders);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api/v1/') ? apiHeaders : pageHeaders);
    reply.header('x-request-id', request.id);
    done();
  });
  const origins = app.config.CORS_ORIGINS?.split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  if (origins?.length) {
    await app.register(cors, { origin: origins, credentials: true });
  }
});
