import {
  ZEnableIntegrationBody,
  ZEnableUserIntegrationBody,
  ZIntegration,
  ZIntegrationCheck,
  ZIntegrationList,
  ZIntegrationServiceBody,
  ZIntegrationUserParams,
  ZOk,
  ZUpdateIntegrationBody,
  ZUserIntegrationByTokenBody,
  ZUserIntegrationServiceBody,
} from '@guestloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffErrors } from '../../lib/responses';
import * as structureIntegrations from './integrations.service';
import * as userIntegrations from './user-integrations.service';

const manage = { access: { permission: 'integrations.manage' } } as const;
const manageUsers = { access: { permission: 'users.manage' } } as const;
const own = { access: 'signed-in' } as const;
const ok = { ok: true } as const;

/** SPEC point 7 "Integrations": a company's outside services, and each staff member's own. */
export const integrationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['integrations'];
  const { db, config } = app;

  app.get(
    '/structure/integrations',
    {
      config: manage,
      schema: {
        tags,
        summary: 'The company’s services and their state',
        response: { 200: ZIntegrationList, ...staffErrors },
      },
    },
    async (request) => structureIntegrations.listForStructure(db, config, await request.requireStructureId()),
  );
  app.post(
    '/structure/integration/update',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Saves a service’s settings and secrets (blank secrets are kept)',
        body: ZUpdateIntegrationBody,
        response: { 200: ZIntegration, ...staffErrors },
      },
    },
    async (request) =>
      structureIntegrations.updateForStructure(db, config, await request.requireStructureId(), request.body),
  );
  app.post(
    '/structure/integration/enable',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Turns a configured service on or off',
        body: ZEnableIntegrationBody,
        response: { 200: ZIntegration, ...staffErrors },
      },
    },
    async (request) =>
      structureIntegrations.enableForStructure(db, config, await request.requireStructureId(), request.body),
  );
  app.post(
    '/structure/integration/delete',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Removes a service with its secrets and collectors',
        body: ZIntegrationServiceBody,
        response: { 200: ZOk, ...staffErrors },
      },
    },
    async (request) => {
      await structureIntegrations.deleteForStructure(
        db,
        await request.requireStructureId(),
        request.body.serviceUid,
      );
      return ok;
    },
  );
  app.post(
    '/structure/integration/check',
    {
      config: { ...manage, rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Calls the service with the stored values and says what is wrong',
        body: ZIntegrationServiceBody,
        response: { 200: ZIntegrationCheck, ...staffErrors, 429: staffErrors[400] },
      },
    },
    async (request) =>
      structureIntegrations.checkForStructure(
        db,
        config,
        await request.requireStructureId(),
        request.body.serviceUid,
      ),
  );

  app.get(
    '/user/integrations',
    {
      config: own,
      schema: {
        tags,
        summary: 'The services the signed-in staff member connects',
        response: { 200: ZIntegrationList, ...staffErrors },
      },
    },
    async (request) => userIntegrations.listForUser(db, (await request.requireAuth()).userId),
  );
  app.post(
    '/user/integration/enable',
    {
      config: own,
      schema: {
        tags,
        summary: 'Turns a service on or off for oneself',
        body: ZEnableUserIntegrationBody,
        response: { 200: ZIntegration, ...staffErrors },
      },
    },
    async (request) => {
      const { userId } = await request.requireAuth();
      return userIntegrations.enableForUser(
        db,
        config,
        await request.requireStructureId(),
        userId,
        request.body,
      );
    },
  );
  app.post(
    '/user/integration/delete',
    {
      config: own,
      schema: {
        tags,
        summary: 'Disconnects a service from oneself',
        body: ZUserIntegrationServiceBody,
        response: { 200: ZOk, ...staffErrors },
      },
    },
    async (request) => {
      await userIntegrations.deleteForUser(db, (await request.requireAuth()).userId, request.body.serviceUid);
      return ok;
    },
  );
  app.post(
    '/user/integration/by-token',
    {
      config: manageUsers,
      schema: {
        tags,
        summary: 'Connects a staff member (by e-mail) with a token the service gave them',
        body: ZUserIntegrationByTokenBody,
        response: { 200: ZIntegration, ...staffErrors },
      },
    },
    async (request) =>
      userIntegrations.connectByToken(db, config, await request.requireStructureId(), request.body),
  );

  const staffOf = async (request: { requireStructureId(): Promise<string> }, id: string) =>
    userIntegrations.requireStaff(db, await request.requireStructureId(), { id });
  app.get(
    '/user/:id/integration/list',
    {
      config: manageUsers,
      schema: {
        tags,
        summary: 'The services a staff member connects',
        params: ZIntegrationUserParams,
        response: { 200: ZIntegrationList, ...staffErrors },
      },
    },
    async (request) => userIntegrations.listForUser(db, await staffOf(request, request.params.id)),
  );
  app.post(
    '/user/:id/integration/enable',
    {
      config: manageUsers,
      schema: {
        tags,
        summary: 'Turns a service on or off for a staff member',
        params: ZIntegrationUserParams,
        body: ZEnableUserIntegrationBody,
        response: { 200: ZIntegration, ...staffErrors },
      },
    },
    async (request) => {
      const userId = await staffOf(request, request.params.id);
      return userIntegrations.enableForUser(
        db,
        config,
        await request.requireStructureId(),
        userId,
        request.body,
      );
    },
  );
  app.post(
    '/user/:id/integration/delete',
    {
      config: manageUsers,
      schema: {
        tags,
        summary: 'Disconnects a service from a staff member',
        params: ZIntegrationUserParams,
        body: ZUserIntegrationServiceBody,
        response: { 200: ZOk, ...staffErrors },
      },
    },
    async (request) => {
      await userIntegrations.deleteForUser(
        db,
        await staffOf(request, request.params.id),
        request.body.serviceUid,
      );
      return ok;
    },
  );
};
