import {
  ZChangeUserPasswordBody,
  ZCreateUserBody,
  ZSetUserLocationsBody,
  ZStaffUser,
  ZStaffUserPage,
  ZUpdateUserBody,
  ZUserExists,
  ZUserExistsBody,
  ZUserIdParams,
  ZUserLocations,
  ZUsersQuery,
} from '@guestloop/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors } from '../auth';
import { profileExtrasRoutes } from './profile-extras.routes';
import * as service from './users.service';

const tags = ['users'];
const access = { permission: 'users.manage' } as const;

/** Per signed-in user, counted after the session is loaded. */
const perUser = (max: number) => ({
  max,
  timeWindow: 60_000,
  hook: 'preHandler' as const,
  keyGenerator: async (request: FastifyRequest) => `user:${(await request.getAuth())?.userId ?? request.ip}`,
});

/** The company's staff (SPEC point 6, point 7 "Users and roles"). */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users',
    {
      config: { access },
      schema: {
        tags,
        summary: "One page of the company's users, by name (search matches name or e-mail)",
        querystring: ZUsersQuery,
        response: { 200: ZStaffUserPage, ...errors(400, 401, 403) },
      },
    },
    async (request) => service.listUsers(app.db, await request.requireStructureId(), request.query),
  );

  app.post(
    '/user/create',
    {
      config: { access, rateLimit: perUser(30) },
      schema: {
        tags,
        summary: 'Create an active user in the company with a role and locations',
        body: ZCreateUserBody,
        response: { 200: ZStaffUser, ...errors(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) =>
      service.createUser(
        app.db,
        await request.requireAuth(),
        await request.requireStructureId(),
        request.body,
      ),
  );

  app.post(
    '/user/update',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Rename, change the role of, disable or re-enable a user (disabling ends their sessions)',
        body: ZUpdateUserBody,
        response: { 200: ZStaffUser, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      service.updateUser(
        app.db,
        await request.requireAuth(),
        await request.requireStructureId(),
        request.body,
      ),
  );

  app.post(
    '/user/change-password',
    {
      config: { access, rateLimit: perUser(10) },
      schema: {
        tags,
        summary: "Set another user's password; that user's sessions end",
        body: ZChangeUserPasswordBody,
        response: { 200: ZStaffUser, ...errors(400, 401, 403, 404, 429) },
      },
    },
    async (request) =>
      service.changeUserPassword(
        app.db,
        await request.requireAuth(),
        await request.requireStructureId(),
        request.body,
      ),
  );

  app.get(
    '/user/:id/locations',
    {
      config: { access },
      schema: {
        tags,
        summary: 'The locations a user works at',
        params: ZUserIdParams,
        response: { 200: ZUserLocations, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) =>
      service.getUserLocations(app.db, await request.requireStructureId(), request.params.id),
  );

  app.post(
    '/user/:id/locations',
    {
      config: { access },
      schema: {
        tags,
        summary: "Replace a user's locations (all must be the company's)",
        params: ZUserIdParams,
        body: ZSetUserLocationsBody,
        response: { 200: ZUserLocations, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) =>
      service.setUserLocations(
        app.db,
        await request.requireAuth(),
        await request.requireStructureId(),
        request.params.id,
        request.body.locationIds,
      ),
  );

  app.post(
    '/user/exists',
    {
      config: { access, rateLimit: perUser(30) },
      schema: {
        tags,
        summary: 'Whether an account already uses an e-mail address',
        body: ZUserExistsBody,
        response: { 200: ZUserExists, ...errors(400, 401, 403, 429) },
      },
    },
    async (request) => {
      await request.requireStructureId();
      return service.userExists(app.db, request.body.email);
    },
  );

  await app.register(profileExtrasRoutes);
};
