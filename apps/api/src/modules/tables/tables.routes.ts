import {
  ZApiError,
  ZCreateTableBody,
  ZCreateTableGroupBody,
  ZDeletedTables,
  ZDeleteTableBody,
  ZDeleteTableGroupBody,
  ZOk,
  ZPublicTable,
  ZPublicTableParams,
  ZPublicTableQuery,
  ZTable,
  ZTableGroup,
  ZTableGroups,
  ZTableLocationParams,
  ZTableQrList,
  ZTableQrQuery,
  ZUpdateTableGroupsBody,
} from '@guestloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors';
import { staffErrors, staffErrorsWithConflict } from '../../lib/responses';
import type { Access } from '../../plugins/access';
import { renderQrPdf, tableUrls, withSvg } from './tables.qr';
import * as repo from './tables.repo';
import * as service from './tables.service';

const manage: Access = { permission: 'tables.manage' };
const tags = ['tables'];
const params = ZTableLocationParams;

/**
 * Table groups and tables of a location (SPEC point 7 "Tables"); `{location}` is the id of a
 * location of the caller's company (another company's answers 404). Changes need `tables.manage`.
 */
export const tablesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/horeca/groups/:location',
    {
      config: { access: manage },
      schema: {
        tags,
        summary: "The location's table groups, each with its tables, by position",
        params,
        response: { 200: ZTableGroups, ...staffErrors },
      },
    },
    async (request) =>
      service.listGroups(app.db, await request.requireStructureId(), request.params.location),
  );

  app.post(
    '/horeca/groups/:location/create',
    {
      config: { access: manage },
      schema: {
        tags,
        summary: 'Add a table group (the slug is made from the name when absent)',
        params,
        body: ZCreateTableGroupBody,
        response: { 200: ZTableGroup, ...staffErrorsWithConflict },
      },
    },
    async (request) =>
      service.createGroup(app.db, await request.requireStructureId(), request.params.location, request.body),
  );

  app.post(
    '/horeca/groups/:location/table-create',
    {
      config: { access: manage },
      schema: {
        tags,
        summary: 'Add a table to a group of the location (the slug is made from the name when absent)',
        params,
        body: ZCreateTableBody,
        response: { 200: ZTable, ...staffErrorsWithConflict },
      },
    },
    async (request) =>
      service.createTable(app.db, await request.requireStructureId(), request.params.location, request.body),
  );

  app.post(
    '/horeca/groups/:location/delete-table',
    {
      config: { access: manage },
      schema: {
        tags,
        summary: 'Delete a table of the location',
        params,
        body: ZDeleteTableBody,
        response: { 200: ZOk, ...staffErrors },
      },
    },
    async (request) =>
      service.deleteTable(
        app.db,
        app.events,
        await request.requireStructureId(),
        request.params.location,
        request.body.tableId,
      ),
  );

  app.post(
    '/horeca/groups/:location/delete-group',
    {
      config: { access: manage },
      schema: {
        tags,
        summary: 'Delete a table group. With tables: 409 listing them, unless confirm is true',
        params,
        body: ZDeleteTableGroupBody,
        response: { 200: ZDeletedTables, ...staffErrorsWithConflict },
      },
    },
    async (request) =>
      service.deleteGroup(
        app.db,
        app.events,
        await request.requireStructureId(),
        request.params.location,
        request.body.groupId,
        request.body.confirm === true,
      ),
  );

  app.post(
    '/horeca/groups/:location/update',
    {
      config: { access: manage },
      schema: {
        tags,
        summary:
          'Rename and reorder groups and tables (tables may move between groups); answers the new list',
        params,
        body: ZUpdateTableGroupsBody,
        response: { 200: ZTableGroups, ...staffErrors },
      },
    },
    async (request) =>
      service.updateGroups(
        app.db,
        app.events,
        await request.requireStructureId(),
        request.params.location,
        request.body,
      ),
  );

  app.get(
    '/horeca/groups/:location/qr',
    {
      config: { access: manage },
      schema: {
        tags,
        summary:
          "QR codes of the location's tables (or one group's, or one table's) into a menu: JSON with an SVG per table, or a printable PDF",
        params,
        querystring: ZTableQrQuery,
        produces: ['application/json', 'application/pdf'],
        response: { 200: ZTableQrList, ...staffErrors },
      },
    },
    async (request, reply) => {
      const structureId = await request.requireStructureId();
      const { menu, format, groupId, tableId } = request.query;
      const data = await service.listGroups(app.db, structureId, request.params.location);
      if (!(await repo.findMenuSlug(app.db, structureId, menu))) throw notFound('Menu');
      const group = groupId === undefined ? undefined : data.groups.find((g) => g.id === groupId);
      if (groupId !== undefined && !group) throw notFound('Table group');
      const items = tableUrls(app.config.PUBLIC_URL, menu, data, { groupId, tableId });
      if (tableId !== undefined && items.length === 0) throw notFound('Table');
      if (format === 'svg') return { items: await withSvg(items) };
      const title = group ? `${data.location.name} · ${group.name}` : data.location.name;
      const pdf = await renderQrPdf(title, items);
      const fileName = group ? `tables-${data.location.slug}-${group.slug}` : `tables-${data.location.slug}`;
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}.pdf"`)
        .header('cache-control', 'no-store')
        .send(pdf as never); // bytes; the zod types describe JSON answers only
    },
  );

  app.get(
    '/horeca/public/groups/:a/:b/:c',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "Resolve a customer's table route: location slug / group slug / table slug, within ?menu=",
        params: ZPublicTableParams,
        querystring: ZPublicTableQuery,
        response: { 200: ZPublicTable, 400: ZApiError, 404: ZApiError },
      },
    },
    async (request) => {
      const { a, b, c } = request.params;
      return service.resolvePublicTable(app.db, request.query.menu, a, b, c);
    },
  );
};
