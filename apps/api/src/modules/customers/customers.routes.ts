import {
  ZApiError,
  ZCombineCustomerBody,
  ZCombinedCustomer,
  ZCustomer,
  ZCustomerIdParams,
  ZCustomerOriginParams,
  ZCustomerParams,
  ZUpdateCustomerBody,
} from '@guestloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as service from './customers.service';

const tags = ['customers'];
const guestErrors = { 400: ZApiError, 401: ZApiError, 404: ZApiError, 429: ZApiError } as const;
/** Making identities writes a row: a device has no reason to ask more often than this. */
const createLimit = { max: 30, timeWindow: 60_000 };

/**
 * Guest identities (SPEC point 7 "Customers"). Public: a guest is whoever holds the customer
 * cookie; no staff session is involved.
 */
export const customersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/customer',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The guest of this device (401 until one is made)',
        response: { 200: ZCustomer, ...guestErrors },
      },
    },
    async (request) => service.getCustomer(app.db, request),
  );

  app.put(
    '/customer',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "The guest's contact details (name, phone, e-mail)",
        body: ZUpdateCustomerBody,
        response: { 200: ZCustomer, ...guestErrors },
      },
    },
    async (request) => service.updateCustomer(app.db, request, request.body),
  );

  app.post(
    '/customer/create/:a/:b',
    {
      config: { access: 'public', rateLimit: createLimit },
      schema: {
        tags,
        summary: "The device's guest identity, made on first contact and kept after (safe to repeat)",
        params: ZCustomerOriginParams,
        response: { 200: ZCustomer, ...guestErrors },
      },
    },
    async (request, reply) => service.ensureCustomer(app.db, request, reply),
  );

  app.post(
    '/customer/create-new/:a/:b',
    {
      config: { access: 'public', rateLimit: createLimit },
      schema: {
        tags,
        summary: 'A fresh guest identity for this device, whatever it had',
        params: ZCustomerOriginParams,
        response: { 200: ZCustomer, ...guestErrors },
      },
    },
    async (request, reply) => service.createNewCustomer(app.db, request, reply),
  );

  app.get(
    '/customer/:id/:hash',
    {
      config: { access: 'public', rateLimit: createLimit },
      schema: {
        tags,
        summary: 'Whether this id and secret prove a guest identity',
        params: ZCustomerParams,
        response: { 200: ZCustomer, ...guestErrors },
      },
    },
    async (request) => service.checkCustomer(app.db, request.params.id, request.params.hash),
  );

  app.post(
    '/customer/:id/:hash',
    {
      config: { access: 'public', rateLimit: createLimit },
      schema: {
        tags,
        summary: 'This device takes on the identity (e.g. restoring it on a new phone)',
        params: ZCustomerParams,
        response: { 200: ZCustomer, ...guestErrors },
      },
    },
    async (request, reply) =>
      service.adoptCustomer(app.db, request, reply, request.params.id, request.params.hash),
  );

  app.post(
    '/customer/:id/combine',
    {
      config: { access: 'public', rateLimit: createLimit },
      schema: {
        tags,
        summary: "This device's guest takes over another identity: its orders and bonuses move over",
        params: ZCustomerIdParams,
        body: ZCombineCustomerBody,
        response: { 200: ZCombinedCustomer, ...guestErrors },
      },
    },
    async (request) => service.combineCustomers(app.db, request, request.params.id, request.body.browserHash),
  );
};
