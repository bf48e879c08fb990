import {
  ZCreateLocationBody,
  ZDeletedLocations,
  ZDeleteLocationQuery,
  ZFilterLocationsQuery,
  ZLocation,
  ZLocationIdParams,
  ZLocationList,
  ZLocationPage,
  ZSetImageBody,
  ZUpdateLocationBody,
} from '@guestloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffErrors, staffErrorsWithConflict } from '../../lib/responses';
import type { Access } from '../../plugins/access';
import * as service from './locations.service';

const manage: Access = { permission: 'locations.manage' };
const tags = ['locations'];

/**
 * Locations and sub-locations (SPEC point 7). The flat list is open to every staff member (pickers
 * and filters everywhere need it); the management list, one full record and every change need
 * `locations.manage`. Ids of another company's locations answer 404 and change nothing.
 */
export const locationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/locations/filter',
    {
      config: { access: manage },
      schema: {
        tags,
        summary: 'A page of locations, by name; search matches the name or the address',
        querystring: ZFilterLocationsQuery,
        response: { 200: ZLocationPage, ...staffErrors },
      },
    },
    async (request) => service.filter(app.db, await request.requireStructureId(), request.query),
  );

  app.get(
    '/locations/all',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Every location of the company, by name (for pickers)',
        response: { 200: ZLocationList, ...staffErrors },
      },
    },
    async (request) => ({ items: await service.listAll(app.db, await request.requireStructureId()) }),
  );

  app.post(
    '/location/create',
    {
      config: { access: manage },
      schema: {
        tags,
        summary: 'Create a root location (the slug is made from the name when absent)',
        body: ZCreateLocationBody,
        response: { 200: ZLocation, ...staffErrorsWithConflict },
      },
    },
    async (request) => service.createLocation(app.db, await request.requireStructureId(), null, request.body),
  );

  app.get(
    '/location/:id',
    {
      config: { access: manage },
      schema: {
        tags,
        summary: 'One location with its settings',
        params: ZLocationIdParams,
        response: { 200: ZLocation, ...staffErrors },
      },
    },
    async (request) => service.getLocation(app.db, await request.requireStructureId(), request.params.id),
  );

  app.post(
    '/location/:id/update',
    {
      config: { access: manage },
      schema: {
        tags,
        summary:
          'Change name, slug, address or settings (fields left out are kept; a settings section sent is replaced)',
        params: ZLocationIdParams,
        body: ZUpdateLocationBody,
        response: { 200: ZLocation, ...staffErrorsWithConflict },
      },
    },
    async (request) =>
      service.updateLocation(
        app.db,
        app.events,
        await request.requireStructureId(),
        request.params.id,
        request.body,
      ),
  );

  app.post(
    '/location/:id/create-sub',
    {
      config: { access: manage },
      schema: {
        tags,
        summary: 'Create a sub-location (the slug is made from the name when absent)',
        params: ZLocationIdParams,
        body: ZCreateLocationBody,
        response: { 200: ZLocation, ...staffErrorsWithConflict },
      },
    },
    async (request) =>
      service.createLocation(app.db, await request.requireStructureId(), request.params.id, request.body),
  );

  for (const [path, kind, what] of [
    ['image', 'image', 'picture'],
    ['background-image', 'background', 'background image'],
  ] as const) {
    app.post(
      `/location/:id/set-${path}`,
      {
        config: { access: manage },
        schema: {
          tags,
          summary: `Set the location's ${what} from the company's media library; imageId null removes it`,
          params: ZLocationIdParams,
          body: ZSetImageBody,
          response: { 200: ZLocation, ...staffErrors },
        },
      },
      async (request) =>
        service.setImage(
          app.db,
          await request.requireStructureId(),
          request.params.id,
          kind,
          request.body.imageId,
        ),
    );

    app.delete(
      `/location/:id/${path}`,
      {
        config: { access: manage },
        schema: {
          tags,
          summary: `Remove the location's ${what} (the image stays in the media library)`,
          params: ZLocationIdParams,
          response: { 200: ZLocation, ...staffErrors },
        },
      },
      async (request) =>
        service.setImage(app.db, await request.requireStructureId(), request.params.id, kind, null),
    );
  }

  app.delete(
    '/location/:id/delete',
    {
      config: { access: manage },
      schema: {
        tags,
        summary:
          'Delete a location. With sub-locations or assigned users: 409 listing them, unless ?confirm=true. The last root location: 409.',
        params: ZLocationIdParams,
        querystring: ZDeleteLocationQuery,
        response: { 200: ZDeletedLocations, ...staffErrorsWithConflict },
      },
    },
    async (request) =>
      service.deleteLocation(
        app.db,
        app.events,
        await request.requireStructureId(),
        request.params.id,
        request.query.confirm === 'true',
      ),
  );
};
