import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config';
import {
  FAKE_GOOGLE_KEYS,
  FAKE_GOOGLE_LOCATION,
  type FakeGoogle,
  startFakeGoogle,
} from './google-business-profile.test-support';
import { googleBusinessProfile, ReviewSiteError } from './index';

describe('Google Business Profile reviews', () => {
  let google: FakeGoogle;
  const session = (keys = FAKE_GOOGLE_KEYS, env = google.env) => googleBusinessProfile(testConfig(env), keys);
  const failure = async (work: Promise<unknown>) => {
    const error = await work.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ReviewSiteError);
    return error as ReviewSiteError;
  };

  beforeAll(async () => {
    google = await startFakeGoogle({ maxPageSize: 3 });
  });
  afterAll(() => google?.close());

  it('reads a place’s reviews page by page with one token', async () => {
    const gbp = session();
    const before = google.log.tokenRequests;
    const first = await gbp.listReviews(FAKE_GOOGLE_LOCATION);
    expect(first.reviews.map((r) => r.id)).toEqual(['g-rev-7', 'g-rev-6', 'g-rev-5']);
    expect(first.reviews[0]).toEqual({
      id: 'g-rev-7',
      authorName: 'Lucía Fernández',
      stars: 5,
      comment: 'La tarta de queso es espectacular y el servicio muy amable.',
      createdAt: new Date('2025-05-06T18:20:00Z'),
    });
    // An anonymous reviewer has no name.
    expect(first.reviews[2]?.authorName).toBeNull();
    expect(first.nextPageToken).toBeTruthy();
    const second = await gbp.listReviews(FAKE_GOOGLE_LOCATION, first.nextPageToken);
    expect(second.reviews.map((r) => [r.id, r.stars, r.comment])).toEqual([
      ['g-rev-4', 5, null],
      ['g-rev-3', 3, 'Good soup, small portions.'],
      ['g-rev-2', 1, 'Cold pasta and nobody came back to ask.'],
    ]);
    const third = await gbp.listReviews(FAKE_GOOGLE_LOCATION, second.nextPageToken);
    expect(third).toMatchObject({ reviews: [{ id: 'g-rev-1' }], nextPageToken: null });
    expect(google.log.tokenRequests - before).toBe(1);
  });

  it('gets a fresh token once when Google stops taking the one it has', async () => {
    const gbp = session();
    await gbp.listReviews(FAKE_GOOGLE_LOCATION);
    const before = google.log.tokenRequests;
    google.revokeTokens();
    const page = await gbp.listReviews(FAKE_GOOGLE_LOCATION);
    expect(page.reviews).toHaveLength(3);
    expect(google.log.tokenRequests - before).toBe(1);
  });

  it('checks the keys against the account list', async () => {
    await expect(session().checkAccess()).resolves.toBeUndefined();
  });

  it('says why it failed: a revoked grant or unknown client is unauthorized, a wrong place not found', async () => {
    const revoked = await failure(session({ ...FAKE_GOOGLE_KEYS, refreshToken: 'old' }).checkAccess());
    expect(revoked).toMatchObject({ code: 'unauthorized', status: 400 });
    expect(revoked.message).toContain('invalid_grant');
    const client = await failure(session({ ...FAKE_GOOGLE_KEYS, clientSecret: 'nope' }).checkAccess());
    expect(client).toMatchObject({ code: 'unauthorized', status: 401 });
    const place = await failure(session().listReviews('accounts/1001/locations/9999'));
    expect(place).toMatchObject({ code: 'not-found', status: 404 });
    expect(place.message).toContain('NOT_FOUND');
  });

  it('is unreachable when nothing answers', async () => {
    const closed = 'http://127.0.0.1:9';
    const gbp = session(FAKE_GOOGLE_KEYS, {
      GOOGLE_OAUTH_TOKEN_URL: `${closed}/token`,
      GOOGLE_BUSINESS_API_URL: closed,
      GOOGLE_ACCOUNT_API_URL: closed,
    });
    expect(await failure(gbp.checkAccess())).toMatchObject({ code: 'unreachable' });
  });
});
