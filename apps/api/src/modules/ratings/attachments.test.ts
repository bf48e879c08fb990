import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ratings } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { readPngSize, readWav } from './attachment-files';
import { guestCalls, type RatingVenue, ratingVenue, refused, wav } from './ratings.test-support';

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .png()
    .withMetadata({ exif: { IFD0: { Copyright: 'secret place' } } })
    .toBuffer();

describe('a recording and a photo attached to a rating', () => {
  let t: TestApp;
  let venue: RatingVenue;
  const guest = () => guestCalls(t);

  beforeAll(async () => {
    t = await createTestApp();
    venue = await ratingVenue(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const newRating = async (cookie?: string) => {
    const res = await guest().rate({ slug: venue.metric.slug, score: 2 }, cookie);
    return res.json() as { id: string; attachToken: string };
  };
  const withToken = (token: string) => ({ 'x-rating-token': token });
  const review = async (id: string) =>
    (await venue.company.api.get('/reviews')).json().items.find((r: { id: string }) => r.id === id);
  const served = (src: string) => t.app.inject({ method: 'GET', url: src });

  it('keeps a WAV comment with its length and a PNG photo without its metadata; the manager hears and sees them', async () => {
    const rating = await newRating();
    const audio = await guest().upload(
      rating.id,
      'audio',
      { bytes: wav(3.5) },
      withToken(rating.attachToken),
    );
    expect(audio.statusCode).toBe(200);
    expect(audio.json()).toMatchObject({ durationMs: 3500 });
    const photo = await guest().upload(
      rating.id,
      'image',
      { bytes: await png(40, 30) },
      withToken(rating.attachToken),
    );
    expect(photo.json()).toMatchObject({ width: 40, height: 30 });

    const shown = await review(rating.id);
    expect(shown.audio).toEqual(audio.json());
    expect(shown.image).toEqual(photo.json());
    const sound = await served(shown.audio.src);
    expect(sound.headers['content-type']).toBe('audio/wav');
    expect(sound.rawPayload.subarray(0, 4).toString('latin1')).toBe('RIFF');
    const picture = await served(shown.image.src);
    expect(picture.headers['content-type']).toBe('image/png');
    expect((await sharp(picture.rawPayload).metadata()).exif).toBeUndefined();
    expect(shown.image.src).toMatch(/^\/api\/v1\/uploads\/ratings\/[0-9a-f-]+\/[0-9a-f]{32}\.png$/);
    const filtered = (await venue.company.api.get('/reviews?withAttachment=true')).json();
    expect(filtered.items.map((r: { id: string }) => r.id)).toContain(rating.id);
  });

  it('replaces an attachment sent again, and removes the old file', async () => {
    const rating = await newRating();
    const first = await guest().upload(rating.id, 'audio', { bytes: wav(1) }, withToken(rating.attachToken));
    const second = await guest().upload(rating.id, 'audio', { bytes: wav(2) }, withToken(rating.attachToken));
    expect(second.json().durationMs).toBe(2000);
    expect((await review(rating.id)).audio.src).toBe(second.json().src);
    expect((await served(first.json().src)).statusCode).toBe(404);
  });

  it('lets the same guest attach without the token, and nobody else', async () => {
    const cookie = await venue.newGuest();
    const rating = await newRating(cookie);
    const own = await guest().upload(rating.id, 'audio', { bytes: wav(1) }, { cookie });
    expect(own.statusCode).toBe(200);
    const stranger = await venue.newGuest();
    expect(
      refused(await guest().upload(rating.id, 'audio', { bytes: wav(1) }, { cookie: stranger })),
    ).toEqual({
      status: 403,
      code: 'FORBIDDEN',
    });
    expect(
      refused(await guest().upload(rating.id, 'audio', { bytes: wav(1) }, withToken('x'.repeat(43)))),
    ).toEqual({
      status: 403,
      code: 'FORBIDDEN',
    });
    const other = await newRating();
    expect(
      refused(
        await guest().upload(rating.id, 'image', { bytes: await png(4, 4) }, withToken(other.attachToken)),
      ),
    ).toEqual({ status: 403, code: 'FORBIDDEN' });
    expect(
      refused(await guest().upload('00000000-0000-4000-8000-000000000000', 'audio', { bytes: wav(1) })),
    ).toEqual({ status: 404, code: 'NOT_FOUND' });
  });

  it('closes attaching a while after rating', async () => {
    const rating = await newRating();
    await t.app.db
      .update(ratings)
      .set({ createdAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(ratings.id, rating.id));
    const late = await guest().upload(rating.id, 'audio', { bytes: wav(1) }, withToken(rating.attachToken));
    expect(refused(late)).toEqual({ status: 403, code: 'RATING_ATTACH_CLOSED' });
  });

  it('refuses by content: a text file as WAV, a JPEG as PNG, too long, too large, too many pixels, not multipart', async () => {
    const rating = await newRating();
    const token = withToken(rating.attachToken);
    const text = Buffer.from('hello, this is not a recording at all\n'.repeat(10));
    expect(refused(await guest().upload(rating.id, 'audio', { bytes: text }, token))).toEqual({
      status: 400,
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
    const jpeg = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    expect(
      refused(await guest().upload(rating.id, 'image', { bytes: jpeg, contentType: 'image/png' }, token)),
    ).toEqual({ status: 400, code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(refused(await guest().upload(rating.id, 'audio', { bytes: await png(4, 4) }, token))).toEqual({
      status: 400,
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
    const long = await guest().upload(rating.id, 'audio', { bytes: wav(121) }, token);
    expect(refused(long)).toEqual({ status: 400, code: 'RECORDING_TOO_LONG' });
    const big = Buffer.concat([wav(1), Buffer.alloc(5 * 1024 * 1024)]);
    expect(refused(await guest().upload(rating.id, 'audio', { bytes: big }, token))).toEqual({
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
    });
    const bigPhoto = Buffer.concat([await png(4, 4), Buffer.alloc(5 * 1024 * 1024)]);
    expect(refused(await guest().upload(rating.id, 'image', { bytes: bigPhoto }, token))).toEqual({
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
    });
    const wide = await png(4, 4);
    wide.writeUInt32BE(100_000, 16);
    expect(refused(await guest().upload(rating.id, 'image', { bytes: wide }, token))).toEqual({
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
    });
    const broken = Buffer.concat([(await png(4, 4)).subarray(0, 40)]);
    expect(refused(await guest().upload(rating.id, 'image', { bytes: broken }, token))).toEqual({
      status: 400,
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/v1/rate/${rating.id}/upload-audio`,
      headers: token,
      payload: { file: 'x' },
    });
    expect(refused(json)).toEqual({ status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect((await review(rating.id)).audio).toBeNull();
  });
});

describe('reading the headers of attachments', () => {
  it('reads a WAV whose recorder left the data length open from the bytes there', () => {
    expect(readWav(wav(2, 0xffffffff)).durationMs).toBe(2000);
    expect(() => readWav(wav(0))).toThrow(/empty/);
    const compressed = wav(1);
    compressed.writeUInt16LE(85, 20);
    expect(() => readWav(compressed)).toThrow(/compressed/);
  });

  it('reads a PNG’s size from its header', async () => {
    expect(readPngSize(await png(7, 9))).toEqual({ width: 7, height: 9 });
    expect(() => readPngSize(Buffer.from('GIF89a'))).toThrow();
  });
});
