import { ZApiError, ZHealth } from '@guestloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createHealthCheck } from './health.service';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const checkHealth = createHealthCheck(app.database);
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
    () => checkHealth(),
  );
};
