import {
  ZApiError,
  ZCreatePrivacyPolicyBody,
  ZCreateShortRouteBody,
  ZMenuPage,
  ZMenuPageList,
  ZMenuPageParams,
  ZMenuSlugParams,
  ZOk,
  ZPrivacyPolicy,
  ZPrivacyPolicyList,
  ZPrivacyPolicyParams,
  ZPrivacyPolicyTemplate,
  ZPrivacyPolicyTemplateQuery,
  ZPublicMenuPage,
  ZPublicMenuPageBody,
  ZPublicPrivacyPolicy,
  ZSaveMenuPageBody,
  ZShortRoute,
  ZShortRouteList,
  ZShortRouteParams,
  ZUpdatePrivacyPolicyBody,
} from '@guestloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffErrors, staffErrorsWithConflict } from '../../lib/responses';
import type { Access } from '../../plugins/access';
import * as pages from './pages.service';
import * as policies from './policies.service';
import * as shortRoutes from './short-routes.service';

const publicErrors = { 400: ZApiError, 404: ZApiError } as const;
const manage: Access = { permission: 'content.manage' };

/**
 * Content (SPEC point 7 "Privacy policy", "Content and short routes"): custom pages of a menu,
 * privacy policies and short routes. Staff calls need `content.manage` and see their own
 * company's only (another company's slugs answer 404); HTML is sanitised before it is stored.
 */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  // ---- Custom pages of a menu ----
  const pageTags = ['content: menu pages'];
  app.get(
    '/online-menu/edit/:slug/pages',
    {
      config: { access: manage },
      schema: {
        tags: pageTags,
        summary: "The menu's custom pages, by position",
        params: ZMenuSlugParams,
        response: { 200: ZMenuPageList, ...staffErrors },
      },
    },
    async (request) => pages.listPages(app.db, await request.requireStructureId(), request.params.slug),
  );

  app.post(
    '/online-menu/edit/:slug/pages',
    {
      config: { access: manage },
      schema: {
        tags: pageTags,
        summary:
          'Create a page (no id; slug made from the title when absent) or replace the page with this id',
        params: ZMenuSlugParams,
        body: ZSaveMenuPageBody,
        response: { 200: ZMenuPage, ...staffErrorsWithConflict },
      },
    },
    async (request) =>
      pages.savePage(app.db, await request.requireStructureId(), request.params.slug, request.body),
  );

  app.delete(
    '/online-menu/edit/:slug/pages/:pageSlug',
    {
      config: { access: manage },
      schema: {
        tags: pageTags,
        summary: 'Delete a custom page of the menu',
        params: ZMenuPageParams,
        response: { 200: ZOk, ...staffErrors },
      },
    },
    async (request) =>
      pages.deletePage(
        app.db,
        await request.requireStructureId(),
        request.params.slug,
        request.params.pageSlug,
      ),
  );

  app.post(
    '/customer/online-menu/page',
    {
      config: { access: 'public' },
      schema: {
        tags: pageTags,
        summary: 'A published custom page of an active menu (not translated)',
        body: ZPublicMenuPageBody,
        response: { 200: ZPublicMenuPage, ...publicErrors },
      },
    },
    async (request) => pages.publicPage(app.db, request.body.entity_slug, request.body.page_slug),
  );

  // ---- Privacy policies ----
  const policyTags = ['content: privacy policies'];
  app.get(
    '/manager/privacy-policy/list',
    {
      config: { access: manage },
      schema: {
        tags: policyTags,
        summary: "The company's privacy policies",
        response: { 200: ZPrivacyPolicyList, ...staffErrors },
      },
    },
    async (request) => policies.listPolicies(app.db, await request.requireStructureId()),
  );

  app.get(
    '/manager/privacy-policy/template',
    {
      config: { access: manage },
      schema: {
        tags: policyTags,
        summary:
          'A GDPR-style starting text in the language asked (or the Language header; English otherwise)',
        querystring: ZPrivacyPolicyTemplateQuery,
        response: { 200: ZPrivacyPolicyTemplate, ...staffErrors },
      },
    },
    async (request) =>
      policies.template(
        app.db,
        await request.requireStructureId(),
        request.query.language ?? request.language,
      ),
  );

  app.post(
    '/manager/privacy-policy/create',
    {
      config: { access: manage },
      schema: {
        tags: policyTags,
        summary: 'Create a privacy policy (slug unique product-wide, made from the title when absent)',
        body: ZCreatePrivacyPolicyBody,
        response: { 200: ZPrivacyPolicy, ...staffErrorsWithConflict },
      },
    },
    async (request) => policies.createPolicy(app.db, await request.requireStructureId(), request.body),
  );

  app.post(
    '/manager/privacy-policy/:slug',
    {
      config: { access: manage },
      schema: {
        tags: policyTags,
        summary: 'Change a privacy policy (fields left out are kept)',
        params: ZPrivacyPolicyParams,
        body: ZUpdatePrivacyPolicyBody,
        response: { 200: ZPrivacyPolicy, ...staffErrors },
      },
    },
    async (request) =>
      policies.updatePolicy(app.db, await request.requireStructureId(), request.params.slug, request.body),
  );

  app.get(
    '/customer/privacy-policy/:slug',
    {
      config: { access: 'public' },
      schema: {
        tags: policyTags,
        summary: 'A privacy policy, public',
        params: ZPrivacyPolicyParams,
        response: { 200: ZPublicPrivacyPolicy, ...publicErrors },
      },
    },
    async (request) => policies.publicPolicy(app.db, request.params.slug),
  );

  // ---- Short routes ----
  const shortTags = ['content: short routes'];
  app.get(
    '/manager/short-routes',
    {
      config: { access: manage },
      schema: {
        tags: shortTags,
        summary: "The company's short routes, newest first",
        response: { 200: ZShortRouteList, ...staffErrors },
      },
    },
    async (request) => shortRoutes.listShortRoutes(app.db, await request.requireStructureId()),
  );

  app.post(
    '/manager/short-route',
    {
      config: { access: manage },
      schema: {
        tags: shortTags,
        summary: 'Create a short route to a /user/ path or a public http(s) URL (a random slug when absent)',
        body: ZCreateShortRouteBody,
        response: { 200: ZShortRoute, ...staffErrorsWithConflict },
      },
    },
    async (request) => shortRoutes.createShortRoute(app.db, await request.requireStructureId(), request.body),
  );

  app.delete(
    '/manager/short-route/:slug',
    {
      config: { access: manage },
      schema: {
        tags: shortTags,
        summary: 'Delete a short route of the company',
        params: ZShortRouteParams,
        response: { 200: ZOk, ...staffErrors },
      },
    },
    async (request) =>
      shortRoutes.deleteShortRoute(app.db, await request.requireStructureId(), request.params.slug),
  );

  app.get(
    '/public/:slug/short',
    {
      config: { access: 'public' },
      schema: {
        tags: shortTags,
        summary: 'Where a short route leads (public)',
        params: ZShortRouteParams,
        response: { 200: ZShortRoute, ...publicErrors },
      },
    },
    async (request) => shortRoutes.resolveShortRoute(app.db, request.params.slug),
  );
};
