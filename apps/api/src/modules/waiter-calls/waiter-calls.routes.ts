import {
  ZApiError,
  ZCreateWaiterCallBody,
  ZSetWaiterCallStatusBody,
  ZSetWaiterTablesBody,
  ZWaiterCall,
  ZWaiterCallEnabled,
  ZWaiterCallList,
  ZWaiterCallState,
  ZWaiterCallsQuery,
  ZWaiterCallTableParams,
  ZWaiterHome,
  ZWaiterList,
  ZWaiterRole,
  ZWaiterUserParams,
} from '@guestloop/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffErrors, staffErrorsWithConflict } from '../../lib/responses';
import type { Access } from '../../plugins/access';
import * as service from './waiter-calls.service';
import * as waiters from './waiters.service';

const tags = ['waiter calls'];
const params = ZWaiterCallTableParams;
const handle: Access = { anyPermission: ['waiter-calls.manage', 'orders.manage'] };
const view: Access = { anyPermission: ['waiter-calls.manage', 'orders.manage', 'orders.view'] };
/** A table rings at most this often, whoever presses (one guest's phone or five). */
const perTable = {
  max: 5,
  timeWindow: 5 * 60_000,
  keyGenerator: (request: FastifyRequest) => `waiter-call:${(request.params as { table?: string }).table}`,
};

/** Waiter calls (SPEC point 7 "Waiters and waiter call"): guests ring from a table, staff answer. */
export const waiterCallsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/waiter-call/:table/enabled',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Whether guests at this table can call a waiter',
        params,
        response: { 200: ZWaiterCallEnabled, 400: ZApiError },
      },
    },
    async (request) => service.isEnabled(app.db, request.params.table),
  );

  app.get(
    '/waiter-call/:table/status',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "The table's open call, if any",
        params,
        response: { 200: ZWaiterCallState, 400: ZApiError, 404: ZApiError },
      },
    },
    async (request) => service.status(app.db, request.params.table),
  );

  app.post(
    '/waiter-call/:table/create',
    {
      config: { access: 'public', rateLimit: perTable },
      schema: {
        tags,
        summary:
          'Call a waiter (or ask for the bill, paying by cash or card) to this table, with or without an order; ' +
          'a call still waiting is kept, not repeated',
        params,
        body: ZCreateWaiterCallBody,
        response: { 200: ZWaiterCall, 400: ZApiError, 404: ZApiError, 429: ZApiError },
      },
    },
    async (request) => service.createCall(app.db, request.params.table, request.body, app.events),
  );

  app.get(
    '/online-menu/waiter-calls',
    {
      config: { access: view },
      schema: {
        tags,
        summary:
          "The company's calls waiting for an answer, longest waiting first; `scope=mine`: those of the " +
          "caller's tables and of tables nobody serves",
        querystring: ZWaiterCallsQuery,
        response: { 200: ZWaiterCallList, ...staffErrors },
      },
    },
    async (request) => {
      const auth = await request.requireAuth();
      return service.listOpen(app.db, await request.requireStructureId(), auth.userId, request.query);
    },
  );

  app.post(
    '/online-menu/admin/call-status',
    {
      config: { access: handle },
      schema: {
        tags,
        summary:
          'A step of a call: seen (opened on a board), on the way, handled, or open again; ' +
          'steps only go forward, a repeated or late one answers the call as it is',
        body: ZSetWaiterCallStatusBody,
        response: { 200: ZWaiterCall, ...staffErrors },
      },
    },
    async (request) => {
      const auth = await request.requireAuth();
      return service.setStatus(app.db, await request.requireStructureId(), auth.userId, request.body);
    },
  );

  app.get(
    '/online-menu/waiter/role',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'The signed-in member as a waiter: role and tables',
        response: { 200: ZWaiterRole, ...staffErrors },
      },
    },
    async (request) => {
      const auth = await request.requireAuth();
      return waiters.myWaiterRole(app.db, await request.requireStructureId(), auth.userId);
    },
  );

  app.get(
    '/online-menu/waiter/home',
    {
      config: { access: view },
      schema: {
        tags,
        summary: "The signed-in member's tables by name and the menus whose live board they can open",
        response: { 200: ZWaiterHome, ...staffErrors },
      },
    },
    async (request) => {
      const auth = await request.requireAuth();
      return service.waiterHome(app.db, await request.requireStructureId(), auth.userId);
    },
  );

  app.get(
    '/online-menu/waiters',
    {
      config: { access: { anyPermission: ['tables.manage', 'users.manage'] } },
      schema: {
        tags,
        summary: "The company's waiters (members who answer calls) with their tables",
        response: { 200: ZWaiterList, ...staffErrors },
      },
    },
    async (request) => waiters.listWaiters(app.db, await request.requireStructureId()),
  );

  app.post(
    '/online-menu/waiter/:userId/tables',
    {
      config: { access: { anyPermission: ['tables.manage', 'users.manage'] } },
      schema: {
        tags,
        summary: 'The tables a waiter serves (replaces the list)',
        params: ZWaiterUserParams,
        body: ZSetWaiterTablesBody,
        response: { 200: ZWaiterRole, ...staffErrorsWithConflict },
      },
    },
    async (request) =>
      waiters.setTables(app.db, await request.requireStructureId(), request.params.userId, request.body),
  );
};
