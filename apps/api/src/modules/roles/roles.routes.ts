import {
  ZCreateRoleBody,
  ZOk,
  ZRole,
  ZRoleList,
  ZRoleSlugParams,
  ZUpdateRoleBody,
  ZUpdateRolePermissionBody,
} from '@guestloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors } from '../auth';
import * as service from './roles.service';

const tags = ['roles'];
/** The user forms pick roles too, so reading them needs either right. */
const canRead = { anyPermission: ['roles.manage', 'users.manage'] } as const;
const canWrite = { permission: 'roles.manage' } as const;

/** Roles as data (SPEC point 6 and point 7 "Users and roles"). */
export const rolesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/roles',
    {
      config: { access: canRead },
      schema: {
        tags,
        summary: "The company's roles with how many users hold each",
        response: { 200: ZRoleList, ...errors(401, 403) },
      },
    },
    async (request) => service.listRoles(app.db, await request.requireStructureId()),
  );

  app.get(
    '/role/:slug',
    {
      config: { access: canRead },
      schema: {
        tags,
        summary: 'One role of the company',
        params: ZRoleSlugParams,
        response: { 200: ZRole, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => service.getRole(app.db, await request.requireStructureId(), request.params.slug),
  );

  app.post(
    '/role/create',
    {
      config: { access: canWrite },
      schema: {
        tags,
        summary: 'Create a role (only with permissions the caller holds)',
        body: ZCreateRoleBody,
        response: { 200: ZRole, ...errors(400, 401, 403, 409) },
      },
    },
    async (request) =>
      service.createRole(
        app.db,
        await request.requireAuth(),
        await request.requireStructureId(),
        request.body,
      ),
  );

  app.post(
    '/role/update',
    {
      config: { access: canWrite },
      schema: {
        tags,
        summary: 'Rename a role (the slug never changes; only with all its permissions)',
        body: ZUpdateRoleBody,
        response: { 200: ZRole, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) =>
      service.renameRole(
        app.db,
        await request.requireAuth(),
        await request.requireStructureId(),
        request.body,
      ),
  );

  app.post(
    '/role/update-permission',
    {
      config: { access: canWrite },
      schema: {
        tags,
        summary:
          "Replace a role's permissions (only with all of them, before and after); holders have them on their next request",
        body: ZUpdateRolePermissionBody,
        response: { 200: ZRole, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      service.setRolePermissions(
        app.db,
        await request.requireAuth(),
        await request.requireStructureId(),
        request.body,
      ),
  );

  app.delete(
    '/role/:slug',
    {
      config: { access: canWrite },
      schema: {
        tags,
        summary: 'Delete a custom role that no user holds (only with all its permissions)',
        params: ZRoleSlugParams,
        response: { 200: ZOk, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      service.deleteRole(
        app.db,
        await request.requireAuth(),
        await request.requireStructureId(),
        request.params.slug,
      ),
  );
};
