import { ZApiError, ZHealth } from '@guestloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkHealth } from './health.service';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check',
        response: { 200: ZHealth, 503: ZApiError },
      },
    },
    async () => checkHealth(app.database),
  );
};
