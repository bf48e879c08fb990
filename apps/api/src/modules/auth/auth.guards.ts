import { ZApiError } from '@guestloop/contracts';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../../lib/errors';
import type { CaptchaAction } from '../../providers/captcha';

const MINUTE = 60_000;

/** 400 CAPTCHA_FAILED unless the captcha provider accepts the token (always, when captcha is off). */
export async function requireCaptcha(
  request: FastifyRequest,
  token: string | undefined,
  action: CaptchaAction,
) {
  if (!(await request.server.providers.captcha.verify(token, action, request.ip))) {
    throw new AppError(400, 'CAPTCHA_FAILED', 'The captcha check failed');
  }
}

const bodyEmail = (request: FastifyRequest) =>
  String((request.body as { email?: unknown } | undefined)?.email ?? '').toLowerCase();

/**
 * `config.rateLimit` of a route that takes an e-mail: LOGIN_RATE_LIMIT calls a minute per caller IP
 * and address. It runs after the body is validated (preHandler). Keys carry the route name, so
 * each route counts on its own.
 */
export function perEmailLimit(app: FastifyInstance, name: string) {
  return {
    max: app.config.LOGIN_RATE_LIMIT,
    timeWindow: MINUTE,
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => `${name}:${request.ip}:${bodyEmail(request)}`,
  };
}

/** A second, wider limit per caller IP alone (four times the per-address one), as a preHandler. */
export function perIpLimit(app: FastifyInstance, name: string): preHandlerAsyncHookHandler {
  const check = app.createRateLimit({
    max: app.config.LOGIN_RATE_LIMIT * 4,
    timeWindow: MINUTE,
    keyGenerator: (request) => `${name}-ip:${request.ip}`,
  });
  return async (request) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      throw new AppError(429, 'RATE_LIMITED', 'Too many requests, try again later');
    }
  };
}

/** Error answers a route may give, all in the one error shape. */
export const errors = <S extends number>(...statuses: S[]) =>
  Object.fromEntries(statuses.map((s) => [s, ZApiError])) as Record<S, typeof ZApiError>;
