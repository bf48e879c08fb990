import {
  ZAdminOrderStatusBody,
  ZApiError,
  ZAskCashBody,
  ZChangeOrderStatusBody,
  ZCreateOrderBody,
  ZOrder,
  ZOrderList,
  ZOrderSlugParams,
  ZOrdersQuery,
  ZOrderTipsBody,
  ZSetOrderPaidBody,
  ZTableBill,
  ZTableBillParams,
} from '@guestloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guestErrors, staffErrors, staffErrorsWithConflict } from '../../lib/responses';
import { type Access, hasPermission } from '../../plugins/access';
import { guestRateKey } from '../customers';
import { OrderMenus } from './order-menus';
import * as payment from './order-payment.service';
import * as service from './orders.service';
import { tableBill } from './table-bill';

const tags = ['orders'];
const view = { anyPermission: ['orders.view', 'orders.manage'] } as const satisfies Access;
const manage: Access = { permission: 'orders.manage' };
/** Changing an order: only its own guest (403 for anyone else who knows the slug). */
const ownerErrors = { ...guestErrors, 403: ZApiError } as const;

/** Orders (SPEC point 7 "Orders"): guests place and follow them; staff list and move them. */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const orderMenus = new OrderMenus(app.db, app.menuSnapshots);
  app.post(
    '/order/create',
    {
      config: {
        access: 'guest',
        rateLimit: { max: app.config.ORDER_RATE_LIMIT, timeWindow: 60_000, keyGenerator: guestRateKey },
      },
      schema: {
        tags,
        summary:
          "Place the guest's cart as an order, priced on the server (same idempotency key: same order)",
        body: ZCreateOrderBody,
        response: { 200: ZOrder, ...guestErrors },
      },
    },
    async (request) => {
      return service.createOrder(
        app.db,
        orderMenus,
        await request.requireGuest(),
        request.body,
        undefined,
        app.events,
      );
    },
  );

  app.get(
    '/order/:slug',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          "The order page: lines, totals, status, payment; the guest's contact and address only to the guest who placed it and to the venue's staff",
        params: ZOrderSlugParams,
        response: { 200: ZOrder, 404: ZApiError },
      },
    },
    async (request) => {
      const viewer = await request.getGuest();
      // Staff of the venue who see its orders read who to call and where to deliver, as on the board.
      const auth = await request.getAuth();
      const staffOf =
        auth?.structureId && view.anyPermission.some((permission) => hasPermission(auth, permission))
          ? auth.structureId
          : null;
      return service.getOrder(app.db, request.params.slug, viewer?.id ?? null, staffOf);
    },
  );

  app.get(
    '/order/table/:tableId/bill',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "The table's open bill: its unpaid orders of the last hours, without who placed them",
        params: ZTableBillParams,
        response: { 200: ZTableBill, 400: ZApiError, 404: ZApiError },
      },
    },
    async (request) => tableBill(app.db, request.params.tableId),
  );

  app.get(
    '/online-menu/orders',
    {
      config: { access: view },
      schema: {
        tags,
        summary: "The company's orders, newest first (filter by menu, status or `open`, paid, dates)",
        querystring: ZOrdersQuery,
        response: { 200: ZOrderList, ...staffErrors },
      },
    },
    async (request) => service.listOrders(app.db, await request.requireStructureId(), request.query),
  );

  app.post(
    '/online-menu/order/status/:slug',
    {
      config: { access: manage },
      schema: {
        tags,
        summary: 'Move an order to its next status (409 with the allowed ones otherwise)',
        params: ZOrderSlugParams,
        body: ZChangeOrderStatusBody,
        response: { 200: ZOrder, ...staffErrorsWithConflict },
      },
    },
    async (request) =>
      service.changeStatus(
        app.db,
        await request.requireStructureId(),
        request.params.slug,
        request.body,
        app.events,
      ),
  );

  app.post(
    '/order/:slug/tips',
    {
      config: { access: 'guest', rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags,
        summary:
          "The guest's tip and receipt wish; the total is recomputed (409 once paid, 403 for another guest)",
        params: ZOrderSlugParams,
        body: ZOrderTipsBody,
        response: { 200: ZOrder, ...ownerErrors },
      },
    },
    async (request) => {
      await service.requireOwnOrder(app.db, request.params.slug, (await request.requireGuest()).id);
      return payment.setTips(app.db, request.params.slug, request.body);
    },
  );

  app.post(
    '/ask-cash',
    {
      config: { access: 'guest', rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags,
        summary:
          'Ask for the bill at the table, paying cash (with the amount handed over) or by card (403 for another guest)',
        body: ZAskCashBody,
        response: { 200: ZOrder, ...ownerErrors },
      },
    },
    async (request) => {
      await service.requireOwnOrder(app.db, request.body.orderSlug, (await request.requireGuest()).id);
      return payment.askCash(app.db, request.body);
    },
  );

  app.post(
    '/online-menu/admin/order/set-paid',
    {
      config: { access: manage },
      schema: {
        tags,
        summary: 'Mark an order paid at the counter or table (or unpaid again)',
        body: ZSetOrderPaidBody,
        response: { 200: ZOrder, ...staffErrors },
      },
    },
    async (request) => payment.setPaid(app.db, await request.requireStructureId(), request.body),
  );

  app.post(
    '/online-menu/admin/status',
    {
      config: { access: manage },
      schema: {
        tags,
        summary: 'The board: move an order to its next status (same as /online-menu/order/status/{slug})',
        body: ZAdminOrderStatusBody,
        response: { 200: ZOrder, ...staffErrorsWithConflict },
      },
    },
    async (request) =>
      service.changeStatus(
        app.db,
        await request.requireStructureId(),
        request.body.orderSlug,
        { status: request.body.status },
        app.events,
      ),
  );

  app.post(
    '/online-menu/admin/orders',
    {
      config: { access: view },
      schema: {
        tags,
        summary: "The board's orders: the same filters as GET /online-menu/orders, in the body",
        body: ZOrdersQuery,
        response: { 200: ZOrderList, ...staffErrors },
      },
    },
    async (request) => service.listOrders(app.db, await request.requireStructureId(), request.body),
  );
};
