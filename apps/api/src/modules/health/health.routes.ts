import { ZApiError, ZHealth } from '@guestloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastAnswer } from '../../plugins/fast-path';
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

  // While the last database check is fresh the answer is fixed bytes: sent before Fastify
  // (logged at debug, like every successful probe). A check due goes through the route above.
  let ready: FastAnswer | undefined;
  app.fastPath.get(
    `${app.prefix}/health`,
    () => {
      const result = checkHealth();
      if (result instanceof Promise) return undefined;
      if (!ready) {
        const body = Buffer.from(JSON.stringify(result));
        const headers = app.fastPath.headers({
          'content-type': 'application/json; charset=utf-8',
          'content-length': body.length,
        });
        ready = { status: 200, headers, body };
      }
      return ready;
    },
    'debug',
  );
};
