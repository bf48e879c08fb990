import {
  ZActivateUserBody,
  ZConfirmEmailResendBody,
  ZIntegrateEmailBody,
  ZLoginBody,
  ZOk,
  ZRegisterBody,
  ZResetPasswordBody,
  ZResetPasswordEmailSendBody,
  ZUser,
} from '@guestloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, perEmailLimit, perIpLimit } from './auth.guards';
import * as auth from './auth.service';
import { googleRoutes } from './google.routes';
import * as registration from './registration.service';
import { PRUNE_SESSIONS_EVERY_MS, pruneExpiredSessions, readSession } from './session.service';

const tags = ['auth'];

/** Accounts: registration, activation, sign-in, password reset, e-mail change (SPEC point 7 "Auth"). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.setSessionReader((request) => readSession(app.db, request));
  app.jobs.every('sessions.prune', PRUNE_SESSIONS_EVERY_MS, () => pruneExpiredSessions(app.db));

  app.jobs.register<{ email: string }>(auth.RESET_LINK_JOB, ({ email }) => auth.mailResetLink(app, email));
  app.jobs.register<{ email: string }>(auth.ACTIVATION_LINK_JOB, ({ email }) =>
    auth.mailActivationLink(app, email),
  );

  app.post(
    '/register',
    {
      config: { access: 'public', rateLimit: perEmailLimit(app, 'register') },
      preHandler: perIpLimit(app, 'register'),
      schema: {
        tags,
        summary:
          'Create a pending account and mail its activation link; for an address that has an account, mail its owner a notice (answers ok either way)',
        body: ZRegisterBody,
        response: { 200: ZOk, ...errors(400, 429) },
      },
    },
    (request) => registration.register(request, request.body),
  );

  app.post(
    '/activate-user',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Open an activation or e-mail change link and sign in',
        body: ZActivateUserBody,
        response: { 200: ZUser, ...errors(400, 403, 409) },
      },
    },
    (request, reply) => auth.activateUser(request, reply, request.body),
  );

  app.post(
    '/login',
    {
      config: { access: 'public', rateLimit: perEmailLimit(app, 'login') },
      preHandler: perIpLimit(app, 'login'),
      schema: {
        tags,
        summary: 'Sign in with e-mail and password',
        body: ZLoginBody,
        response: { 200: ZUser, ...errors(400, 401, 403, 429) },
      },
    },
    (request, reply) => auth.login(request, reply, request.body),
  );

  app.post(
    '/logout',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'End the current session', response: { 200: ZOk } },
    },
    (request, reply) => auth.logout(request, reply),
  );

  app.get(
    '/profile',
    {
      config: { access: 'signed-in' },
      schema: { tags, summary: 'The signed-in user', response: { 200: ZUser, ...errors(401) } },
    },
    (request) => auth.profile(request),
  );

  app.post(
    '/reset-password-email-send',
    {
      config: { access: 'public', rateLimit: perEmailLimit(app, 'reset-send') },
      preHandler: perIpLimit(app, 'reset-send'),
      schema: {
        tags,
        summary: 'Mail a password reset link (answers ok whether or not the account exists)',
        body: ZResetPasswordEmailSendBody,
        response: { 200: ZOk, ...errors(400, 429) },
      },
    },
    (request) => auth.resetPasswordEmailSend(request, request.body),
  );

  app.post(
    '/reset-password',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Set a new password from a reset link; ends the other sessions and signs in',
        body: ZResetPasswordBody,
        response: { 200: ZUser, ...errors(400, 403) },
      },
    },
    (request, reply) => auth.resetPassword(request, reply, request.body),
  );

  app.post(
    '/confirm-email-resend',
    {
      config: { access: 'public', rateLimit: perEmailLimit(app, 'confirm-resend') },
      preHandler: perIpLimit(app, 'confirm-resend'),
      schema: {
        tags,
        summary: 'Mail the activation link of a pending account again (always ok)',
        body: ZConfirmEmailResendBody,
        response: { 200: ZOk, ...errors(400, 429) },
      },
    },
    (request) => auth.confirmEmailResend(request, request.body),
  );

  app.post(
    '/email/integrate-email',
    {
      config: { access: 'signed-in', rateLimit: perEmailLimit(app, 'integrate-email') },
      preHandler: perIpLimit(app, 'integrate-email'),
      schema: {
        tags,
        summary: 'Mail a confirmation link to a new address; POST /activate-user with its token switches it',
        body: ZIntegrateEmailBody,
        response: { 200: ZUser, ...errors(400, 401, 409, 429) },
      },
    },
    (request) => auth.integrateEmail(request, request.body),
  );

  await app.register(googleRoutes);
};
