import { ZOk, ZSendGuestCodeBody, ZUser, ZVerifyGuestCodeBody } from '@guestloop/contracts';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors';
import { loadSecretsKey } from '../../lib/secret-box';
import { errors, requireCaptcha, signInProvenGuest } from '../auth';
import * as codes from './guest-codes.service';

const tags = ['customers'];
const WINDOW_MS = 15 * 60_000;
/** Codes one address may be sent in the window, from anywhere (an inbox is not flooded). */
const CODES_PER_EMAIL = 5;
/** Codes one caller may ask for in the window, whatever the addresses. */
const CODES_PER_IP = 20;
/** Entries one caller may check in the window (each code also takes at most five). */
const CHECKS_PER_IP = 30;

const bodyEmail = (request: FastifyRequest) =>
  String((request.body as { email?: unknown } | undefined)?.email ?? '').toLowerCase();

/** A limit per caller IP, checked before the handler (after the body is validated). */
function perIp(app: FastifyInstance, name: string, max: number): preHandlerAsyncHookHandler {
  const check = app.createRateLimit({
    max,
    timeWindow: WINDOW_MS,
    keyGenerator: (request) => `${name}-ip:${request.ip}`,
  });
  return async (request) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      throw new AppError(429, 'RATE_LIMITED', 'Too many requests, try again later');
    }
  };
}

/**
 * A guest's own sign-in, by a one-time code mailed to their address (SPEC point 2: delivery,
 * profile and bonuses require sign-in). It never asks for a staff password and never leads into
 * staff registration: an address without an account gets a guest account when its code is used.
 */
export const guestSignInRoutes: FastifyPluginAsyncZod = async (app) => {
  const hash = codes.codeHasher(loadSecretsKey(app.config.SECRETS_KEY, app.config.DATA_DIR));
  app.jobs.every('guest-codes.prune', codes.PRUNE_CODES_EVERY_MS, () => codes.pruneOldCodes(app));

  app.post(
    '/customer/sign-in/code',
    {
      config: {
        access: 'public',
        rateLimit: {
          max: CODES_PER_EMAIL,
          timeWindow: WINDOW_MS,
          hook: 'preHandler',
          keyGenerator: (request) => `guest-code:${bodyEmail(request)}`,
        },
      },
      preHandler: perIp(app, 'guest-code', CODES_PER_IP),
      schema: {
        tags,
        summary:
          "Mail a guest a one-time sign-in code in the menu's language (answers ok whether or not the address has an account)",
        body: ZSendGuestCodeBody,
        response: { 200: ZOk, ...errors(400, 429) },
      },
    },
    async (request) => {
      const { email, language, menuSlug, captchaToken } = request.body;
      await requireCaptcha(request, captchaToken, 'guest_sign_in');
      const menu = menuSlug ? await app.menuSnapshots.current(menuSlug) : null;
      await codes.sendGuestCode(app, hash, { email, language, venue: menu?.menu.title ?? null });
      return { ok: true as const };
    },
  );

  app.post(
    '/customer/sign-in/verify',
    {
      config: { access: 'public' },
      preHandler: perIp(app, 'guest-code-check', CHECKS_PER_IP),
      schema: {
        tags,
        summary:
          "Sign a guest in with the mailed code (10 minutes, once, at most 5 tries); the device's orders and bonus join the account",
        body: ZVerifyGuestCodeBody,
        response: { 200: ZUser, ...errors(400, 403, 429) },
      },
    },
    async (request, reply) => {
      const { email, code } = request.body;
      await codes.useGuestCode(app, hash, email, code);
      const device = await request.getGuest();
      return signInProvenGuest(request, reply, {
        email,
        name: device?.name ?? null,
        language: request.language,
      });
    },
  );
};
