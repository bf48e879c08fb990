import {
  ZApiError,
  ZTranslateBody,
  ZTranslated,
  ZTranslatedList,
  ZTranslateMultipleBody,
  ZTranslationCorrectionBody,
} from '@guestloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../lib/errors';
import type { Access } from '../../../plugins/access';
import { TranslationEngineError } from '../../../providers/translation';
import * as service from './content-translations.service';

const tags = ['i18n'];
const TRANSLATE_ERRORS = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 429: ZApiError, 503: ZApiError };
/** A staff member reads reviews and answers in their language; an engine is slow and counted. */
const TRANSLATE_LIMIT = { max: 60, timeWindow: 60_000 };

/** The engines are down for now: said as such, never as the caller's fault. */
async function engineCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof TranslationEngineError)
      throw new AppError(
        503,
        'SERVICE_UNAVAILABLE',
        'The translation service does not answer; try again later',
      );
    throw error;
  }
}

/**
 * Content translation for staff (SPEC point 7 "Translation"): POST /translate and
 * /translate/multiple through the company's translation memory, and corrections kept in it.
 */
export const contentTranslationRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = { access: 'signed-in' as Access, rateLimit: TRANSLATE_LIMIT };

  app.post(
    '/translate',
    {
      config: staff,
      schema: {
        tags,
        summary: 'A text in another language (the original, marked, when no engine covers the pair)',
        body: ZTranslateBody,
        response: {
          200: ZTranslated,
          ...TRANSLATE_ERRORS,
        },
      },
    },
    async (request) => {
      const structureId = await request.requireStructureId();
      const [result] = await engineCall(() =>
        service.translateNow(app.db, app.providers.translation, structureId, [request.body]),
      );
      return result ?? { text: request.body.text, state: 'original' as const };
    },
  );

  app.post(
    '/translate/multiple',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Several texts, each {text, from, to}, answered in order',
        body: ZTranslateMultipleBody,
        response: {
          200: ZTranslatedList,
          ...TRANSLATE_ERRORS,
        },
      },
    },
    async (request) => {
      const structureId = await request.requireStructureId();
      return engineCall(() =>
        service.translateNow(app.db, app.providers.translation, structureId, request.body),
      );
    },
  );

  app.post(
    '/translation/correction',
    {
      config: { access: { permission: 'translations.manage' } as Access },
      schema: {
        tags,
        summary:
          'Keep a staff translation of a text (empty text: forget it), reused wherever the text appears',
        body: ZTranslationCorrectionBody,
        response: { 204: z.null().describe('Saved'), 400: ZApiError, 401: ZApiError, 403: ZApiError },
      },
    },
    async (request, reply) => {
      const structureId = await request.requireStructureId();
      const { source, from, to, text } = request.body;
      const direction = { structureId, from, to };
      if (from === to)
        throw new AppError(400, 'VALIDATION_FAILED', 'A text is not translated into its own language');
      if (text)
        await service.saveCorrection(app.db, direction, source, text, (await request.requireAuth()).userId);
      else await service.dropCorrection(app.db, direction, source);
      await app.events.emit('content-translations.changed', { structureId, language: to });
      return reply.code(204).send(null);
    },
  );
};
