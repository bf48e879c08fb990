import {
  ZAcceptInviteBody,
  ZAcceptInviteWithGoogleBody,
  ZInvite,
  ZInviteCodeParams,
  ZInviteCreateBody,
  ZInviteCreated,
  ZInviteIdParams,
  ZOk,
  ZPendingInviteList,
  ZUser,
} from '@guestloop/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors } from '../auth';
import * as service from './invites.service';
import * as pending from './pending-invites.service';

const tags = ['invites'];
const MINUTE = 60_000;

/** Public invitation calls are counted per caller IP, each route on its own. */
const perIp = (max: number) => ({ max, timeWindow: MINUTE });

/** Invitations sent (made or sent again) are counted per signed-in user. */
const perUser = {
  max: 30,
  timeWindow: MINUTE,
  hook: 'preHandler' as const,
  keyGenerator: async (request: FastifyRequest) => `user:${(await request.getAuth())?.userId ?? request.ip}`,
};
const manageUsers = { permission: 'users.manage' } as const;

/** Invitations carry a selected role (SPEC point 6, point 7 "Invites"). */
export const invitesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/invite-create',
    {
      config: { access: manageUsers, rateLimit: perUser },
      schema: {
        tags,
        summary: 'Create a single-use invitation into a role (mailed when an address is given)',
        body: ZInviteCreateBody,
        response: { 200: ZInviteCreated, ...errors(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) =>
      service.createInvite(
        request,
        await request.requireAuth(),
        await request.requireStructureId(),
        request.body,
      ),
  );

  app.get(
    '/invite/:code',
    {
      config: { access: 'public', rateLimit: perIp(30) },
      schema: {
        tags,
        summary: 'What an invitation offers: the company, the role, the address and until when',
        params: ZInviteCodeParams,
        response: { 200: ZInvite, ...errors(400, 404, 429) },
      },
    },
    (request) => service.getInvite(app.db, request.params.code),
  );

  app.post(
    '/invite/:code',
    {
      config: { access: 'public', rateLimit: perIp(10) },
      schema: {
        tags,
        summary: 'Accept an invitation: create the account in the company with the role and sign in',
        params: ZInviteCodeParams,
        body: ZAcceptInviteBody,
        response: { 200: ZUser, ...errors(400, 404, 409, 429) },
      },
    },
    (request, reply) => service.acceptInvite(request, reply, request.params.code, request.body),
  );

  app.post(
    '/invite-with-google/:code',
    {
      config: { access: 'public', rateLimit: perIp(10) },
      schema: {
        tags,
        summary: 'Accept an invitation with a Google ID token and sign in',
        params: ZInviteCodeParams,
        body: ZAcceptInviteWithGoogleBody,
        response: { 200: ZUser, ...errors(400, 401, 404, 409, 429, 503) },
      },
    },
    (request, reply) => service.acceptInviteWithGoogle(request, reply, request.params.code, request.body),
  );

  app.get(
    '/invites',
    {
      config: { access: manageUsers },
      schema: {
        tags,
        summary:
          'The pending invitations: address, role, who invited, when, until when (expired ones marked)',
        response: { 200: ZPendingInviteList, ...errors(401, 403) },
      },
    },
    async (request) => pending.listPending(app.db, await request.requireStructureId()),
  );

  app.post(
    '/invites/:id/resend',
    {
      config: { access: manageUsers, rateLimit: perUser },
      schema: {
        tags,
        summary: 'Send a pending invitation again with a new link and date (the old link stops working)',
        params: ZInviteIdParams,
        response: { 200: ZInviteCreated, ...errors(400, 401, 403, 404, 429) },
      },
    },
    async (request) =>
      pending.resendInvite(
        app,
        await request.requireAuth(),
        await request.requireStructureId(),
        request.params.id,
      ),
  );

  app.delete(
    '/invites/:id',
    {
      config: { access: manageUsers },
      schema: {
        tags,
        summary: 'Withdraw a pending invitation: its link stops working',
        params: ZInviteIdParams,
        response: { 200: ZOk, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) =>
      pending.revokeInvite(
        app.db,
        await request.requireAuth(),
        await request.requireStructureId(),
        request.params.id,
      ),
  );
};
