import {
  ZSalesByDimension,
  ZSalesByDimensionBody,
  ZSalesByPeriod,
  ZSalesDayReport,
  ZSalesDayReportQuery,
  ZSalesFilters,
  ZSalesItems,
  ZSalesItemsBody,
  ZSalesSummary,
  ZServiceCalls,
  ZStatExportBody,
  ZStatExportFile,
  ZStatToday,
} from '@guestloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffErrors } from '../../../lib/responses';
import type { Access } from '../../../plugins/access';
import { callsService, dayReportService, exportService, salesService } from './services';

/**
 * Sales and service statistics (SPEC point 7 "Statistics"): POST with the statistics filters,
 * figures summed ahead by the database (see db/schema/sales-rollups.ts), and every table as a
 * CSV or XLSX file.
 */
const access: Access = { permission: 'statistics.view' };
const tags = ['statistics'];
const config = { access };

export const salesStatsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/stat/sales/summary',
    {
      config,
      schema: {
        tags,
        summary:
          'Orders, cancellations, sales, revenue, tips and average ticket of the period and of the one before, per currency',
        body: ZSalesFilters,
        response: { 200: ZSalesSummary, ...staffErrors },
      },
    },
    async (request) => salesService.summary(app.db, await request.requireStructureId(), request.body),
  );

  app.post(
    '/stat/sales/by-period',
    {
      config,
      schema: {
        tags,
        summary:
          'Sales per hour, day, week or month of the period (zeros included), by hour of the day and by day of the week',
        body: ZSalesFilters,
        response: { 200: ZSalesByPeriod, ...staffErrors },
      },
    },
    async (request) => salesService.byPeriod(app.db, await request.requireStructureId(), request.body),
  );

  app.post(
    '/stat/sales/by-dimension',
    {
      config,
      schema: {
        tags,
        summary:
          'Sales per location, menu, table group, waiter, order type or payment method, most revenue first',
        body: ZSalesByDimensionBody,
        response: { 200: ZSalesByDimension, ...staffErrors },
      },
    },
    async (request) => salesService.byDimension(app.db, await request.requireStructureId(), request.body),
  );

  app.post(
    '/stat/sales/items',
    {
      config,
      schema: {
        tags,
        summary: 'Items sold: every item with quantity and revenue, and the top and bottom sellers',
        body: ZSalesItemsBody,
        response: { 200: ZSalesItems, ...staffErrors },
      },
    },
    async (request) => salesService.items(app.db, await request.requireStructureId(), request.body),
  );

  app.post(
    '/stat/service/calls',
    {
      config,
      schema: {
        tags,
        summary:
          'Waiter calls: count, handled share, average and 90th-percentile response per bucket, hour, waiter and table group',
        body: ZSalesFilters,
        response: { 200: ZServiceCalls, ...staffErrors },
      },
    },
    async (request) => callsService.serviceCalls(app.db, await request.requireStructureId(), request.body),
  );

  app.get(
    '/stat/sales/day-report',
    {
      config,
      schema: {
        tags,
        summary:
          'End-of-day report of a local day: totals and cancellations, by hour, type and payment method, top items, calls',
        querystring: ZSalesDayReportQuery,
        response: { 200: ZSalesDayReport, ...staffErrors },
      },
    },
    async (request) => dayReportService.dayReport(app.db, await request.requireStructureId(), request.query),
  );

  app.get(
    '/stat/today',
    {
      config,
      schema: {
        tags,
        summary: "Today's orders, revenue, open calls, unread reviews and ratings, for the dashboard home",
        response: { 200: ZStatToday, ...staffErrors },
      },
    },
    async (request) => dayReportService.today(app.db, await request.requireStructureId()),
  );

  app.post(
    '/stat/export',
    {
      config,
      schema: {
        tags,
        summary:
          "A statistics table (or the reviews) as a CSV or XLSX file, headers in the caller's language",
        body: ZStatExportBody,
        produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
        response: { 200: ZStatExportFile, ...staffErrors },
      },
    },
    async (request, reply) => {
      const file = await exportService.exportReport(
        app.db,
        await request.requireStructureId(),
        request.body,
        request.language,
      );
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.bytes as never); // bytes; the zod types describe JSON answers only
    },
  );
};
