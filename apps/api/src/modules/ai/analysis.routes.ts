import { ZApiError, ZRatingAnalysis, ZRatingIdParams } from '@guestloop/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffErrors } from '../../lib/responses';
import { ratingAnalysis } from './analysis.service';
import { topicsRoutes } from './topics.routes';

/** A model call takes seconds and may be paid for: a member reading reviews needs far fewer. */
const ANALYSIS_LIMIT = {
  max: 60,
  timeWindow: 60_000,
  keyGenerator: async (request: FastifyRequest) => `user:${(await request.getAuth())?.userId ?? request.ip}`,
};

/**
 * AI analysis of guests' comments (SPEC point 7 "AI"): one rating's reading for its review, the
 * topics guests talk about for the statistics (a comment is read when first asked for, never while
 * a guest rates).
 */
export const analysisRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/rate/:id/ai/analysis',
    {
      config: { access: { permission: 'reviews.manage' }, rateLimit: ANALYSIS_LIMIT },
      schema: {
        tags: ['ai'],
        summary:
          "A rating's comment read by machine: mood, score (weighed with the rating's), topics, language and, with a model, a summary in the caller's language",
        params: ZRatingIdParams,
        response: { 200: ZRatingAnalysis, ...staffErrors, 429: ZApiError },
      },
    },
    async (request) =>
      ratingAnalysis(
        app.db,
        app.providers.ai,
        await request.requireStructureId(),
        request.params.id,
        request.language,
      ),
  );

  await app.register(topicsRoutes);
};
