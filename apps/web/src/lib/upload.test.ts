import { IMAGE_MAX_BYTES, ZUploadedImage } from '@guestloop/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { imageFixture } from '@/test/image-fixtures';
import { mockXhr } from '@/test/xhr-mock';
import { ApiError } from './api-client';
import { setCurrentLanguage } from './current-language';
import './i18n';
import { uploadFile, uploadImage } from './upload';

const png = (bytes = 4) => new File([new Uint8Array(bytes)], 'logo.png', { type: 'image/png' });

describe('uploadFile', () => {
  beforeEach(() => setCurrentLanguage('en'));

  it('posts the form to /api/v1 with the Language header and reports progress as a fraction', async () => {
    const { requests } = mockXhr();
    setCurrentLanguage('de');
    const progress = vi.fn();
    const form = new FormData();
    const done = uploadFile('/image/upload', form, { onProgress: progress, schema: ZUploadedImage });

    const request = requests[0]!;
    expect(request).toMatchObject({ method: 'POST', url: '/api/v1/image/upload', body: form });
    expect(request.headers).toMatchObject({ Language: 'de', Accept: 'application/json' });
    request.progress(25, 100);
    request.progress(100, 100);
    request.respond({ body: imageFixture() });

    await expect(done).resolves.toEqual(imageFixture());
    expect(progress.mock.calls.map(([fraction]) => fraction)).toEqual([0.25, 1, 1]);
  });

  it('raises an ApiError with the status and the wire code on 413', async () => {
    const { requests } = mockXhr();
    const done = uploadFile('/image/upload', new FormData()).catch((e: unknown) => e);
    requests[0]!.respond({
      status: 413,
      body: { statusCode: 413, code: 'PAYLOAD_TOO_LARGE', message: 'The file is larger than 10 MB' },
    });
    const error = await done;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The file is larger than 10 MB',
    });
    expect((error as ApiError).response).toMatchObject({ url: '/api/v1/image/upload', status: 413 });
  });

  it('falls back to a code by status without an error body, and NETWORK when the connection drops', async () => {
    const { requests } = mockXhr();
    const tooLarge = uploadFile('/image/upload', new FormData()).catch((e: unknown) => e);
    requests[0]!.respond({ status: 413, headers: { 'content-type': 'text/html' } });
    expect(await tooLarge).toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE' });

    const offline = uploadFile('/image/upload', new FormData()).catch((e: unknown) => e);
    requests[1]!.fail();
    expect(await offline).toMatchObject({ status: 0, code: 'NETWORK' });
  });

  it('rejects an answer that does not match the schema', async () => {
    mockXhr(() => ({ body: { id: 'nope' } }));
    const error = await uploadFile('/image/upload', new FormData(), { schema: ZUploadedImage }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ status: 200, code: 'INTERNAL_ERROR' });
  });

  it('aborts with the signal', async () => {
    const { requests } = mockXhr();
    const controller = new AbortController();
    const done = uploadFile('/image/upload', new FormData(), { signal: controller.signal }).catch(
      (e: unknown) => e,
    );
    controller.abort();
    expect(await done).toMatchObject({ name: 'AbortError' });
    expect(requests[0]!.aborted).toBe(true);
  });
});

describe('uploadImage', () => {
  it('sends originalName, bucket and the file to /image/upload', async () => {
    const { requests } = mockXhr(() => ({ body: imageFixture({ bucket: 'logos' }) }));
    const image = await uploadImage(png(), { bucket: 'logos' });
    expect(image.bucket).toBe('logos');
    const form = requests[0]!.body as FormData;
    expect(requests[0]!.url).toBe('/api/v1/image/upload');
    expect(form.get('originalName')).toBe('logo.png');
    expect(form.get('bucket')).toBe('logos');
    expect((form.get('file') as File).name).toBe('logo.png');
  });

  it('uses /public-image/upload without a bucket for public images', async () => {
    const { requests } = mockXhr(() => ({ body: imageFixture({ bucket: 'public' }) }));
    await uploadImage(png(), { bucket: 'logos', publicImage: true });
    expect(requests[0]!.url).toBe('/api/v1/public-image/upload');
    expect((requests[0]!.body as FormData).has('bucket')).toBe(false);
  });

  it('refuses too large and unsupported files before sending, with a translated message', async () => {
    const { requests } = mockXhr();
    const big = new File([new Uint8Array(IMAGE_MAX_BYTES + 1)], 'big.png', { type: 'image/png' });
    await expect(uploadImage(big)).rejects.toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'This image is larger than 10 MB. Choose a smaller one.',
    });
    const pdf = new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' });
    await expect(uploadImage(pdf)).rejects.toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Choose a PNG, JPEG, WebP, GIF or SVG image.',
    });
    expect(requests).toHaveLength(0);
  });
});
