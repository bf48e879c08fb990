import {
  ZAddTransBody,
  ZApiError,
  ZTranslationOverride,
  ZTranslationOverrides,
  ZTranslationPack,
  ZTranslationParams,
  ZTranslationQuery,
  ZUpdateTransBody,
} from '@guestloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pickEncoding } from '../../plugins/compression';
import { registerContentTranslationJobs } from './content/content-translations.jobs';
import { contentTranslationRoutes } from './content/content-translations.routes';
import * as service from './i18n.service';

export const i18nRoutes: FastifyPluginAsyncZod = async (app) => {
  registerContentTranslationJobs(app);
  await app.register(contentTranslationRoutes);
  app.get(
    '/translation/:lang',
    {
      config: { access: 'public' },
      schema: {
        tags: ['i18n'],
        summary:
          'The UI string pack of a language with staff corrections applied: every namespace, or those in ?ns=',
        params: ZTranslationParams,
        querystring: ZTranslationQuery,
        response: { 200: ZTranslationPack, 304: z.null().describe('Not modified'), 404: ZApiError },
      },
    },
    async (request, reply) => {
      const language = service.parseLanguageParam(request.params.lang);
      const selection = service.selectNamespaces(request.query.ns);
      const pack = await service.translationPack(app.db, language, selection);
      reply.header('etag', pack.etag).header('cache-control', 'no-cache').header('vary', 'Accept-Encoding');
      if (service.matchesEtag(request.headers['if-none-match'], pack.etag)) return reply.code(304).send(null);
      // Serialised and compressed once per version: the bytes are sent as they are.
      const body = pickEncoding(pack.body, request.headers['accept-encoding'], reply);
      return reply.type('application/json; charset=utf-8').send(body as never);
    },
  );

  app.post(
    '/add-trans',
    {
      config: { access: 'public', rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        tags: ['i18n'],
        summary: 'Report UI keys the web app did not find (quiet)',
        body: ZAddTransBody,
        response: { 204: z.null().describe('Recorded'), 400: ZApiError, 429: ZApiError },
      },
    },
    async (request, reply) => {
      await service.recordMissingKeys(app.db, request.body);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/update-trans',
    {
      config: { access: 'super-admin' },
      schema: {
        tags: ['i18n'],
        summary: 'Correct one shipped UI string in one language',
        body: ZUpdateTransBody,
        response: {
          200: ZTranslationOverride,
          400: ZApiError,
          401: ZApiError,
          403: ZApiError,
          404: ZApiError,
        },
      },
    },
    async (request) => {
      const auth = await request.requireAuth();
      return service.updateTranslation(app.db, auth.userId, request.body);
    },
  );

  app.get(
    '/translation/:lang/overrides',
    {
      config: { access: 'super-admin' },
      schema: {
        tags: ['i18n'],
        summary: 'The staff corrections of a language',
        params: ZTranslationParams,
        response: { 200: ZTranslationOverrides, 401: ZApiError, 403: ZApiError, 404: ZApiError },
      },
    },
    async (request) => service.translationOverrides(app.db, service.parseLanguageParam(request.params.lang)),
  );
};
