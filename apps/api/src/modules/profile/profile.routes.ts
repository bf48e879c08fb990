import multipart from '@fastify/multipart';
import {
  PROFILE_IMAGE_FIELD,
  PROFILE_IMAGE_MAX_BYTES,
  ZApiError,
  ZDeleteAccountBody,
  ZEditPasswordBody,
  ZEditProfileBody,
  ZOk,
  ZSetLanguageBody,
  ZUser,
} from '@guestloop/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readUpload } from '../../lib/images';
import { clearSessionCookie, currentSessionTokenHash } from '../auth';
import * as service from './profile.service';

const errors = { 400: ZApiError, 401: ZApiError } as const;

/** Password checks are limited per signed-in user (the hook runs after access loaded the session). */
const passwordRateLimit = {
  max: 5,
  timeWindow: 15 * 60_000,
  hook: 'preHandler' as const,
  keyGenerator: async (request: FastifyRequest) => `user:${(await request.getAuth())?.userId ?? request.ip}`,
};

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.hasContentTypeParser('multipart/form-data')) {
    await app.register(multipart, { limits: { fileSize: PROFILE_IMAGE_MAX_BYTES, files: 1, fields: 10 } });
  }

  app.post(
    '/profile/set-language',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['profile'],
        summary: 'Set the UI language of the signed-in user',
        body: ZSetLanguageBody,
        response: { 200: ZUser, ...errors },
      },
    },
    async (request) => {
      const { userId } = await request.requireAuth();
      return service.setLanguage(app.db, userId, request.body.language);
    },
  );

  app.post(
    '/profile/edit',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['profile'],
        summary: 'Change the name of the signed-in user',
        body: ZEditProfileBody,
        response: { 200: ZUser, ...errors },
      },
    },
    async (request) => {
      const { userId } = await request.requireAuth();
      return service.editProfile(app.db, userId, request.body.name);
    },
  );

  app.post(
    '/profile/edit/password',
    {
      config: { access: 'signed-in', rateLimit: passwordRateLimit },
      schema: {
        tags: ['profile'],
        summary: 'Change the password; every other session of the user ends',
        body: ZEditPasswordBody,
        response: { 200: ZUser, ...errors, 429: ZApiError },
      },
    },
    async (request) => {
      const { userId } = await request.requireAuth();
      return service.changePassword(app.db, userId, currentSessionTokenHash(request), request.body);
    },
  );

  app.post(
    '/profile/edit/image-user',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['profile'],
        summary: 'Set the profile picture (multipart field `file`: PNG, JPEG, WebP or GIF, at most 5 MB)',
        consumes: ['multipart/form-data'],
        response: { 200: ZUser, ...errors, 413: ZApiError, 415: ZApiError },
      },
    },
    async (request) => {
      const { userId } = await request.requireAuth();
      const { file } = await readUpload(request, {
        fileField: PROFILE_IMAGE_FIELD,
        maxBytes: PROFILE_IMAGE_MAX_BYTES,
      });
      return service.setImage(app.db, app.providers.storage, request.log, userId, file.bytes);
    },
  );

  app.post(
    '/profile/delete-account',
    {
      config: { access: 'signed-in', rateLimit: passwordRateLimit },
      schema: {
        tags: ['profile'],
        summary: 'Delete the signed-in user (password required when the account has one)',
        body: ZDeleteAccountBody,
        response: { 200: ZOk, ...errors, 409: ZApiError, 429: ZApiError },
      },
    },
    async (request, reply) => {
      const { userId } = await request.requireAuth();
      await service.deleteAccount(app.db, app.providers.storage, request.log, userId, request.body.password);
      clearSessionCookie(reply);
      return { ok: true as const };
    },
  );
};
