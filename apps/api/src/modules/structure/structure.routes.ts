import {
  ZLocationTree,
  ZMessengers,
  ZSetImageBody,
  ZStructure,
  ZUpdateStructureBody,
} from '@guestloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffErrors } from '../../lib/responses';
import { companyCreationRoutes } from './company-creation.routes';
import { locationsRoutes } from './locations.routes';
import * as service from './structure.service';

/**
 * The caller's company (SPEC point 7 "Structure and locations"). Reads are open to every staff
 * member of the company: the console shows the company's name, logo, currency and locations to all
 * of them, and none of it is secret. Changes need `structure.manage` (administrators).
 */
export const structureRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/structure',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['structure'],
        summary: 'The company of the signed-in user',
        response: { 200: ZStructure, ...staffErrors },
      },
    },
    async (request) => service.getStructure(app.db, await request.requireStructureId()),
  );

  app.post(
    '/structure',
    {
      config: { access: { permission: 'structure.manage' } },
      schema: {
        tags: ['structure'],
        summary: 'Change the company name, language, currency or contact settings (fields left out are kept)',
        body: ZUpdateStructureBody,
        response: { 200: ZStructure, ...staffErrors },
      },
    },
    async (request) =>
      service.updateStructure(app.db, app.events, await request.requireStructureId(), request.body),
  );

  app.post(
    '/structure/set-image',
    {
      config: { access: { permission: 'structure.manage' } },
      schema: {
        tags: ['structure'],
        summary: "Set the company logo from the company's media library; imageId null removes it",
        body: ZSetImageBody,
        response: { 200: ZStructure, ...staffErrors },
      },
    },
    async (request) => service.setLogo(app.db, await request.requireStructureId(), request.body.imageId),
  );

  app.get(
    '/tree',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['structure'],
        summary: 'The company with its locations nested under their parents, each level by name',
        response: { 200: ZLocationTree, ...staffErrors },
      },
    },
    async (request) => service.getTree(app.db, await request.requireStructureId()),
  );

  app.get(
    '/messengers',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['structure'],
        summary: 'Messenger, social network and e-mail links of the company and of each location',
        response: { 200: ZMessengers, ...staffErrors },
      },
    },
    async (request) => service.getMessengers(app.db, await request.requireStructureId()),
  );

  await app.register(locationsRoutes);
  await app.register(companyCreationRoutes);
};
