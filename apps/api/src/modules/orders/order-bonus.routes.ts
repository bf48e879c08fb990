import { ZDropBonusBody, ZOrder, ZTakeBonusBody } from '@guestloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guestErrors } from '../../lib/responses';
import * as service from './order-bonus.service';

const tags = ['bonuses'];
const limit = { max: 30, timeWindow: 60_000 };

/** A guest spends bonus on one of their unpaid orders, or stops spending it (SPEC point 7). */
export const orderBonusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/online-menu/customer/take-bonus',
    {
      config: { access: 'guest', rateLimit: limit },
      schema: {
        tags,
        summary: 'Spend bonus on an unpaid order (up to the balance and the order)',
        body: ZTakeBonusBody,
        response: { 200: ZOrder, ...guestErrors },
      },
    },
    async (request) => {
      const guest = await request.requireGuest();
      return service.applyBonus(app.db, guest.id, request.body.orderSlug, request.body.amount ?? 'all');
    },
  );

  app.post(
    '/online-menu/customer/drop-bonus',
    {
      config: { access: 'guest', rateLimit: limit },
      schema: {
        tags,
        summary: 'Stop spending bonus on the order',
        body: ZDropBonusBody,
        response: { 200: ZOrder, ...guestErrors },
      },
    },
    async (request) => {
      const guest = await request.requireGuest();
      return service.applyBonus(app.db, guest.id, request.body.orderSlug, 0);
    },
  );
};
