import multipart from '@fastify/multipart';
import {
  IMAGE_FILE_FIELD,
  IMAGE_MAX_BYTES,
  PUBLIC_IMAGE_BUCKET,
  ZApiError,
  ZCreateMetricBody,
  ZDeletedRatings,
  ZFeedbackServiceList,
  ZMetric,
  ZMetricBySlugQuery,
  ZMetricDefaultParams,
  ZMetricList,
  ZMetricPublic,
  ZMetricSlugParams,
  ZMetricTypeParams,
  ZOk,
  ZSetMetricLocationBody,
  ZUpdateMetricBody,
} from '@guestloop/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readUpload } from '../../lib/images';
import { staffErrors } from '../../lib/responses';
import type { Access } from '../../plugins/access';
import { cleanOriginalName, uploadImage } from '../files';
import * as service from './metrics.service';
import { stickersRoutes } from './stickers.routes';

const manage: Access = { permission: 'metrics.manage' };
const read: Access = { anyPermission: ['metrics.manage', 'reviews.manage'] };
const tags = ['metrics'];
const params = ZMetricSlugParams;
const uploadErrors = {
  ...staffErrors,
  413: ZApiError,
  415: ZApiError,
  429: ZApiError,
  503: ZApiError,
} as const;

/** Decoding and resizing cost CPU: uploads are limited per user. */
const uploadRateLimit = {
  max: 60,
  timeWindow: 60_000,
  hook: 'preHandler' as const,
  keyGenerator: async (request: FastifyRequest) => `user:${(await request.getAuth())?.userId ?? request.ip}`,
};

/**
 * Feedback metrics (SPEC point 7 "Metrics"): the company's rating pages, their texts, picture and
 * review links. `{slug}` is a metric of the caller's company (another company's is 404). The
 * guest's page reads GET /metric/by-slug/{slug}; everything else needs `metrics.manage`
 * (the list also `reviews.manage`).
 */
export const metricsRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.hasContentTypeParser('multipart/form-data')) {
    await app.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 10 } });
  }

  app.get(
    '/metrics',
    {
      config: { access: read },
      schema: {
        tags,
        summary: "The company's metrics, newest first, with their location and ratings count",
        response: { 200: ZMetricList, ...staffErrors },
      },
    },
    async (request) => service.listMetrics(app.db, await request.requireStructureId()),
  );

  app.get(
    '/metric/default/:locationId/:type',
    {
      config: { access: manage },
      schema: {
        tags,
        summary:
          "The location's ready-made metric of the type in the request's language (made the first time; the spec's {a}/{b})",
        params: ZMetricDefaultParams,
        response: { 200: ZMetric, ...staffErrors },
      },
    },
    async (request) =>
      service.defaultMetric(
        app.db,
        await request.requireStructureId(),
        request.params.locationId,
        request.params.type,
        request.language,
      ),
  );

  app.get(
    '/metric/by-slug/:slug',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          "The guest's rating page (an inactive metric is 404); ?group=&table= name the table it was opened from",
        params,
        querystring: ZMetricBySlugQuery,
        response: { 200: ZMetricPublic, 400: ZApiError, 404: ZApiError },
      },
    },
    async (request) => service.publicMetric(app.metricSnapshots, request.params.slug, request.query),
  );

  app.get(
    '/feedback-services',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The public review sites a metric may link to (Google, Tripadvisor, Facebook, Booking.com…)',
        response: { 200: ZFeedbackServiceList },
      },
    },
    async () => service.feedbackServices(),
  );

  app.post(
    '/metric/:type',
    {
      config: { access: manage },
      schema: {
        tags,
        summary: "Create a metric of the type at a location, with ready-made texts in the request's language",
        params: ZMetricTypeParams,
        body: ZCreateMetricBody,
        response: { 200: ZMetric, ...staffErrors },
      },
    },
    async (request) =>
      service.createMetric(
        app.db,
        await request.requireStructureId(),
        request.params.type,
        request.body.locationId,
        request.language,
      ),
  );

  app.post(
    '/metric/:slug/image',
    {
      config: { access: manage, rateLimit: uploadRateLimit },
      schema: {
        tags,
        summary:
          "Upload the metric's picture (multipart field `file`; kept in the media library's public images)",
        description:
          'PNG, JPEG, WebP, GIF or SVG, recognised by content, at most 10 MB, checked as every upload ' +
          'of the media library; other content: 400 UNSUPPORTED_MEDIA_TYPE; larger: 413.',
        consumes: ['multipart/form-data'],
        params,
        response: { 200: ZMetric, ...uploadErrors },
      },
    },
    async (request) => {
      const { userId } = await request.requireAuth();
      const structureId = await request.requireStructureId();
      const metric = await service.requireMetric(app.db, structureId, request.params.slug);
      const { file, fields } = await readUpload(request, {
        fileField: IMAGE_FILE_FIELD,
        maxBytes: IMAGE_MAX_BYTES,
      });
      const image = await uploadImage(app.db, app.providers.storage, request.log, {
        structureId,
        userId,
        bucket: PUBLIC_IMAGE_BUCKET,
        originalName: cleanOriginalName(fields.originalName || file.filename),
        bytes: file.bytes,
      });
      return service.setImageUrl(app.db, structureId, metric.id, image.src);
    },
  );

  app.put(
    '/metric-location/:slug',
    {
      config: { access: manage },
      schema: {
        tags,
        summary:
          'Move the metric to another location of the company (sub-locations of the old one are dropped)',
        params,
        body: ZSetMetricLocationBody,
        response: { 200: ZMetric, ...staffErrors },
      },
    },
    async (request) =>
      service.setLocation(
        app.db,
        await request.requireStructureId(),
        request.params.slug,
        request.body.locationId,
      ),
  );

  app.put(
    '/metric/:slug',
    {
      config: { access: manage },
      schema: {
        tags,
        summary: 'Change the title, language, active flag or content (sent whole) of a metric',
        params,
        body: ZUpdateMetricBody,
        response: { 200: ZMetric, ...staffErrors },
      },
    },
    async (request) =>
      service.updateMetric(app.db, await request.requireStructureId(), request.params.slug, request.body),
  );

  app.delete(
    '/metric/:slug/image',
    {
      config: { access: manage },
      schema: {
        tags,
        summary: "Remove the metric's picture (the image stays in the media library)",
        params,
        response: { 200: ZMetric, ...staffErrors },
      },
    },
    async (request) => {
      const structureId = await request.requireStructureId();
      const metric = await service.requireMetric(app.db, structureId, request.params.slug);
      return service.setImageUrl(app.db, structureId, metric.id, null);
    },
  );

  app.delete(
    '/metric/:slug/item',
    {
      config: { access: manage },
      schema: {
        tags,
        summary: 'Delete a metric with its ratings',
        params,
        response: { 200: ZOk, ...staffErrors },
      },
    },
    async (request) => service.deleteMetric(app.db, await request.requireStructureId(), request.params.slug),
  );

  app.delete(
    '/metric/edit/:slug/answers',
    {
      config: { access: manage },
      schema: {
        tags,
        summary: 'Delete every rating the metric has received (the metric stays)',
        params,
        response: { 200: ZDeletedRatings, ...staffErrors },
      },
    },
    async (request) => service.deleteAnswers(app.db, await request.requireStructureId(), request.params.slug),
  );

  await app.register(stickersRoutes);
};
