import {
  ZMenuItemStatsQuery,
  ZMenuItemViewsByDayHour,
  ZMenuStatsQuery,
  ZMenuViewsByDay,
  ZMenuViewsByDayHour,
} from '@guestloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffErrors } from '../../lib/responses';
import type { Access } from '../../plugins/access';
import { ratingStatsRoutes } from './ratings';
import { salesStatsRoutes } from './sales/sales.routes';
import * as service from './stats.service';

/**
 * Menu statistics (SPEC point 7 "Statistics", /stat/online-menu/…). The statistics screens
 * (`statistics.view`) and the menu editors (`menus.manage`, whose menu analysis shows them) may
 * read them. A slug of another company's menu answers 404.
 */
const access: Access = { anyPermission: ['statistics.view', 'menus.manage'] };
const tags = ['statistics'];

export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(ratingStatsRoutes);
  await app.register(salesStatsRoutes);

  app.get(
    '/stat/online-menu/views-by-day',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Menu opens and distinct visitors per day of the last `days` days (default 30) in `tz`',
        querystring: ZMenuStatsQuery,
        response: { 200: ZMenuViewsByDay, ...staffErrors },
      },
    },
    async (request) => service.menuViewsByDay(app.db, await request.requireStructureId(), request.query),
  );

  app.get(
    '/stat/online-menu/views-by-day-hour',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Menu opens per day and local hour (24 counts a day) of the last `days` days in `tz`',
        querystring: ZMenuStatsQuery,
        response: { 200: ZMenuViewsByDayHour, ...staffErrors },
      },
    },
    async (request) => service.menuViewsByDayHour(app.db, await request.requireStructureId(), request.query),
  );

  app.get(
    '/stat/online-menu/items/views-by-day-hour',
    {
      config: { access },
      schema: {
        tags,
        summary:
          'Item views per day and local hour (all items, or `itemId`), and the most viewed items of the period',
        querystring: ZMenuItemStatsQuery,
        response: { 200: ZMenuItemViewsByDayHour, ...staffErrors },
      },
    },
    async (request) => service.itemViewsByDayHour(app.db, await request.requireStructureId(), request.query),
  );
};
