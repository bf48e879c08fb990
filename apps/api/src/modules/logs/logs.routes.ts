import { ERROR_LOG_MAX_BYTES, ZApiError, ZErrorLogPayload } from '@guestloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { LogSource } from './logs.repo';
import * as service from './logs.service';

/** Per client IP and route; a browser in an error loop must not flood the table. */
const LOGS_PER_MINUTE = 30;

const ROUTES: { url: string; source: LogSource; summary: string }[] = [
  { url: '/app/log', source: 'app', summary: 'Report an unhandled error of the staff console (quiet)' },
  {
    url: '/online-menu/log',
    source: 'online-menu',
    summary: 'Report an unhandled error of a public page (quiet)',
  },
];

export const logsRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const route of ROUTES) {
    app.post(
      route.url,
      {
        bodyLimit: ERROR_LOG_MAX_BYTES,
        config: { access: 'public', rateLimit: { max: LOGS_PER_MINUTE, timeWindow: 60_000 } },
        schema: {
          tags: ['logs'],
          summary: route.summary,
          body: ZErrorLogPayload,
          response: { 204: z.null().describe('Stored'), 400: ZApiError, 413: ZApiError, 429: ZApiError },
        },
      },
      async (request, reply) => {
        await service.recordClientLog(app.db, route.source, request.body, {
          ip: request.ip,
          id: request.id,
          userAgent: request.headers['user-agent'],
        });
        return reply.code(204).send(null);
      },
    );
  }

  app.jobs.every('client-logs.prune', service.PRUNE_EVERY_MS, () => service.pruneClientLogs(app.db));
};
