import { ZAddItemViewBody, ZApiError, ZMenuSlugParams, ZPublicMenu } from '@guestloop/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors';
import { type CachedEntityHeaders, cachedEntityRoute, sendCachedEntity } from '../../plugins/fast-path';
import * as service from './public.service';

const tags = ['menus'];
/** Views are counted quietly; a browser reloading a menu stays well under this. */
const VIEW_LIMIT = { max: 120, timeWindow: 60_000 };
const visitor = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

/** How the public menu is sent, by the route and by its fast route alike (its texts follow Language). */
const PUBLIC_MENU: CachedEntityHeaders = {
  contentType: 'application/json; charset=utf-8',
  caching: { 'cache-control': 'public, max-age=0, must-revalidate', vary: 'Accept-Encoding, Language' },
};

/**
 * The guest side of menus. GET /online-menu/public/{slug} answers the bytes of the menu's
 * snapshot in the guest's language (`app.menuSnapshots`; the Language header, else the menu's
 * own): ETag `"<menuId>-<version>"`, `"<menuId>-<version>-<language>-<digest>"` for a translation
 * (304 on If-None-Match), br/gzip by Accept-Encoding. A snapshot the change feed vouches for, or
 * its kept translation, is also answered before Fastify by the fast path, with the same headers;
 * anything else (unknown or unverified slugs, translations not built yet, encoded paths, query
 * strings) is left to the route.
 */
export const publicMenuRoutes: FastifyPluginAsyncZod = async (app) => {
  const prefix = `${app.prefix}/online-menu/public/`;
  const { menuSnapshots } = app;
  app.fastPath.getUnder(
    prefix,
    cachedEntityRoute(
      app.fastPath,
      (req) => menuSnapshots.freshIn((req.url as string).slice(prefix.length), req.headers.language),
      PUBLIC_MENU,
    ),
    'debug',
  );

  app.get(
    '/online-menu/public/:slug',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          "The guest-facing menu in the Language header's language (404 for an unknown or inactive menu)",
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
      const shown = await menuSnapshots.shown(request.params.slug, request.headers.language);
      if (!shown) throw notFound('Menu');
      return sendCachedEntity(request, reply, shown, PUBLIC_MENU);
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
