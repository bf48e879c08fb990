import {
  ZApiError,
  ZQrInfoBlockUseBody,
  ZQrInfoPublic,
  ZQrInfoPublicQuery,
  ZQrInfoSlugParams,
  ZQrInfoViewBody,
} from '@guestloop/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors';
import { type CachedEntityHeaders, cachedEntityRoute, sendCachedEntity } from '../../plugins/fast-path';
import * as stats from './qr-info.stats';

const tags = ['qr-info'];
/** Counting is quiet; a guest tapping through a page stays well under this. */
const HIT_LIMIT = { max: 240, timeWindow: 60_000 };
const visitor = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });
const SLUG = /^[a-z0-9-]+$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const PUBLIC_PAGE: CachedEntityHeaders = {
  contentType: 'application/json; charset=utf-8',
  caching: { 'cache-control': 'public, max-age=0, must-revalidate', vary: 'Accept-Encoding' },
};

/** The slug and place of a fast-path URL (`{slug}?table=…&location=…`), or null to leave it to the route. */
function parsePublicUrl(rest: string): { slug: string; table?: string; location?: string } | null {
  const mark = rest.indexOf('?');
  if (mark === -1) return SLUG.test(rest) ? { slug: rest } : null;
  const slug = rest.slice(0, mark);
  const search = rest.slice(mark + 1);
  if (!SLUG.test(slug)) return null;
  const query: { table?: string; location?: string } = {};
  for (const pair of search ? search.split('&') : []) {
    const [key, value = ''] = pair.split('=', 2);
    if ((key !== 'table' && key !== 'location') || !UUID.test(value) || query[key]) return null;
    query[key] = value.toLowerCase();
  }
  return { slug, ...query };
}

/**
 * The guest side of QR pages. GET /qr-info/public/{slug} answers the page as a guest sees it now
 * (`app.guestQrInfos`): ETag, br/gzip by Accept-Encoding, 304 on If-None-Match; an answer the
 * change feed vouches for is also sent before Fastify by the fast path. Opens and block uses are
 * counted quietly (204).
 */
export const publicQrInfoRoutes: FastifyPluginAsyncZod = async (app) => {
  const prefix = `${app.prefix}/qr-info/public/`;
  const pages = app.guestQrInfos;
  app.fastPath.getUnder(
    prefix,
    cachedEntityRoute(
      app.fastPath,
      (req) => {
        const parsed = parsePublicUrl((req.url as string).slice(prefix.length));
        return parsed ? pages.freshAnswer(parsed.slug, parsed) : undefined;
      },
      PUBLIC_PAGE,
    ),
    'debug',
  );

  app.get(
    '/qr-info/public/:slug',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          "The page as a guest sees it now: shown blocks, with the scanned table's location blocks (404 when inactive)",
        params: ZQrInfoSlugParams,
        querystring: ZQrInfoPublicQuery,
        response: {
          200: ZQrInfoPublic,
          304: z.null().describe('Not modified'),
          400: ZApiError,
          404: ZApiError,
        },
      },
    },
    async (request, reply) => {
      const answer = await pages.answer(request.params.slug, request.query);
      if (!answer) throw notFound('QR page');
      return sendCachedEntity(request, reply, answer, PUBLIC_PAGE);
    },
  );

  app.post(
    '/qr-info/:slug/view',
    {
      config: { access: 'public', rateLimit: HIT_LIMIT },
      schema: {
        tags,
        summary: 'Count an open of the page (quiet; rate-limited per address)',
        params: ZQrInfoSlugParams,
        body: ZQrInfoViewBody,
        response: { 204: z.null().describe('Counted'), 400: ZApiError, 404: ZApiError, 429: ZApiError },
      },
    },
    async (request, reply) => {
      await stats.recordHit(app.db, pages, request.params.slug, null, visitor(request));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/qr-info/:slug/block-use',
    {
      config: { access: 'public', rateLimit: HIT_LIMIT },
      schema: {
        tags,
        summary: 'Count a use of one of the blocks the page shows (quiet; rate-limited per address)',
        params: ZQrInfoSlugParams,
        body: ZQrInfoBlockUseBody,
        response: { 204: z.null().describe('Counted'), 400: ZApiError, 404: ZApiError, 429: ZApiError },
      },
    },
    async (request, reply) => {
      await stats.recordHit(app.db, pages, request.params.slug, request.body.blockId, visitor(request));
      return reply.code(204).send(null);
    },
  );
};
