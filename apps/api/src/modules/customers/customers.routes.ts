import {
  ZApiError,
  ZCombineCustomerBody,
  ZCombinedCustomer,
  ZCustomer,
  ZCustomerIdParams,
  ZCustomerOriginParams,
  ZCustomerParams,
  ZOk,
  ZUpdateCustomerBody,
} from '@guestloop/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as service from './customers.service';
import { clearGuestCookie, readGuestCookie, setGuestCookie } from './guest-cookie';
import { guestSignInRoutes } from './guest-sign-in.routes';

const tags = ['customers'];
const guestErrors = { 400: ZApiError, 401: ZApiError, 404: ZApiError, 429: ZApiError } as const;
/** Making identities writes a row: a device has no reason to ask more often than this. */
const createLimit = { max: 30, timeWindow: 60_000 };

/**
 * Guest identities (SPEC point 7 "Customers"): a guest is whoever holds the customer cookie, or a
 * signed-in account (its own identity). This module tells the access plugin how to find the guest
 * of a request, so routes that need one declare `access: 'guest'`.
 */
export const customersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.setGuestReader(async (request) =>
    service.resolveGuest(app.db, readGuestCookie(request), (await request.getAuth())?.userId ?? null),
  );

  const signedInUserId = async (request: FastifyRequest) => (await request.getAuth())?.userId ?? null;

  app.get(
    '/customer',
    {
      config: { access: 'guest' },
      schema: {
        tags,
        summary: 'The guest of this device (401 until one is made)',
        response: { 200: ZCustomer, ...guestErrors },
      },
    },
    async (request) => service.getCustomer(readGuestCookie(request), await request.requireGuest()),
  );

  app.put(
    '/customer',
    {
      config: { access: 'guest' },
      schema: {
        tags,
        summary: "The guest's contact details (name, phone, e-mail)",
        body: ZUpdateCustomerBody,
        response: { 200: ZCustomer, ...guestErrors },
      },
    },
    async (request) =>
      service.updateCustomer(app.db, readGuestCookie(request), await request.requireGuest(), request.body),
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
    async (request, reply) => {
      const made = await service.ensureCustomer(
        app.db,
        readGuestCookie(request),
        await signedInUserId(request),
      );
      setGuestCookie(request, reply, made.key);
      return made.customer;
    },
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
    async (request, reply) => {
      const made = await service.createNewCustomer(app.db);
      setGuestCookie(request, reply, made.key);
      return made.customer;
    },
  );

  app.post(
    '/customer/forget',
    {
      config: { access: 'public', rateLimit: createLimit },
      schema: {
        tags,
        summary: 'This device forgets its guest identity (the identity and its orders stay)',
        response: { 200: ZOk, 429: ZApiError },
      },
    },
    async (request, reply) => {
      clearGuestCookie(request, reply);
      return { ok: true as const };
    },
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
    async (request) => service.checkCustomer(app.db, { id: request.params.id, secret: request.params.hash }),
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
    async (request, reply) => {
      const key = { id: request.params.id, secret: request.params.hash };
      const customer = await service.checkCustomer(app.db, key);
      setGuestCookie(request, reply, key);
      return customer;
    },
  );

  app.post(
    '/customer/:id/combine',
    {
      config: { access: 'guest', rateLimit: createLimit },
      schema: {
        tags,
        summary: "This device's guest takes over another identity: its orders and bonuses move over",
        params: ZCustomerIdParams,
        body: ZCombineCustomerBody,
        response: { 200: ZCombinedCustomer, ...guestErrors },
      },
    },
    async (request) =>
      service.combineCustomers(app.db, await request.requireGuest(), {
        id: request.params.id,
        secret: request.body.browserHash,
      }),
  );

  await app.register(guestSignInRoutes);
};
