import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { mockFetch } from '@/test/fetch-mock';
import { ApiError, answerOf, api, invalidateApiCache, QuietCallFailed } from './api-client';
import { setCurrentLanguage } from './current-language';

describe('api client', () => {
  beforeEach(() => {
    invalidateApiCache();
    setCurrentLanguage('en');
  });

  it('calls /api/v1 with the current language, same-origin credentials and JSON', async () => {
    const { calls, fetchMock } = mockFetch({ 'POST /api/v1/translate': { body: { text: 'Hallo' } } });
    setCurrentLanguage('de');
    const answer = await api.post('/translate', { text: 'Hello', from: 'en', to: 'de' });
    expect(answer).toEqual({ text: 'Hallo' });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/v1/translate',
      headers: { language: 'de', 'content-type': 'application/json' },
      body: { text: 'Hello', from: 'en', to: 'de' },
    });
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ credentials: 'same-origin' });
  });

  it('adds query parameters and skips empty ones', async () => {
    const { calls } = mockFetch({ 'GET /api/v1/images': { body: [] } });
    await api.get('/images', { query: { search: 'logo', bucket: undefined, page: 2 } });
    expect(calls[0]?.url).toBe('/api/v1/images?search=logo&page=2');
  });

  it('raises the numeric status and the wire code of a failing call', async () => {
    mockFetch({
      'POST /api/v1/login': {
        status: 401,
        body: { statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'Wrong email or password' },
      },
    });
    const error = await api.post('/login', { email: 'a@b.co', password: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'INVALID_CREDENTIALS' });
    expect((error as ApiError).response).toMatchObject({ url: '/api/v1/login', status: 401 });
  });

  it('keeps validation details for the form', async () => {
    const details = [{ path: 'body.email', code: 'invalid_format', message: 'Invalid email' }];
    mockFetch({
      'POST /api/v1/register': {
        status: 400,
        body: { statusCode: 400, code: 'VALIDATION_FAILED', message: 'Bad input', details },
      },
    });
    await expect(api.post('/register', {})).rejects.toMatchObject({ status: 400, details });
  });

  it('maps a failing network to status 0 and code NETWORK', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(api.get('/profile')).rejects.toMatchObject({ status: 0, code: 'NETWORK' });
  });

  it('gives a code from the status when the body is not an API error', async () => {
    mockFetch({ 'GET /api/v1/tree': { status: 503, body: 'upstream down' } });
    await expect(api.get('/tree')).rejects.toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
  });

  it('returns false instead of raising for quiet calls', async () => {
    mockFetch({
      'POST /api/v1/app/log': {
        status: 500,
        body: { statusCode: 500, code: 'INTERNAL_ERROR', message: 'x' },
      },
    });
    await expect(api.post('/app/log', { error: { message: 'boom' } }, { quiet: true })).resolves.toBe(false);
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
    await expect(api.get('/online-menu/x/add-menu-view', { quiet: true })).resolves.toBe(false);
  });

  it('parses the answer with the schema and rejects a mismatch', async () => {
    mockFetch({ 'GET /api/v1/user/exists': { body: { exists: 'yes' } } });
    await expect(
      api.get('/user/exists', { schema: z.object({ exists: z.boolean() }) }),
    ).rejects.toMatchObject({
      code: 'INTERNAL_ERROR',
    });
  });

  it('answers 204 with undefined', async () => {
    mockFetch({ 'DELETE /api/v1/notification/1': { status: 204 } });
    await expect(api.delete('/notification/1')).resolves.toBeUndefined();
  });

  it('caches GET answers only when asked, and ignores entries older than the age', async () => {
    vi.useFakeTimers();
    let n = 0;
    const { calls } = mockFetch({ 'GET /api/v1/domains': () => ({ body: { n: ++n } }) });

    await api.get('/domains');
    await api.get('/domains');
    expect(calls).toHaveLength(2); // off by default

    expect(await api.get('/domains', { cache: true })).toEqual({ n: 3 });
    vi.advanceTimersByTime(59_000);
    expect(await api.get('/domains', { cache: true })).toEqual({ n: 3 }); // within 60 s
    vi.advanceTimersByTime(2_000);
    expect(await api.get('/domains', { cache: true })).toEqual({ n: 4 }); // older than 60 s: ignored

    expect(await api.get('/domains', { cacheMs: 1_000 })).toEqual({ n: 4 });
    vi.advanceTimersByTime(1_001);
    expect(await api.get('/domains', { cacheMs: 1_000 })).toEqual({ n: 5 });
  });

  it('keeps a cache per language and forgets entries by prefix', async () => {
    let n = 0;
    const { calls } = mockFetch({ 'GET /api/v1/content/1': () => ({ body: { n: ++n } }) });
    await api.get('/content/1', { cache: true });
    setCurrentLanguage('uk');
    await api.get('/content/1', { cache: true });
    expect(calls.map((c) => c.headers.language)).toEqual(['en', 'uk']);
    invalidateApiCache('/content');
    await api.get('/content/1', { cache: true });
    expect(calls).toHaveLength(3);
  });

  it("turns a quiet call's false into a query failure, and passes any answer through", async () => {
    mockFetch({ 'GET /api/v1/payment/menu/x/payment-info': { status: 503, body: {} } });
    const answer = await api.get('/payment/menu/x/payment-info', { quiet: true });
    expect(() => answerOf(answer, 'payment-info')).toThrow(QuietCallFailed);
    expect(answerOf({ providers: [] }, 'payment-info')).toEqual({ providers: [] });
    expect(answerOf(0, 'count')).toBe(0);
  });
});
