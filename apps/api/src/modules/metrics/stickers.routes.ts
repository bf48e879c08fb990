import {
  type TQrStickerFormat,
  ZCreateQrStickerBody,
  ZMetricSlugParams,
  ZQrSticker,
  ZQrStickerFile,
  ZQrStickerPrintQuery,
  ZSaveQrStickerBody,
} from '@guestloop/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffErrors } from '../../lib/responses';
import type { Access } from '../../plugins/access';
import * as service from './stickers.service';

const manage: Access = { permission: 'metrics.manage' };
const tags = ['metrics'];
const params = ZMetricSlugParams;

const CONTENT_TYPES: Record<TQrStickerFormat, string> = {
  svg: 'image/svg+xml; charset=utf-8',
  pdf: 'application/pdf',
};

/**
 * QR stickers (SPEC point 7 "QR sticker"): `{slug}` is a metric of the caller's company. The
 * printable documents hold the company's logo, the call to action in the metric's language and
 * the QR code of its rating page; `?groupId=` prints one sticker per table of that group.
 */
export const stickersRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (request: FastifyRequest): service.StickerDeps => ({
    db: app.db,
    storage: app.providers.storage,
    publicUrl: app.config.PUBLIC_URL,
    log: request.log,
  });

  app.post(
    '/qr-sticker/create',
    {
      config: { access: manage },
      schema: {
        tags,
        summary:
          "The sticker of a location's metric of the type (slug: a location's slug); the metric is made when the location has none",
        body: ZCreateQrStickerBody,
        response: { 200: ZQrSticker, ...staffErrors },
      },
    },
    async (request) =>
      service.createSticker(
        deps(request),
        await request.requireStructureId(),
        request.body,
        request.language,
      ),
  );

  app.get(
    '/qr-sticker/:slug',
    {
      config: { access: manage },
      schema: {
        tags,
        summary: "A metric's sticker: its settings, the rating page it opens and an SVG preview",
        params,
        response: { 200: ZQrSticker, ...staffErrors },
      },
    },
    async (request) =>
      service.getSticker(deps(request), await request.requireStructureId(), request.params.slug),
  );

  app.post(
    '/qr-sticker/:slug',
    {
      config: { access: manage },
      schema: {
        tags,
        summary: "Save a metric's sticker settings (call to action, accent colour)",
        params,
        body: ZSaveQrStickerBody,
        response: { 200: ZQrSticker, ...staffErrors },
      },
    },
    async (request) =>
      service.saveSticker(
        deps(request),
        await request.requireStructureId(),
        request.params.slug,
        request.body,
      ),
  );

  for (const format of ['svg', 'pdf'] as const) {
    app.get(
      `/qr-sticker/:slug/print.${format}`,
      {
        config: { access: manage },
        schema: {
          tags,
          summary:
            format === 'svg'
              ? 'The printable sticker as SVG (every script); with ?groupId= an A4 sheet, one sticker per table'
              : 'The printable sticker as PDF, A4 pages of four; Latin and Cyrillic text only (see the SVG)',
          params,
          querystring: ZQrStickerPrintQuery,
          produces: [CONTENT_TYPES[format].split(';')[0]!],
          response: { 200: ZQrStickerFile, ...staffErrors },
        },
      },
      async (request, reply) => {
        const { bytes, fileName } = await service.printStickers(
          deps(request),
          await request.requireStructureId(),
          request.params.slug,
          request.query.groupId,
          format,
        );
        return reply
          .type(CONTENT_TYPES[format])
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .header('cache-control', 'no-store')
          .send(bytes as never); // bytes; the zod types describe JSON answers only
      },
    );
  }
};
