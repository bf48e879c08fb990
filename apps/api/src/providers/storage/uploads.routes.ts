import { ZApiError, ZUploadParams } from '@guestloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors';

/**
 * Serves files of the local-disk storage at /api/v1/uploads/<key>. Keys are random and never
 * reused, so answers are cacheable for a year; `nosniff` keeps browsers to the stored type.
 * With a bucket adapter (no `read`) the files are served by the bucket and this route answers 404.
 */
export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/uploads/*',
    {
      config: { access: 'public' },
      schema: {
        tags: ['files'],
        summary: 'A publicly served upload (local-disk storage)',
        params: ZUploadParams,
        response: { 404: ZApiError },
      },
    },
    async (request, reply) => {
      const file = await app.providers.storage.read?.(request.params['*']);
      if (!file) throw notFound('File');
      return reply
        .header('content-type', file.contentType)
        .header('content-length', file.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('content-security-policy', "default-src 'none'; img-src 'self'; media-src 'self'; sandbox")
        .send(file.stream as never); // a byte stream; the zod types describe JSON answers only
    },
  );
};
