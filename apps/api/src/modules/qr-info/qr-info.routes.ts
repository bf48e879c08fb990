import {
  ZCreateQrInfoBlockBody,
  ZCreateQrInfoBody,
  ZCreateQrInfoLocationBlockBody,
  ZDeleteQrInfoBlockBody,
  ZEditQrInfoBody,
  ZQrInfoAnalysis,
  ZQrInfoAnalysisQuery,
  ZQrInfoBlockTypeParams,
  ZQrInfoList,
  ZQrInfoPage,
  ZQrInfoSlugParams,
  ZQrInfoStatsQuery,
  ZQrInfoViewsByDay,
  ZQrInfoViewsByDayHour,
  ZSetQrInfoActiveBody,
  ZSetQrInfoBackgroundBody,
} from '@guestloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffErrors, staffErrorsWithConflict } from '../../lib/responses';
import type { Access } from '../../plugins/access';
import { tableBookingRoutes } from './bookings.routes';
import { publicQrInfoRoutes } from './qr-info.public.routes';
import * as service from './qr-info.service';
import * as stats from './qr-info.stats';

/**
 * The staff routes of QR info pages (SPEC point 7 "QR info" and `/stat/qr-info/…`). `{slug}` is a
 * page of the caller's company (anything else is 404). Every change answers the page as the
 * editor reads it.
 */
const config = { access: { permission: 'qr-info.manage' } as Access };
const statsConfig = { access: { anyPermission: ['statistics.view', 'qr-info.manage'] } as Access };
const tags = ['qr-info'];
const params = ZQrInfoSlugParams;
const page = { 200: ZQrInfoPage, ...staffErrors };

export const qrInfoRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(publicQrInfoRoutes);
  await app.register(tableBookingRoutes);
  const sid = (request: { requireStructureId(): Promise<string> }) => request.requireStructureId();

  app.get(
    '/qr-infos',
    {
      config,
      schema: {
        tags,
        summary: "The company's QR pages, newest first, with their counts",
        response: { 200: ZQrInfoList, ...staffErrors },
      },
    },
    async (request) => service.listPages(app.db, await sid(request)),
  );

  app.post(
    '/qr-info/create',
    {
      config,
      schema: {
        tags,
        summary: 'Create a QR page of a location (active, no blocks yet)',
        body: ZCreateQrInfoBody,
        response: page,
      },
    },
    async (request) => service.createPage(app.db, await sid(request), request.body),
  );

  app.get(
    '/qr-info/:slug/edit',
    {
      config,
      schema: { tags, summary: 'The page with its blocks and the location blocks', params, response: page },
    },
    async (request) => service.readPage(app.db, await sid(request), request.params.slug),
  );

  app.post(
    '/qr-info/:slug/edit',
    {
      config,
      schema: {
        tags,
        summary:
          'Change the page: fields left out are kept; blocks and locationBlocks replace the stored lists',
        params,
        body: ZEditQrInfoBody,
        response: { ...page, ...staffErrorsWithConflict },
      },
    },
    async (request) => service.editPage(app.db, await sid(request), request.params.slug, request.body),
  );

  app.post(
    '/qr-info/:slug/edit/active',
    {
      config,
      schema: {
        tags,
        summary: 'Switch the page on or off (SPEC point 4)',
        params,
        body: ZSetQrInfoActiveBody,
        response: page,
      },
    },
    async (request) =>
      service.setActive(app.db, await sid(request), request.params.slug, request.body.isActive),
  );

  app.post(
    '/qr-info/:slug/edit/image-background',
    {
      config,
      schema: {
        tags,
        summary: 'Set the background image (an image of the media library)',
        params,
        body: ZSetQrInfoBackgroundBody,
        response: page,
      },
    },
    async (request) =>
      service.setBackground(app.db, await sid(request), request.params.slug, request.body.imageId),
  );

  app.delete(
    '/qr-info/:slug/edit/image-background',
    { config, schema: { tags, summary: 'Remove the background image', params, response: page } },
    async (request) => service.setBackground(app.db, await sid(request), request.params.slug, null),
  );

  app.post(
    '/qr-info/:slug/create-block/:type',
    {
      config,
      schema: {
        tags,
        summary: 'Add a block of the type at the end of the page',
        params: ZQrInfoBlockTypeParams,
        body: ZCreateQrInfoBlockBody,
        response: page,
      },
    },
    async (request) =>
      service.createBlock(
        app.db,
        await sid(request),
        request.params.slug,
        request.params.type,
        request.body,
        false,
      ),
  );

  app.post(
    '/qr-info/:slug/create-block-location/:type',
    {
      config,
      schema: {
        tags,
        summary: 'Add a block of the type to a location: it shows on every page opened for that location',
        params: ZQrInfoBlockTypeParams,
        body: ZCreateQrInfoLocationBlockBody,
        response: page,
      },
    },
    async (request) =>
      service.createBlock(
        app.db,
        await sid(request),
        request.params.slug,
        request.params.type,
        request.body,
        true,
      ),
  );

  app.delete(
    '/qr-info/:slug/delete-block',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a block of the page',
        params,
        body: ZDeleteQrInfoBlockBody,
        response: page,
      },
    },
    async (request) =>
      service.deleteBlock(app.db, await sid(request), request.params.slug, request.body.blockId, false),
  );

  app.delete(
    '/qr-info/:slug/delete-location-block',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a location block',
        params,
        body: ZDeleteQrInfoBlockBody,
        response: page,
      },
    },
    async (request) =>
      service.deleteBlock(app.db, await sid(request), request.params.slug, request.body.blockId, true),
  );

  app.delete(
    '/qr-info/:slug',
    {
      config,
      schema: {
        tags,
        summary: 'Delete the page and its statistics',
        params,
        response: { 204: z.null().describe('Deleted'), ...staffErrors },
      },
    },
    async (request, reply) => {
      await service.deletePage(app.db, await sid(request), request.params.slug);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/qr-info/:slug/analysis',
    {
      config: statsConfig,
      schema: {
        tags,
        summary: 'Opens, visitors and uses of each block over the last `days` days in `tz`',
        params,
        querystring: ZQrInfoAnalysisQuery,
        response: { 200: ZQrInfoAnalysis, ...staffErrors },
      },
    },
    async (request) => stats.analysis(app.db, await sid(request), request.params.slug, request.query),
  );

  app.get(
    '/stat/qr-info/views-by-day',
    {
      config: statsConfig,
      schema: {
        tags: ['statistics'],
        summary: 'QR page opens, distinct visitors and block uses per day in `tz`',
        querystring: ZQrInfoStatsQuery,
        response: { 200: ZQrInfoViewsByDay, ...staffErrors },
      },
    },
    async (request) => stats.viewsByDay(app.db, await sid(request), request.query),
  );

  app.get(
    '/stat/qr-info/views-by-day-hour',
    {
      config: statsConfig,
      schema: {
        tags: ['statistics'],
        summary: 'QR page opens per day and local hour in `tz`',
        querystring: ZQrInfoStatsQuery,
        response: { 200: ZQrInfoViewsByDayHour, ...staffErrors },
      },
    },
    async (request) => stats.viewsByDayHour(app.db, await sid(request), request.query),
  );
};
