import {
  ZCreateMenuCategoryBody,
  ZCreateMenuItemBody,
  ZDeletedMenuCategory,
  ZDeleteMenuCategoryQuery,
  ZMenuCategoryInfo,
  ZMenuCategoryParams,
  ZMenuChange,
  ZMenuItem,
  ZMenuItemParams,
  ZMenuSlugParams,
  ZReorderCategoriesBody,
  ZReorderItemsBody,
  ZSetCategoryImageBody,
  ZSetItemImageBody,
  ZUpdateMenuCategoryBody,
  ZUpdateMenuItemBody,
} from '@guestloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffErrors, staffErrorsWithConflict } from '../../lib/responses';
import * as service from './content.service';
import { manage, tags } from './route-common';

/**
 * Categories and items of a menu, under `/online-menu/edit/{slug}/…` (the spec's
 * `edit-category/{slug}` and `edit-item/{slug}` carry the image calls). Ids of another menu or
 * company answer 404.
 */
export const menuContentRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = { config: { access: manage } } as const;

  app.post(
    '/online-menu/edit/:slug/create-category',
    {
      ...route,
      schema: {
        tags,
        summary: 'Add a category at the end (parentId: a root category, to add a sub-category)',
        params: ZMenuSlugParams,
        body: ZCreateMenuCategoryBody,
        response: { 200: ZMenuCategoryInfo, ...staffErrors },
      },
    },
    async (request) =>
      service.createCategory(app.db, await request.requireStructureId(), request.params.slug, request.body),
  );

  app.post(
    '/online-menu/edit/:slug/category/:categoryId',
    {
      ...route,
      schema: {
        tags,
        summary: 'Change a category (fields left out are kept)',
        params: ZMenuCategoryParams,
        body: ZUpdateMenuCategoryBody,
        response: { 200: ZMenuCategoryInfo, ...staffErrors },
      },
    },
    async (request) =>
      service.updateCategory(
        app.db,
        await request.requireStructureId(),
        request.params.slug,
        request.params.categoryId,
        request.body,
      ),
  );

  app.delete(
    '/online-menu/edit/:slug/delete-category/:categoryId',
    {
      ...route,
      schema: {
        tags,
        summary:
          'Delete a category. With sub-categories or items: 409 with their counts, unless ?confirm=true',
        params: ZMenuCategoryParams,
        querystring: ZDeleteMenuCategoryQuery,
        response: { 200: ZDeletedMenuCategory, ...staffErrorsWithConflict },
      },
    },
    async (request) =>
      service.deleteCategory(
        app.db,
        await request.requireStructureId(),
        request.params.slug,
        request.params.categoryId,
        request.query.confirm === 'true',
      ),
  );

  app.post(
    '/online-menu/edit/:slug/reorder-categories',
    {
      ...route,
      schema: {
        tags,
        summary: 'Drag and drop: put these categories of one parent (null: root) first, in this order',
        params: ZMenuSlugParams,
        body: ZReorderCategoriesBody,
        response: { 200: ZMenuChange, ...staffErrors },
      },
    },
    async (request) =>
      service.reorderCategories(
        app.db,
        await request.requireStructureId(),
        request.params.slug,
        request.body,
      ),
  );

  app.post(
    '/online-menu/edit/:slug/create-item',
    {
      ...route,
      schema: {
        tags,
        summary: 'Add an item at the end of a category (prices in minor units of the menu currency)',
        params: ZMenuSlugParams,
        body: ZCreateMenuItemBody,
        response: { 200: ZMenuItem, ...staffErrors },
      },
    },
    async (request) =>
      service.createItem(app.db, await request.requireStructureId(), request.params.slug, request.body),
  );

  app.post(
    '/online-menu/edit/:slug/item/:itemId',
    {
      ...route,
      schema: {
        tags,
        summary: 'Change an item: fields left out are kept; sold out (stop-list), hours, options, add-ons…',
        params: ZMenuItemParams,
        body: ZUpdateMenuItemBody,
        response: { 200: ZMenuItem, ...staffErrors },
      },
    },
    async (request) =>
      service.updateItem(
        app.db,
        await request.requireStructureId(),
        request.params.slug,
        request.params.itemId,
        request.body,
      ),
  );

  app.post(
    '/online-menu/edit/:slug/item/:itemId/duplicate',
    {
      ...route,
      schema: {
        tags,
        summary: 'Copy an item; the copy is placed right after it',
        params: ZMenuItemParams,
        response: { 200: ZMenuItem, ...staffErrors },
      },
    },
    async (request) =>
      service.duplicateItem(
        app.db,
        await request.requireStructureId(),
        request.params.slug,
        request.params.itemId,
      ),
  );

  app.delete(
    '/online-menu/edit/:slug/delete-item/:itemId',
    {
      ...route,
      schema: {
        tags,
        summary: 'Delete an item',
        params: ZMenuItemParams,
        response: { 200: ZMenuChange, ...staffErrors },
      },
    },
    async (request) =>
      service.deleteItem(
        app.db,
        await request.requireStructureId(),
        request.params.slug,
        request.params.itemId,
      ),
  );

  app.post(
    '/online-menu/edit/:slug/reorder-items',
    {
      ...route,
      schema: {
        tags,
        summary: 'Drag and drop: put these items of one category first, in this order',
        params: ZMenuSlugParams,
        body: ZReorderItemsBody,
        response: { 200: ZMenuChange, ...staffErrors },
      },
    },
    async (request) =>
      service.reorderItems(app.db, await request.requireStructureId(), request.params.slug, request.body),
  );

  app.post(
    '/online-menu/edit-category/:slug/image-background',
    {
      ...route,
      schema: {
        tags,
        summary: "Set a category's image from the media library; imageId null removes it",
        params: ZMenuSlugParams,
        body: ZSetCategoryImageBody,
        response: { 200: ZMenuCategoryInfo, ...staffErrors },
      },
    },
    async (request) =>
      service.setCategoryImage(
        app.db,
        await request.requireStructureId(),
        request.params.slug,
        request.body.categoryId,
        request.body.imageId,
      ),
  );

  app.post(
    '/online-menu/edit-item/:slug/image-background',
    {
      ...route,
      schema: {
        tags,
        summary: "Set an item's main photo from the media library; imageId null removes it",
        params: ZMenuSlugParams,
        body: ZSetItemImageBody,
        response: { 200: ZMenuItem, ...staffErrors },
      },
    },
    async (request) =>
      service.setItemImage(
        app.db,
        await request.requireStructureId(),
        request.params.slug,
        request.body.itemId,
        request.body.imageId,
      ),
  );
};
