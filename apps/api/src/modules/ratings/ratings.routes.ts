import multipart from '@fastify/multipart';
import {
  RATING_ATTACH_MINUTES,
  RATING_AUDIO_MAX_BYTES,
  RATING_AUDIO_MAX_SECONDS,
  RATING_CODE_TTL_MINUTES,
  RATING_FILE_FIELD,
  RATING_IMAGE_MAX_BYTES,
  RATING_IMAGE_MAX_SIDE,
  RATING_TOKEN_HEADER,
  ZApiError,
  ZOrderRating,
  ZOrderSlugParams,
  ZRateBody,
  ZRateDefault,
  ZRateDefaultParams,
  ZRateDefaultTableParams,
  ZRateResult,
  ZRatingAudio,
  ZRatingIdParams,
  ZRatingImage,
  ZRatingVerified,
  ZVerifyRatingBody,
} from '@guestloop/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readUpload } from '../../lib/images';
import { guestErrors } from '../../lib/responses';
import { guestRateKey } from '../customers';
import * as attachments from './attachments.service';
import * as service from './rate.service';
import { reviewsRoutes } from './reviews.routes';

const tags = ['ratings'];
/** A guest rates a few times a visit at most; a café's guests share one address, so the key is the guest. */
const rateLimit = { max: 20, timeWindow: 60_000, keyGenerator: guestRateKey };
/** Every wrong code counts against the rating: a code lives RATING_CODE_TTL_MINUTES, so this caps the guesses. */
const verifyLimit = {
  max: 5,
  timeWindow: RATING_CODE_TTL_MINUTES * 60_000,
  keyGenerator: (request: FastifyRequest) => `rating-verify:${(request.params as { id?: string }).id}`,
};
const uploadLimit = { max: 20, timeWindow: 60_000, keyGenerator: guestRateKey };
/** Opening a rating page may make the location's ready-made metric: a page view, limited like one. */
const pageLimit = { max: 60, timeWindow: 60_000 };
const uploadErrors = {
  400: ZApiError,
  403: ZApiError,
  404: ZApiError,
  413: ZApiError,
  415: ZApiError,
  429: ZApiError,
} as const;

const attachDescription = (what: string) =>
  `Multipart field \`${RATING_FILE_FIELD}\`: ${what}. Allowed to the guest who rated — the ` +
  `\`${RATING_TOKEN_HEADER}\` header with POST /rate's \`attachToken\`, or the same guest identity — for ` +
  `${RATING_ATTACH_MINUTES} minutes after rating (then 403 RATING_ATTACH_CLOSED); another is 403. ` +
  'Content of another kind: 400 UNSUPPORTED_MEDIA_TYPE; not multipart: 415. Sending again replaces it.';

async function upload(app: FastifyInstance, request: FastifyRequest, kind: attachments.AttachmentKind) {
  const { id } = request.params as { id: string };
  const token = request.headers[RATING_TOKEN_HEADER];
  const guest = await request.getGuest();
  const rating = await attachments.requireAttachable(
    app,
    id,
    typeof token === 'string' ? token : undefined,
    guest?.id ?? null,
  );
  const maxBytes = kind === 'audio' ? RATING_AUDIO_MAX_BYTES : RATING_IMAGE_MAX_BYTES;
  const { file } = await readUpload(request, { fileField: RATING_FILE_FIELD, maxBytes });
  return attachments.attach(app, request.log, rating, kind, file.bytes);
}

/** Ratings (SPEC point 7 "Ratings"): guests rate, attach and confirm; staff routes in reviews.routes.ts. */
export const ratingsRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.hasContentTypeParser('multipart/form-data')) {
    await app.register(multipart, { limits: { fileSize: RATING_AUDIO_MAX_BYTES, files: 1, fields: 10 } });
  }

  app.get(
    '/rate/default/:locationId',
    {
      config: { access: 'public', rateLimit: pageLimit },
      schema: {
        tags,
        summary:
          "A location's ready-made rating page (its metric in the request's language, made on first use)",
        params: ZRateDefaultParams,
        response: { 200: ZRateDefault, 400: ZApiError, 404: ZApiError, 429: ZApiError },
      },
    },
    async (request) => service.defaultRating(app, request.params.locationId, null, request.language),
  );

  app.get(
    '/rate/default/:locationId/:tableId',
    {
      config: { access: 'public', rateLimit: pageLimit },
      schema: {
        tags,
        summary:
          "A table's rating page: the location's ready-made metric and the table's slugs for POST /rate",
        params: ZRateDefaultTableParams,
        response: { 200: ZRateDefault, 400: ZApiError, 404: ZApiError, 429: ZApiError },
      },
    },
    async (request) =>
      service.defaultRating(app, request.params.locationId, request.params.tableId, request.language),
  );

  app.post(
    '/rate',
    {
      config: { access: 'public', rateLimit },
      schema: {
        tags,
        summary:
          "Rate a visit on a metric (score within the metric type's range, else 400 SCORE_OUT_OF_RANGE); with " +
          "`orderSlug`, the guest's own served or paid order and its dishes (409 when not yet or already rated)",
        body: ZRateBody,
        response: { 200: ZRateResult, ...guestErrors, 403: ZApiError },
      },
    },
    async (request) =>
      service.rate(app, {
        body: request.body,
        guest: await request.getGuest(),
        provenEmail: (await request.getAuth())?.user.email ?? null,
        language: request.language,
      }),
  );

  app.post(
    '/rate/:id/verify',
    {
      config: { access: 'public', rateLimit: verifyLimit },
      schema: {
        tags,
        summary: 'Confirm a rating with the code mailed to the address given (it counts from then on)',
        params: ZRatingIdParams,
        body: ZVerifyRatingBody,
        response: { 200: ZRatingVerified, 400: ZApiError, 404: ZApiError, 429: ZApiError },
      },
    },
    async (request) => service.verify(app, request.params.id, request.body.code),
  );

  app.post(
    '/rate/:id/upload-audio',
    {
      config: { access: 'public', rateLimit: uploadLimit },
      schema: {
        tags,
        summary: 'Attach a recorded comment (WAV) to a rating',
        description: attachDescription(
          `WAV (RIFF/WAVE, PCM or float), at most ${RATING_AUDIO_MAX_BYTES / 1024 / 1024} MB (413) and ` +
            `${RATING_AUDIO_MAX_SECONDS} seconds (400 RECORDING_TOO_LONG)`,
        ),
        consumes: ['multipart/form-data'],
        params: ZRatingIdParams,
        response: { 200: ZRatingAudio, ...uploadErrors },
      },
    },
    async (request) => {
      const stored = await upload(app, request, 'audio');
      return { src: stored.src, durationMs: stored.durationMs ?? 0 };
    },
  );

  app.post(
    '/rate/:id/upload-image',
    {
      config: { access: 'public', rateLimit: uploadLimit },
      schema: {
        tags,
        summary: 'Attach a photo (PNG) to a rating',
        description: attachDescription(
          `PNG, at most ${RATING_IMAGE_MAX_BYTES / 1024 / 1024} MB and ${RATING_IMAGE_MAX_SIDE} pixels a side ` +
            '(413); kept without its metadata',
        ),
        consumes: ['multipart/form-data'],
        params: ZRatingIdParams,
        response: { 200: ZRatingImage, ...uploadErrors },
      },
    },
    async (request) => {
      const stored = await upload(app, request, 'image');
      return { src: stored.src, width: stored.width ?? 0, height: stored.height ?? 0 };
    },
  );

  app.get(
    '/order/:slug/rating',
    {
      config: { access: 'guest' },
      schema: {
        tags,
        summary:
          "The order page's rating card for the order's own guest (403 for another): its dishes, whether it " +
          'can be rated now (served or paid) and with which metric, or the scores given',
        params: ZOrderSlugParams,
        response: { 200: ZOrderRating, ...guestErrors, 403: ZApiError },
      },
    },
    async (request) =>
      service.orderRating(app, request.params.slug, (await request.requireGuest()).id, request.language),
  );

  await app.register(reviewsRoutes);
};
