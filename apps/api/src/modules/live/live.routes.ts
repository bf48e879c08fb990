import {
  ZApiError,
  ZLiveEvents,
  ZLiveQuery,
  ZOrder,
  ZOrderSlugParams,
  ZWaiterCallState,
  ZWaiterCallTableParams,
} from '@guestloop/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors';
import { staffErrors } from '../../lib/responses';
import type { Access } from '../../plugins/access';
import { companyFeed, pruneOldEvents } from '../events';
import * as orders from '../orders';
import { toOrderFor } from '../orders';
import { tableOfCalls, waiterCallState } from '../waiter-calls';
import * as service from './live.service';
import { streamOrder } from './order-stream.service';
import { streamTableCalls } from './table-stream.service';

const wantsStream = (request: FastifyRequest) =>
  String(request.headers.accept ?? '').includes('text/event-stream');
/** Last-Event-ID of a reconnecting EventSource, when it is a valid event number. */
function lastEventId(request: FastifyRequest): number | undefined {
  const id = Number(request.headers['last-event-id']);
  return request.headers['last-event-id'] !== undefined && Number.isSafeInteger(id) && id >= 0
    ? id
    : undefined;
}

/** The boards, and the console's bell, reviews inbox and bookings (each member reads only their kinds of event). */
const feed: Access = {
  anyPermission: [
    'orders.view',
    'orders.manage',
    'waiter-calls.manage',
    'reviews.manage',
    'surveys.manage',
    'enps.manage',
    'qr-info.manage',
  ],
};

/** The staff board's live feed of orders and waiter calls (SSE, or JSON for a plain request). */
export const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onClose', async () => companyFeed(app.database).close());
  app.jobs.every('live-events.prune', service.PRUNE_EVERY_MS, () => pruneOldEvents(app.db));

  app.get(
    '/online-menu/orders/live',
    {
      config: { access: feed },
      schema: {
        tags: ['orders'],
        summary:
          'New and changed orders and waiter calls (for the boards), ratings (for the boards and reviews) and ' +
          "changes of members' bells: Server-Sent Events with `Accept: text/event-stream` " +
          '(resumes after `Last-Event-ID`), else one JSON page after `after`',
        querystring: ZLiveQuery,
        response: { 200: ZLiveEvents, ...staffErrors },
      },
    },
    async (request, reply) => {
      const auth = await request.requireAuth();
      const structureId = await request.requireStructureId();
      const visible = service.eventFilter(
        (permission) => auth.isSuperAdmin || auth.permissions.has(permission),
      );
      const after = lastEventId(request) ?? request.query.after;
      if (!wantsStream(request)) {
        return service.eventsPage(app.db, structureId, after, visible);
      }
      await service.streamEvents(app.database, request, reply, structureId, after, visible);
      return reply;
    },
  );

  app.get(
    '/order/:slug/live',
    {
      config: { access: 'public', rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        tags: ['orders'],
        summary:
          "The guest's order page, live: Server-Sent Events with `Accept: text/event-stream` (the order " +
          "first, then its changes and its table's waiter calls; resumes after `Last-Event-ID`), else the order. " +
          "The guest's contact and address only to the guest who placed it",
        params: ZOrderSlugParams,
        response: { 200: ZOrder, 404: ZApiError, 429: ZApiError },
      },
    },
    async (request, reply) => {
      const order = await orders.findBySlug(app.db, request.params.slug);
      if (!order) throw notFound('Order');
      const viewerId = (await request.getGuest())?.id ?? null;
      if (!wantsStream(request)) return toOrderFor(order, viewerId);
      const ownOrder = order.customerId === viewerId;
      await streamOrder(app.database, request, reply, order, lastEventId(request), ownOrder);
      return reply;
    },
  );

  app.get(
    '/waiter-call/:table/live',
    {
      config: { access: 'public', rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        tags: ['waiter calls'],
        summary:
          "A table's waiter calls, live: Server-Sent Events with `Accept: text/event-stream` (the call still " +
          'waiting first, then every step staff take; resumes after `Last-Event-ID`), else the call as ' +
          '`/waiter-call/{table}/status` answers it. No order is needed',
        params: ZWaiterCallTableParams,
        response: { 200: ZWaiterCallState, 400: ZApiError, 404: ZApiError, 429: ZApiError },
      },
    },
    async (request, reply) => {
      if (!wantsStream(request)) return waiterCallState(app.db, request.params.table);
      const table = await tableOfCalls(app.db, request.params.table);
      await streamTableCalls(app.database, request, reply, table, lastEventId(request));
      return reply;
    },
  );
};
