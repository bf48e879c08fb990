import {
  ZSyrveConnectBody,
  ZSyrveCreateBody,
  ZSyrveDisconnectBody,
  ZSyrveLinkAnswer,
  ZSyrveMenuParams,
  ZSyrveProducts,
  ZSyrveProductsQuery,
} from '@guestloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffErrors } from '../../lib/responses';
import type { Access } from '../../plugins/access';
import { sendOrdersToPos } from './syrve.orders';
import * as service from './syrve.service';
import { followStopLists } from './syrve.stop-list';

const tags = ['syrve'];
const manage: Access = { permission: 'menus.manage' };

/**
 * Syrve (SPEC point 7): a menu's items linked to the company's Syrve products, under
 * `/syrve/{menu slug}/…`. Also registers the order sending and the stop list polling.
 */
export const syrveRoutes: FastifyPluginAsyncZod = async (app) => {
  sendOrdersToPos(app);
  followStopLists(app);
  const route = { config: { access: manage } } as const;

  app.get(
    '/syrve/:slug/products',
    {
      ...route,
      schema: {
        tags,
        summary:
          "The company's Syrve products matching q (fetched from Syrve when asked or older than 15 minutes), with the items each is linked to, and the menu's items",
        params: ZSyrveMenuParams,
        querystring: ZSyrveProductsQuery,
        response: { 200: ZSyrveProducts, ...staffErrors },
      },
    },
    async (request) =>
      service.listProducts(app, await request.requireStructureId(), request.params.slug, request.query),
  );

  app.post(
    '/syrve/:slug/connect',
    {
      ...route,
      schema: {
        tags,
        summary: "Link a menu item to a Syrve product (replaces the item's earlier product)",
        params: ZSyrveMenuParams,
        body: ZSyrveConnectBody,
        response: { 200: ZSyrveLinkAnswer, ...staffErrors },
      },
    },
    async (request) =>
      service.connect(app, await request.requireStructureId(), request.params.slug, request.body),
  );

  app.post(
    '/syrve/:slug/disconnect',
    {
      ...route,
      schema: {
        tags,
        summary:
          'Unlink a menu item from its Syrve product (an item the stop list sold out goes back on sale)',
        params: ZSyrveMenuParams,
        body: ZSyrveDisconnectBody,
        response: { 200: ZSyrveLinkAnswer, ...staffErrors },
      },
    },
    async (request) =>
      service.disconnect(app, await request.requireStructureId(), request.params.slug, request.body),
  );

  app.post(
    '/syrve/:slug/create',
    {
      ...route,
      schema: {
        tags,
        summary: 'Make a menu item from a Syrve product (its name, description and price), linked to it',
        params: ZSyrveMenuParams,
        body: ZSyrveCreateBody,
        response: { 200: ZSyrveLinkAnswer, ...staffErrors },
      },
    },
    async (request) =>
      service.create(app, await request.requireStructureId(), request.params.slug, request.body),
  );
};
