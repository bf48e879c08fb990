import {
  ZApiError,
  ZCurrentTakeover,
  ZSaveSiteContentBody,
  ZSiteContent,
  ZSiteContentList,
  ZSiteContentParams,
  ZSiteContentTypeParams,
  ZTakeOverStructureBody,
  ZTakeoverList,
} from '@guestloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffErrors, staffErrorsWithConflict } from '../../lib/responses';
import * as contents from './site-contents.service';
import * as takeovers from './takeovers.service';

const config = { access: 'super-admin' as const };

/** Taking over a company (and the company's record of it), and the product's site contents. */
export const superAdminTakeoverContentRoutes: FastifyPluginAsyncZod = async (app) => {
  const takeoverTags = ['super-admin: take-over'];
  app.post(
    '/super-admin/take-over-structure',
    {
      config,
      schema: {
        tags: takeoverTags,
        summary: 'Work inside a company until leaving; who, when and why is recorded for its administrators',
        body: ZTakeOverStructureBody,
        response: { 200: ZCurrentTakeover, ...staffErrorsWithConflict },
      },
    },
    async (request) => takeovers.takeOver(app.db, (await request.requireAuth()).userId, request.body),
  );

  app.post(
    '/super-admin/leave-structure',
    {
      config,
      schema: {
        tags: takeoverTags,
        summary: 'Leave the company taken over (404 when not in one)',
        response: { 200: ZCurrentTakeover, ...staffErrors },
      },
    },
    async (request) => takeovers.leave(app.db, (await request.requireAuth()).userId),
  );

  app.get(
    '/super-admin/take-over',
    {
      config,
      schema: {
        tags: takeoverTags,
        summary: "The caller's current take-over, if any",
        response: { 200: ZCurrentTakeover, ...staffErrors },
      },
    },
    async (request) => takeovers.current(app.db, (await request.requireAuth()).userId),
  );

  app.get(
    '/structure/takeovers',
    {
      config: { access: { permission: 'structure.manage' } },
      schema: {
        tags: takeoverTags,
        summary: "Super administrators' take-overs of the caller's company, newest first",
        response: { 200: ZTakeoverList, ...staffErrors },
      },
    },
    async (request) => takeovers.takeoversOf(app.db, await request.requireStructureId()),
  );

  const contentTags = ['super-admin: site contents'];
  app.get(
    '/super-admin/:type/contents',
    {
      config,
      schema: {
        tags: contentTags,
        summary: "A site content type's text in each language that has one",
        params: ZSiteContentTypeParams,
        response: { 200: ZSiteContentList, ...staffErrors },
      },
    },
    async (request) => contents.contentsOfType(app.db, request.params.type),
  );

  app.post(
    '/super-admin/content',
    {
      config,
      schema: {
        tags: contentTags,
        summary: "Create or replace a site content's text in a language (sanitised HTML; empty removes it)",
        body: ZSaveSiteContentBody,
        response: { 200: ZSiteContentList, ...staffErrors },
      },
    },
    async (request) => contents.saveContent(app.db, request.body),
  );

  app.get(
    '/content/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: contentTags,
        summary:
          'A site content (terms of use, privacy policy…) in the Language header’s language, else English',
        params: ZSiteContentParams,
        response: { 200: ZSiteContent, 400: ZApiError, 404: ZApiError },
      },
    },
    async (request) => contents.publicContent(app.db, request.params.id, request.language),
  );
};
