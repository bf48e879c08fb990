import { ZLiveEvents, ZLiveQuery } from '@guestloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffErrors } from '../../lib/responses';
import type { Access } from '../../plugins/access';
import { liveHub } from './live.hub';
import * as service from './live.service';

const board: Access = { anyPermission: ['orders.view', 'orders.manage', 'waiter-calls.manage'] };

/** The staff board's live feed of orders and waiter calls (SSE, or JSON for a plain request). */
export const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onClose', async () => liveHub(app.database).close());

  app.get(
    '/online-menu/orders/live',
    {
      config: { access: board },
      schema: {
        tags: ['orders'],
        summary:
          'New and changed orders and waiter calls: Server-Sent Events with `Accept: text/event-stream` ' +
          '(resumes after `Last-Event-ID`), else one JSON page after `after`',
        querystring: ZLiveQuery,
        response: { 200: ZLiveEvents, ...staffErrors },
      },
    },
    async (request, reply) => {
      const structureId = await request.requireStructureId();
      const lastEventId = Number(request.headers['last-event-id']);
      const after = Number.isSafeInteger(lastEventId) && lastEventId >= 0 ? lastEventId : request.query.after;
      if (!String(request.headers.accept ?? '').includes('text/event-stream')) {
        return service.eventsPage(app.db, structureId, after);
      }
      await service.streamEvents(app.database, request, reply, structureId, after);
      return reply;
    },
  );
};
