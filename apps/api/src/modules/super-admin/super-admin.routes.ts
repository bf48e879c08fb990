import {
  ZOk,
  ZSuperAdminCreateStructureBody,
  ZSuperAdminIdParams,
  ZSuperAdminRole,
  ZSuperAdminRolePage,
  ZSuperAdminRolesQuery,
  ZSuperAdminStructure,
  ZSuperAdminStructureData,
  ZSuperAdminStructureFilterBody,
  ZSuperAdminStructurePage,
  ZSuperAdminStructuresQuery,
  ZSuperAdminUpdateRoleBody,
  ZSuperAdminUpdateStructureBody,
  ZSuperAdminUserInfo,
  ZSuperAdminUserLocations,
  ZSuperAdminUserPage,
  ZSuperAdminUsersQuery,
} from '@guestloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffErrors, staffErrorsWithConflict } from '../../lib/responses';
import * as people from './people.service';
import * as structures from './structures.service';

const access = 'super-admin' as const;
const config = { access };

/**
 * The super administrator's view of the whole product (SPEC point 7 "Super admin"): companies,
 * users and roles of every company. Only super administrators (users.isSuperAdmin) are let in.
 */
export const superAdminDirectoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const structureTags = ['super-admin: structures'];
  app.get(
    '/super-admin/structures',
    {
      config,
      schema: {
        tags: structureTags,
        summary: 'Every company, newest first, a page at a time (search by name or slug)',
        querystring: ZSuperAdminStructuresQuery,
        response: { 200: ZSuperAdminStructurePage, ...staffErrors },
      },
    },
    async (request) => structures.listStructures(app.db, request.query),
  );

  app.post(
    '/super-admin/structures/filter',
    {
      config,
      schema: {
        tags: structureTags,
        summary: 'Every company matching a filter (search, language), a page at a time',
        body: ZSuperAdminStructureFilterBody,
        response: { 200: ZSuperAdminStructurePage, ...staffErrors },
      },
    },
    async (request) => structures.listStructures(app.db, request.body),
  );

  app.get(
    '/super-admin/:id/structure',
    {
      config,
      schema: {
        tags: structureTags,
        summary: 'A company',
        params: ZSuperAdminIdParams,
        response: { 200: ZSuperAdminStructure, ...staffErrors },
      },
    },
    async (request) => structures.getStructure(app.db, request.params.id),
  );

  app.get(
    '/super-admin/:id/structure-data',
    {
      config,
      schema: {
        tags: structureTags,
        summary: 'How much a company holds: its locations, menus, users, orders, ratings…',
        params: ZSuperAdminIdParams,
        response: { 200: ZSuperAdminStructureData, ...staffErrors },
      },
    },
    async (request) => structures.structureData(app.db, request.params.id),
  );

  app.post(
    '/super-admin/structure-create',
    {
      config,
      schema: {
        tags: structureTags,
        summary: 'Create a company with the built-in roles (slug made from the name when absent)',
        body: ZSuperAdminCreateStructureBody,
        response: { 200: ZSuperAdminStructure, ...staffErrorsWithConflict },
      },
    },
    async (request) => structures.createStructure(app.db, request.body),
  );

  app.post(
    '/super-admin/structure-update',
    {
      config,
      schema: {
        tags: structureTags,
        summary: "Change a company's name, slug, language or currency (fields left out are kept)",
        body: ZSuperAdminUpdateStructureBody,
        response: { 200: ZSuperAdminStructure, ...staffErrorsWithConflict },
      },
    },
    async (request) => structures.updateStructure(app.db, request.body),
  );

  app.delete(
    '/super-admin/structure/:id',
    {
      config,
      schema: {
        tags: structureTags,
        summary: 'Delete a company with all of its data and stored files',
        params: ZSuperAdminIdParams,
        response: { 200: ZOk, ...staffErrorsWithConflict },
      },
    },
    async (request) =>
      structures.deleteStructure(app.db, app.providers.storage, request.log, request.params.id),
  );

  const userTags = ['super-admin: users and roles'];
  app.get(
    '/super-admin/users',
    {
      config,
      schema: {
        tags: userTags,
        summary: 'Every user, newest first, a page at a time (search by name or e-mail, or by company)',
        querystring: ZSuperAdminUsersQuery,
        response: { 200: ZSuperAdminUserPage, ...staffErrors },
      },
    },
    async (request) => people.listUsers(app.db, request.query),
  );

  app.get(
    '/super-admin/user/:id/info/print',
    {
      config,
      schema: {
        tags: userTags,
        summary: 'What the product keeps about a user, for printing',
        params: ZSuperAdminIdParams,
        response: { 200: ZSuperAdminUserInfo, ...staffErrors },
      },
    },
    async (request) => people.userInfo(app.db, request.params.id),
  );

  app.get(
    '/super-admin/user/:id/locations',
    {
      config,
      schema: {
        tags: userTags,
        summary: 'The locations a user works at',
        params: ZSuperAdminIdParams,
        response: { 200: ZSuperAdminUserLocations, ...staffErrors },
      },
    },
    async (request) => people.userLocations(app.db, request.params.id),
  );

  app.delete(
    '/super-admin/user/:id',
    {
      config,
      schema: {
        tags: userTags,
        summary: 'Delete a user (not oneself; a company keeps a user who can manage users and roles)',
        params: ZSuperAdminIdParams,
        response: { 200: ZOk, ...staffErrorsWithConflict },
      },
    },
    async (request) =>
      people.deleteUser(
        app.db,
        app.providers.storage,
        request.log,
        (await request.requireAuth()).userId,
        request.params.id,
      ),
  );

  app.get(
    '/super-admin/roles',
    {
      config,
      schema: {
        tags: userTags,
        summary: "Every role (global ones first), a page at a time, or one company's",
        querystring: ZSuperAdminRolesQuery,
        response: { 200: ZSuperAdminRolePage, ...staffErrors },
      },
    },
    async (request) => people.listRoles(app.db, request.query),
  );

  app.get(
    '/super-admin/role/:id',
    {
      config,
      schema: {
        tags: userTags,
        summary: 'A role',
        params: ZSuperAdminIdParams,
        response: { 200: ZSuperAdminRole, ...staffErrors },
      },
    },
    async (request) => people.getRole(app.db, request.params.id),
  );

  app.post(
    '/super-admin/role-update',
    {
      config,
      schema: {
        tags: userTags,
        summary: 'Rename a role or replace its permissions (the administrator role keeps all of its own)',
        body: ZSuperAdminUpdateRoleBody,
        response: { 200: ZSuperAdminRole, ...staffErrorsWithConflict },
      },
    },
    async (request) => people.updateRole(app.db, request.body),
  );
};
