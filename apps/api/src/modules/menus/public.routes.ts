import { ZAddItemViewBody, ZApiError, ZMenuSlugParams, ZPublicMenu } from '@guestloop/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as service from './public.service';
import { matchesEtag, negotiate } from './public-cache';
import { PUBLIC_MENU_CACHING, publicMenuFastRoute } from './public-fast-path';

const tags = ['menus'];
/** Views are counted quietly; a browser reloading a menu stays well under this. */
const VIEW_LIMIT = { max: 120, timeWindow: 60_000 };
const visitor = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

/**
 * The guest side of menus. GET /online-menu/public/{slug} answers cached bytes per menu version:
 * ETag `"<menuId>-<version>"` (304 on If-None-Match), br/gzip by Accept-Encoding. The cache
 * (`app.publicMenus`, one per app) drops a menu on its change notice from any process; while the
 * notices cannot be relied on, each request reads the menu's version from the database instead.
 * Cache hits are also answered before Fastify by the fast path (public-fast-path.ts).
 */
export const publicMenuRoutes: FastifyPluginAsyncZod = async (app) => {
  app.fastPath.getUnder(
    `${app.prefix}/online-menu/public/`,
    publicMenuFastRoute(app.fastPath, app.publicMenus, `${app.prefix}/online-menu/public/`),
    'debug',
  );

  app.get(
    '/online-menu/public/:slug',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The guest-facing menu (404 for an unknown or inactive menu)',
        params: ZMenuSlugParams,
        response: {
          200: ZPublicMenu,
          304: z.null().describe('Not modified'),
          400: ZApiError,
          404: ZApiError,
        },
      },
    },
    async (request, reply) => {
      const entry = await service.publicMenuBytes(app.db, app.publicMenus, request.params.slug);
      reply.header('etag', entry.etag).headers(PUBLIC_MENU_CACHING);
      // No payload at all: a serialised null would add Content-Type and a Content-Length of 4.
      if (matchesEtag(request.headers['if-none-match'], entry.etag))
        return reply.code(304).send(undefined as never);
      const encoding = negotiate(request.headers['accept-encoding']);
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      // Ready bytes are sent as they are (no serialisation, no compression per request).
      return reply.type('application/json; charset=utf-8').send(entry[encoding] as never);
    },
  );

  app.post(
    '/online-menu/:slug/add-menu-view',
    {
      config: { access: 'public', rateLimit: VIEW_LIMIT },
      schema: {
        tags,
        summary: 'Count a view of the menu (quiet; rate-limited per address)',
        params: ZMenuSlugParams,
        response: { 204: z.null().describe('Counted'), 400: ZApiError, 404: ZApiError, 429: ZApiError },
      },
    },
    async (request, reply) => {
      await service.recordView(app.db, request.params.slug, null, visitor(request));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/online-menu/:slug/add-item-view',
    {
      config: { access: 'public', rateLimit: VIEW_LIMIT },
      schema: {
        tags,
        summary: 'Count a view of one item of the menu (quiet; rate-limited per address)',
        params: ZMenuSlugParams,
        body: ZAddItemViewBody,
        response: { 204: z.null().describe('Counted'), 400: ZApiError, 404: ZApiError, 429: ZApiError },
      },
    },
    async (request, reply) => {
      await service.recordView(app.db, request.params.slug, request.body.itemId, visitor(request));
      return reply.code(204).send(null);
    },
  );
};
