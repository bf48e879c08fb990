import {
  ZApiError,
  ZClaimOrdersBody,
  ZCustomerOrdersBody,
  ZDeliveryInfo,
  ZOrder,
  ZOrderDeliveryInfoBody,
  ZOrderList,
  ZSavedDeliveryInfo,
} from '@guestloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentCustomer, requireCustomer } from '../customers/customers.service';
import * as service from './customer-orders.service';

const tags = ['orders'];
const guestErrors = {
  400: ZApiError,
  401: ZApiError,
  404: ZApiError,
  409: ZApiError,
  429: ZApiError,
} as const;
const limit = { max: 60, timeWindow: 60_000 };

/** A guest's own orders and delivery details; the guest is the holder of the customer cookie. */
export const customerOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/customer/orders',
    {
      config: { access: 'public', rateLimit: limit },
      schema: {
        tags,
        summary: "The guest's orders, newest first",
        body: ZCustomerOrdersBody,
        response: { 200: ZOrderList, ...guestErrors },
      },
    },
    async (request) => {
      const customer = await requireCustomer(app.db, request);
      return service.listOwn(app.db, customer.id, request.body.page, request.body.pageSize);
    },
  );

  app.put(
    '/customer/orders',
    {
      config: { access: 'public', rateLimit: limit },
      schema: {
        tags,
        summary:
          'Orders this device placed (by their slugs) join the guest, e.g. after restoring an identity',
        body: ZClaimOrdersBody,
        response: { 200: ZOrderList, ...guestErrors },
      },
    },
    async (request) => {
      const customer = await requireCustomer(app.db, request);
      return service.claim(app.db, customer.id, request.body.orderSlugs);
    },
  );

  app.get(
    '/customer/delivery-info',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "The guest's saved delivery details",
        response: { 200: ZSavedDeliveryInfo, ...guestErrors },
      },
    },
    async (request) => service.savedDeliveryInfo(app.db, (await requireCustomer(app.db, request)).id),
  );

  app.post(
    '/customer/delivery-info',
    {
      config: { access: 'public', rateLimit: limit },
      schema: {
        tags,
        summary: "Save the guest's delivery details",
        body: ZDeliveryInfo,
        response: { 200: ZSavedDeliveryInfo, ...guestErrors },
      },
    },
    async (request) =>
      service.saveDeliveryInfo(app.db, (await requireCustomer(app.db, request)).id, request.body),
  );

  app.post(
    '/delivery-info',
    {
      config: { access: 'public', rateLimit: limit },
      schema: {
        tags,
        summary: "Where a delivery order goes (until it is on its way); kept for the guest's next order",
        body: ZOrderDeliveryInfoBody,
        response: { 200: ZOrder, ...guestErrors },
      },
    },
    async (request) => {
      const { orderSlug, ...info } = request.body;
      const customer = await currentCustomer(app.db, request);
      return service.setOrderDeliveryInfo(app.db, customer?.id ?? null, orderSlug, info);
    },
  );
};
