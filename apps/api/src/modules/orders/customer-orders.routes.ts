import {
  ZClaimOrdersBody,
  ZCustomerOrdersBody,
  ZCustomerProfile,
  ZCustomerProfileQuery,
  ZDeliveryInfo,
  ZOrder,
  ZOrderDeliveryInfoBody,
  ZOrderList,
  ZSavedDeliveryInfo,
} from '@guestloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guestErrors } from '../../lib/responses';
import * as service from './customer-orders.service';
import { customerProfile } from './guest-profile.service';

const tags = ['orders'];
const limit = { max: 60, timeWindow: 60_000 };

/**
 * A guest's own orders and delivery details. The order history and delivery details need a
 * signed-in account (SPEC point 2: delivery and profile require sign-in; 401 without a session);
 * claiming this device's orders by slug works for any guest, for orders this device placed.
 */
export const customerOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/customer/orders',
    {
      config: { access: 'guest-account', rateLimit: limit },
      schema: {
        tags,
        summary: "The signed-in guest's orders, newest first (401 without a session)",
        body: ZCustomerOrdersBody,
        response: { 200: ZOrderList, ...guestErrors },
      },
    },
    async (request) => {
      const guest = await request.requireGuest();
      return service.listOwn(app.db, guest.id, request.body);
    },
  );

  app.put(
    '/customer/orders',
    {
      config: { access: 'guest', rateLimit: limit },
      schema: {
        tags,
        summary:
          "Orders this device's identity placed (by their slugs) join the guest in use, e.g. the account " +
          'signed in on it; slugs of orders another identity placed are passed over',
        body: ZClaimOrdersBody,
        response: { 200: ZOrderList, ...guestErrors },
      },
    },
    async (request) => {
      const guest = await request.requireGuest();
      return service.claim(app.db, guest.id, guest.deviceId, request.body.orderSlugs);
    },
  );

  app.get(
    '/customer/delivery-info',
    {
      config: { access: 'guest-account' },
      schema: {
        tags,
        summary: "The signed-in guest's saved delivery details (401 without a session)",
        response: { 200: ZSavedDeliveryInfo, ...guestErrors },
      },
    },
    async (request) => service.savedDeliveryInfo(app.db, (await request.requireGuest()).id),
  );

  app.post(
    '/customer/delivery-info',
    {
      config: { access: 'guest-account', rateLimit: limit },
      schema: {
        tags,
        summary: "Save the signed-in guest's delivery details (401 without a session)",
        body: ZDeliveryInfo,
        response: { 200: ZSavedDeliveryInfo, ...guestErrors },
      },
    },
    async (request) => service.saveDeliveryInfo(app.db, (await request.requireGuest()).id, request.body),
  );

  app.post(
    '/delivery-info',
    {
      config: { access: 'guest-account', rateLimit: limit },
      schema: {
        tags,
        summary:
          "Where the signed-in guest's delivery order goes (until it is on its way); kept for the next order",
        body: ZOrderDeliveryInfoBody,
        response: { 200: ZOrder, ...guestErrors },
      },
    },
    async (request) => {
      const { orderSlug, ...info } = request.body;
      const guest = await request.requireGuest();
      return service.setOrderDeliveryInfo(app.db, guest.id, orderSlug, info);
    },
  );

  app.get(
    '/customer/profile',
    {
      config: { access: 'guest-account' },
      schema: {
        tags: ['customers'],
        summary:
          "The signed-in guest's profile: details, bonus with the menu's company, latest orders (401 without a session)",
        querystring: ZCustomerProfileQuery,
        response: { 200: ZCustomerProfile, ...guestErrors },
      },
    },
    async (request) => {
      const { user } = await request.requireAuth();
      const guest = await request.requireGuest();
      return customerProfile(app.db, guest.id, { name: user.name, email: user.email }, request.query.menu);
    },
  );
};
