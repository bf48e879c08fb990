import { ZInteractionExists, ZMenuSeenBody, ZOk, ZProfileMenu } from '@guestloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors } from '../auth';
import * as service from './profile-extras.service';

const tags = ['profile'];

/** The signed-in user's console menu, company state and printable data (SPEC point 7 "Users and roles"). */
export const profileExtrasRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/profile/menu',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'One entry per console section: whether the user may open it and what waits there',
        response: { 200: ZProfileMenu, ...errors(401) },
      },
    },
    async (request) => service.profileMenu(app.db, await request.requireAuth()),
  );

  app.post(
    '/profile/menu/seen',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'The user has looked at a section: its notifyCount counts again from now',
        body: ZMenuSeenBody,
        response: { 200: ZOk, ...errors(400, 401) },
      },
    },
    async (request) => {
      const { userId } = await request.requireAuth();
      return service.markSectionSeen(app.db, userId, request.body.id);
    },
  );

  app.get(
    '/profile/interaction-exists',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Whether the company has had any customer interaction yet (ratings, orders, answers…)',
        response: { 200: ZInteractionExists, ...errors(401) },
      },
    },
    async (request) => service.interactionExists(app.db, (await request.requireAuth()).structureId),
  );

  app.get(
    '/profile/info/print',
    {
      config: { access: 'signed-in', rateLimit: { max: 10, timeWindow: 60_000, hook: 'preHandler' } },
      schema: {
        tags,
        summary: "The signed-in user's own data as a printable PDF (a download)",
        produces: ['application/pdf'],
        response: { ...errors(401, 429) },
      },
    },
    async (request, reply) => {
      const { userId } = await request.requireAuth();
      const { pdf, fileName } = await service.printAccount(app.db, userId);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(pdf as never); // bytes; the zod types describe JSON answers only
    },
  );
};
