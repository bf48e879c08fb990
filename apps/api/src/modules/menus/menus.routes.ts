import {
  ZCreateMenuBody,
  ZMenu,
  ZMenuAnalysis,
  ZMenuAnalysisQuery,
  ZMenuInfo,
  ZMenuList,
  ZMenuSlugParams,
  ZSetImageBody,
  ZSetMenuActiveBody,
  ZUpdateMenuBody,
} from '@guestloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffErrors, staffErrorsWithConflict } from '../../lib/responses';
import { menuContentRoutes } from './content.routes';
import * as service from './menus.service';
import { publicMenuRoutes } from './public.routes';
import { manage, tags } from './route-common';

/**
 * Online menus (SPEC point 7 "Online menu"). Every staff call needs `menus.manage`; a slug of
 * another company's menu answers 404 and changes nothing. Each change bumps the menu's version,
 * which the public menu's cache and ETag follow.
 */
export const menusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/online-menu/create',
    {
      config: { access: manage },
      schema: {
        tags,
        summary: 'Create a menu (inactive until switched on; the slug is made from the title when absent)',
        body: ZCreateMenuBody,
        response: { 200: ZMenuInfo, ...staffErrorsWithConflict },
      },
    },
    async (request) => service.createMenu(app.db, await request.requireStructureId(), request.body),
  );

  app.get(
    '/online-menus',
    {
      config: { access: manage },
      schema: {
        tags,
        summary: "The company's menus, newest first, with their category and item counts",
        response: { 200: ZMenuList, ...staffErrors },
      },
    },
    async (request) => service.listMenus(app.db, await request.requireStructureId()),
  );

  app.get(
    '/online-menu/edit/:slug',
    {
      config: { access: manage },
      schema: {
        tags,
        summary: 'The whole menu for the editor: fields, settings, categories (sub-categories nested), items',
        params: ZMenuSlugParams,
        response: { 200: ZMenu, ...staffErrors },
      },
    },
    async (request) => service.getMenu(app.db, await request.requireStructureId(), request.params.slug),
  );

  app.post(
    '/online-menu/edit/:slug',
    {
      config: { access: manage },
      schema: {
        tags,
        summary: 'Change the menu (fields left out are kept; a settings section sent is replaced)',
        params: ZMenuSlugParams,
        body: ZUpdateMenuBody,
        response: { 200: ZMenuInfo, ...staffErrorsWithConflict },
      },
    },
    async (request) =>
      service.updateMenu(app.db, await request.requireStructureId(), request.params.slug, request.body),
  );

  app.delete(
    '/online-menu/edit/:slug',
    {
      config: { access: manage },
      schema: {
        tags,
        summary: 'Delete the menu with its categories, items and view counts',
        params: ZMenuSlugParams,
        response: { 200: z.object({ ok: z.literal(true) }), ...staffErrors },
      },
    },
    async (request) => service.deleteMenu(app.db, await request.requireStructureId(), request.params.slug),
  );

  app.post(
    '/online-menu/edit/:slug/active',
    {
      config: { access: manage },
      schema: {
        tags,
        summary: 'Switch the public menu on or off (an inactive menu answers 404 to guests)',
        params: ZMenuSlugParams,
        body: ZSetMenuActiveBody,
        response: { 200: ZMenuInfo, ...staffErrors },
      },
    },
    async (request) =>
      service.setActive(
        app.db,
        await request.requireStructureId(),
        request.params.slug,
        request.body.isActive,
      ),
  );

  for (const [path, removePath, kind] of [
    ['image-logo', 'logo-image', 'logo'],
    ['image-background', 'background-image', 'background'],
  ] as const) {
    app.post(
      `/online-menu/edit/:slug/${path}`,
      {
        config: { access: manage },
        schema: {
          tags,
          summary: `Set the menu's ${kind} from the company's media library; imageId null removes it`,
          params: ZMenuSlugParams,
          body: ZSetImageBody,
          response: { 200: ZMenuInfo, ...staffErrors },
        },
      },
      async (request) =>
        service.setMenuImage(
          app.db,
          await request.requireStructureId(),
          request.params.slug,
          kind,
          request.body.imageId,
        ),
    );

    app.delete(
      `/online-menu/edit/:slug/${removePath}`,
      {
        config: { access: manage },
        schema: {
          tags,
          summary: `Remove the menu's ${kind} (the image stays in the media library)`,
          params: ZMenuSlugParams,
          response: { 200: ZMenuInfo, ...staffErrors },
        },
      },
      async (request) =>
        service.setMenuImage(app.db, await request.requireStructureId(), request.params.slug, kind, null),
    );
  }

  app.get(
    '/online-menu/analysis/:slug',
    {
      config: { access: manage },
      schema: {
        tags,
        summary: 'Views by day (UTC) and the most viewed items over the last `days` days (default 30)',
        params: ZMenuSlugParams,
        querystring: ZMenuAnalysisQuery,
        response: { 200: ZMenuAnalysis, ...staffErrors },
      },
    },
    async (request) =>
      service.analysis(app.db, await request.requireStructureId(), request.params.slug, request.query.days),
  );

  await app.register(menuContentRoutes);
  await app.register(publicMenuRoutes);
};
