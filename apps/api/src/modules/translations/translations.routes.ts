import {
  ZApiError,
  ZTranslateContentBody,
  ZTranslationProgress,
  ZTranslationProgressQuery,
  ZTranslations,
  ZTranslationsParams,
  ZTranslationsQuery,
} from '@guestloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffErrors } from '../../lib/responses';
import type { Access } from '../../plugins/access';
import * as service from './translations.service';

const tags = ['translations'];
const access: Access = { permission: 'translations.manage' };
/** Asking for many languages at once fills an engine's queue: a few times a minute is plenty. */
const TRANSLATE_LIMIT = { max: 20, timeWindow: 60_000 };

/**
 * Content translation for staff: a menu's, survey's, e-NPS survey's, quiz's, metric's or QR
 * page's texts beside their translations, machine translation into several languages, and its
 * progress. `{kind}/{slug}` names a record of the caller's company; any other is 404.
 */
export const translationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/translations/:kind/:slug',
    {
      config: { access },
      schema: {
        tags,
        summary:
          "The record's texts beside their translations into `to` (missing ones are asked of an engine)",
        params: ZTranslationsParams,
        querystring: ZTranslationsQuery,
        response: { 200: ZTranslations, ...staffErrors },
      },
    },
    async (request) => {
      const { kind, slug } = request.params;
      return service.translationsOf(app.db, await request.requireStructureId(), kind, slug, request.query.to);
    },
  );

  app.post(
    '/translations/:kind/:slug/translate',
    {
      config: { access, rateLimit: TRANSLATE_LIMIT },
      schema: {
        tags,
        summary: 'Asks an engine for every text missing in these languages; answers the counts per language',
        params: ZTranslationsParams,
        body: ZTranslateContentBody,
        response: { 200: ZTranslationProgress, ...staffErrors, 429: ZApiError },
      },
    },
    async (request) => {
      const { kind, slug } = request.params;
      const structureId = await request.requireStructureId();
      return service.progressOf(app.db, structureId, kind, slug, request.body.languages);
    },
  );

  app.get(
    '/translations/:kind/:slug/progress',
    {
      config: { access },
      schema: {
        tags,
        summary: 'How far translation into these languages has come (waiting: texts an engine is still on)',
        params: ZTranslationsParams,
        querystring: ZTranslationProgressQuery,
        response: { 200: ZTranslationProgress, ...staffErrors },
      },
    },
    async (request) => {
      const { kind, slug } = request.params;
      const structureId = await request.requireStructureId();
      return service.progressOf(app.db, structureId, kind, slug, request.query.languages);
    },
  );
};
