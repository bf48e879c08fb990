import { ZReviewTopics, ZStatFilters } from '@guestloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffErrors } from '../../lib/responses';
import { reviewTopics } from './topics.service';

/**
 * What guests talk about, for the statistics section: the statistics' filters (period on the
 * company's clock, locations with their sub-locations, metrics), as every POST /stat/data/… call.
 */
export const topicsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/stat/data/review-topics',
    {
      config: { access: { permission: 'statistics.view' } },
      schema: {
        tags: ['statistics'],
        summary:
          'The topics guests speak of in their comments (food, service, waiting…): per topic, the comments naming it by mood and the latest few',
        body: ZStatFilters,
        response: { 200: ZReviewTopics, ...staffErrors },
      },
    },
    async (request) => reviewTopics(app.db, await request.requireStructureId(), request.body),
  );
};
