import multipart from '@fastify/multipart';
import {
  DEFAULT_IMAGE_BUCKET,
  IMAGE_FILE_FIELD,
  IMAGE_MAX_BYTES,
  PUBLIC_IMAGE_BUCKET,
  type TImageBucket,
  ZApiError,
  ZImageList,
  ZImageParams,
  ZImagesQuery,
  ZOk,
  ZUploadedImage,
  ZUploadImageBody,
} from '@guestloop/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors';
import { readUpload } from '../../lib/images';
import { hasPermission } from '../../plugins/access';
import * as service from './files.service';

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError } as const;
const uploadErrors = { ...errors, 413: ZApiError, 415: ZApiError, 429: ZApiError, 503: ZApiError } as const;

/** Decoding and resizing cost CPU: uploads are limited per user. */
const uploadRateLimit = {
  max: 60,
  timeWindow: 60_000,
  hook: 'preHandler' as const,
  keyGenerator: async (request: FastifyRequest) => `user:${(await request.getAuth())?.userId ?? request.ip}`,
};

/** Reads the multipart upload and its text fields (`originalName`, `bucket`), then stores it. */
async function upload(app: FastifyInstance, request: FastifyRequest, fixedBucket: TImageBucket | null) {
  const { userId } = await request.requireAuth();
  const structureId = await request.requireStructureId();
  const { file, fields } = await readUpload(request, {
    fileField: IMAGE_FILE_FIELD,
    maxBytes: IMAGE_MAX_BYTES,
  });
  const parsed = ZUploadImageBody.safeParse(fixedBucket ? { ...fields, bucket: undefined } : fields);
  if (!parsed.success) {
    throw new AppError(
      400,
      'VALIDATION_FAILED',
      'Some fields are not valid',
      parsed.error.issues.map((i) => ({
        path: ['body', ...i.path].join('.'),
        code: i.code,
        message: i.message,
      })),
    );
  }
  return service.uploadImage(app.db, app.providers.storage, request.log, {
    structureId,
    userId,
    bucket: fixedBucket ?? parsed.data.bucket ?? DEFAULT_IMAGE_BUCKET,
    originalName: service.cleanOriginalName(parsed.data.originalName ?? file.filename),
    bytes: file.bytes,
  });
}

const uploadDescription =
  'Multipart fields: `file` (PNG, JPEG, WebP, GIF or SVG, recognised by content, at most 10 MB) and ' +
  '`originalName`. Raster images are stored re-encoded without metadata, with WebP copies (`variants`); ' +
  'SVG is stored sanitised (at most 5 MB, 10,000 elements, 64 levels deep, no DOCTYPE internal subset; ' +
  'else 413 or 400). Other content: 400 UNSUPPORTED_MEDIA_TYPE; larger files: 413; 503 while too many ' +
  'SVG images wait to be sanitised.';

export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.hasContentTypeParser('multipart/form-data')) {
    await app.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 10 } });
  }

  app.post(
    '/image/upload',
    {
      config: { access: { permission: 'media.manage' }, rateLimit: uploadRateLimit },
      schema: {
        tags: ['files'],
        summary: 'Upload an image to a bucket of the company (field `bucket`, default `images`)',
        description: uploadDescription,
        consumes: ['multipart/form-data'],
        response: { 200: ZUploadedImage, ...uploadErrors },
      },
    },
    (request) => upload(app, request, null),
  );

  app.post(
    '/public-image/upload',
    {
      config: { access: 'signed-in', rateLimit: uploadRateLimit },
      schema: {
        tags: ['files'],
        summary: 'Upload an image shown on public pages (bucket `public`; any staff member)',
        description: uploadDescription,
        consumes: ['multipart/form-data'],
        response: { 200: ZUploadedImage, ...uploadErrors },
      },
    },
    (request) => upload(app, request, PUBLIC_IMAGE_BUCKET),
  );

  app.get(
    '/images',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['files'],
        summary: "The company's images, newest first (without media.manage: the `public` bucket only)",
        querystring: ZImagesQuery,
        response: { 200: ZImageList, ...errors },
      },
    },
    async (request) => {
      const auth = await request.requireAuth();
      const structureId = await request.requireStructureId();
      return service.listImages(app.db, structureId, hasPermission(auth, 'media.manage'), request.query);
    },
  );

  app.delete(
    '/image/:id',
    {
      config: { access: { permission: 'media.manage' } },
      schema: {
        tags: ['files'],
        summary: 'Delete an image of the company and its files',
        params: ZImageParams,
        response: { 200: ZOk, ...errors, 404: ZApiError },
      },
    },
    async (request) => {
      const structureId = await request.requireStructureId();
      await service.deleteImage(app.db, app.providers.storage, request.log, structureId, request.params.id);
      return { ok: true as const };
    },
  );
};
