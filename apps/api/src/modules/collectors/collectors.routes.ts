import {
  ZApiError,
  ZCollector,
  ZCollectorIdParams,
  ZCollectorList,
  ZCollectorPlaces,
  ZCollectorRun,
  ZCollectorSlugParams,
  ZCreateCollectorBody,
  ZOk,
  ZUpdateCollectorBody,
} from '@guestloop/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffErrors } from '../../lib/responses';
import { registerCollectorJobs } from './collector-run';
import * as collectors from './collectors.service';

const manage = { access: { permission: 'integrations.manage' } } as const;

/** Each place list is several calls to Google: a member asks for it at most this often. */
const placesLimit = {
  max: 20,
  timeWindow: 60_000,
  hook: 'preHandler' as const,
  keyGenerator: async (request: FastifyRequest) => `user:${(await request.getAuth())?.userId ?? request.ip}`,
};

/**
 * SPEC point 7 "Integrations": collectors under /structure/integration/{slug}/collectors, and
 * collector update, execute, delete (POST /structure/integration/collector/{id}/…).
 */
export const collectorsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['integrations'];
  const { db, config } = app;
  registerCollectorJobs(app);

  app.get(
    '/structure/integration/:slug/collectors',
    {
      config: manage,
      schema: {
        tags,
        summary: 'An integration’s review collectors, each with its latest runs',
        params: ZCollectorSlugParams,
        response: { 200: ZCollectorList, ...staffErrors },
      },
    },
    async (request) => collectors.listCollectors(db, await request.requireStructureId(), request.params.slug),
  );
  app.get(
    '/structure/integration/:slug/collectors/places',
    {
      config: { ...manage, rateLimit: placesLimit },
      schema: {
        tags,
        summary: 'The places the integration’s keys open on the service, by title, for a new collector',
        params: ZCollectorSlugParams,
        response: {
          200: ZCollectorPlaces,
          ...staffErrors,
          409: ZApiError,
          429: ZApiError,
          502: ZApiError,
        },
      },
    },
    async (request) =>
      collectors.listPlaces(db, config, await request.requireStructureId(), request.params.slug),
  );
  app.post(
    '/structure/integration/:slug/collectors',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Adds a collector of a place’s reviews',
        params: ZCollectorSlugParams,
        body: ZCreateCollectorBody,
        response: { 200: ZCollector, ...staffErrors },
      },
    },
    async (request) =>
      collectors.createCollector(db, await request.requireStructureId(), request.params.slug, request.body),
  );
  app.post(
    '/structure/integration/collector/:id/update',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Changes a collector (the fields given)',
        params: ZCollectorIdParams,
        body: ZUpdateCollectorBody,
        response: { 200: ZCollector, ...staffErrors },
      },
    },
    async (request) =>
      collectors.updateCollector(db, await request.requireStructureId(), request.params.id, request.body),
  );
  app.post(
    '/structure/integration/collector/:id/execute',
    {
      // No limit needed: a collector has one run to finish at a time, asking again answers it.
      config: manage,
      schema: {
        tags,
        summary: 'Queues a run now (or answers the run already queued or running)',
        params: ZCollectorIdParams,
        response: { 200: ZCollectorRun, ...staffErrors },
      },
    },
    async (request) => collectors.executeCollector(db, await request.requireStructureId(), request.params.id),
  );
  app.post(
    '/structure/integration/collector/:id/delete',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Removes a collector and its runs (the reviews it imported stay)',
        params: ZCollectorIdParams,
        response: { 200: ZOk, ...staffErrors },
      },
    },
    async (request) => {
      await collectors.deleteCollector(db, await request.requireStructureId(), request.params.id);
      return { ok: true } as const;
    },
  );
};
