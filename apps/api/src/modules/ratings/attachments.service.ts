import { randomBytes } from 'node:crypto';
import { RATING_ATTACH_MINUTES } from '@guestloop/contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { RatingAttachment } from '../../db/schema';
import { AppError, forbidden, notFound } from '../../lib/errors';
import { cleanPng, readWav } from './attachment-files';
import { ratingSecrets, sameSecret } from './rating-secrets';
import * as repo from './ratings.repo';

type AttachApp = Pick<FastifyInstance, 'db' | 'config' | 'providers'>;
export type AttachmentKind = 'audio' | 'image';

/**
 * Who may attach to a rating: the page that rated (it holds the rating's attach token) or the
 * same guest identity, for RATING_ATTACH_MINUTES after rating. Checked before the upload is read.
 */
export async function requireAttachable(
  app: AttachApp,
  id: string,
  token: string | undefined,
  guestId: string | null,
): Promise<repo.RatingRow> {
  const rating = await repo.findRating(app.db, id);
  if (!rating) throw notFound('Rating');
  const ownToken = token !== undefined && sameSecret(token, ratingSecrets(app.config).attachToken(id));
  const ownGuest = guestId !== null && rating.customerId === guestId;
  if (!ownToken && !ownGuest) throw forbidden('Only the guest who rated can attach to this rating');
  if (rating.createdAt.getTime() + RATING_ATTACH_MINUTES * 60_000 <= Date.now()) {
    throw new AppError(403, 'RATING_ATTACH_CLOSED', 'Recordings and photos are attached just after rating');
  }
  return rating;
}

/** The checked file as it is stored: WAV as sent, PNG written again without metadata. */
async function prepare(kind: AttachmentKind, bytes: Buffer) {
  if (kind === 'audio') {
    const { durationMs } = readWav(bytes);
    return { bytes, contentType: 'audio/wav', ext: 'wav', extra: { durationMs } };
  }
  const png = await cleanPng(bytes);
  return {
    bytes: png.bytes,
    contentType: 'image/png',
    ext: 'png',
    extra: { width: png.width, height: png.height },
  };
}

/**
 * Stores the recording or photo under a random name and puts it on the rating, replacing (and
 * removing) the one attached before. A file stored for a change that then fails is removed.
 */
export async function attach(
  app: AttachApp,
  log: FastifyBaseLogger,
  rating: repo.RatingRow,
  kind: AttachmentKind,
  bytes: Buffer,
): Promise<RatingAttachment> {
  const file = await prepare(kind, bytes);
  const storage = app.providers.storage;
  const storageKey = `ratings/${rating.structureId}/${randomBytes(16).toString('hex')}.${file.ext}`;
  await storage.put(storageKey, file.bytes, file.contentType);
  const attachment: RatingAttachment = {
    storageKey,
    src: storage.url(storageKey),
    contentType: file.contentType,
    sizeBytes: file.bytes.length,
    ...file.extra,
  };
  let previous: RatingAttachment | null = null;
  try {
    await app.db.transaction(async (tx) => {
      const locked = await repo.findRating(tx, rating.id, true);
      if (!locked) throw notFound('Rating');
      previous = locked[kind];
      await repo.setAttachment(tx, rating.id, kind, attachment);
    });
  } catch (error) {
    await storage.delete(storageKey).catch((e) => log.warn({ err: e }, 'could not remove an unused upload'));
    throw error;
  }
  const replaced = previous as RatingAttachment | null;
  if (replaced && replaced.storageKey !== storageKey) {
    await storage
      .delete(replaced.storageKey)
      .catch((e) => log.warn({ err: e }, 'could not remove a replaced rating attachment'));
  }
  return attachment;
}
