import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

const CAPTCHA_SOURCES = [
  'https://www.google.com',
  'https://www.gstatic.com',
  'https://www.recaptcha.net',
  'https://accounts.google.com',
];
const CONSENT_SOURCES = ['https://consent.cookiebot.com', 'https://consentcdn.cookiebot.com'];

/** Security headers on every answer; CORS only for origins listed in CORS_ORIGINS. */
export const securityPlugin = fp(async (app) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...CAPTCHA_SOURCES, ...CONSENT_SOURCES],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...CAPTCHA_SOURCES, ...CONSENT_SOURCES],
        frameSrc: ["'self'", ...CAPTCHA_SOURCES, ...CONSENT_SOURCES, 'https://www.youtube-nocookie.com'],
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
  });
  const origins = app.config.CORS_ORIGINS?.split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  if (origins?.length) {
    await app.register(cors, { origin: origins, credentials: true });
  }
});
