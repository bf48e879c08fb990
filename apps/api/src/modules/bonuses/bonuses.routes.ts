import { ZBonusBalance, ZBonusMenuParams, ZBonusProgram } from '@guestloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guestErrors, staffErrors } from '../../lib/responses';
import type { Access } from '../../plugins/access';
import * as service from './bonuses.service';

const tags = ['bonuses'];
const manage: Access = { permission: 'payments.manage' };

/** Bonuses (SPEC point 7): the company's rate and the guest's balance (taking it on an order is the orders module's). */
export const bonusesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/online-menu/bonus-program',
    {
      config: { access: manage },
      schema: { tags, summary: "The company's bonus rate", response: { 200: ZBonusProgram, ...staffErrors } },
    },
    async (request) => service.getProgram(app.db, await request.requireStructureId()),
  );

  app.post(
    '/online-menu/bonus-program',
    {
      config: { access: manage },
      schema: {
        tags,
        summary: "Set the company's bonus rate (0 switches it off)",
        body: ZBonusProgram,
        response: { 200: ZBonusProgram, ...staffErrors },
      },
    },
    async (request) => service.setProgram(app.db, await request.requireStructureId(), request.body),
  );

  app.get(
    '/online-menu/customer/bonus/:slug',
    {
      config: { access: 'guest' },
      schema: {
        tags,
        summary: "The guest's bonus balance with the menu's company",
        params: ZBonusMenuParams,
        response: { 200: ZBonusBalance, ...guestErrors },
      },
    },
    async (request) => service.balanceFor(app.db, (await request.requireGuest()).id, request.params.slug),
  );
};
