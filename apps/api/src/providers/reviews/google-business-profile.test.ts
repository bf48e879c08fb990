import { COLLECTOR_PLACES_MAX } from '@guestloop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config';
import {
  FAKE_GOOGLE_ACCOUNT,
  FAKE_GOOGLE_KEYS,
  FAKE_GOOGLE_LOCATION,
  type FakeGoogle,
  type FakeGoogleLocation,
  sampleGoogleAccounts,
  sampleGoogleLocations,
  startFakeGoogle,
} from './google-business-profile.test-support';
import { googleBusinessProfile, ReviewSiteError } from './index';

/** The adapter's error for `work`, which must fail with one. */
async function failure(work: Promise<unknown>) {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ReviewSiteError);
  return error as ReviewSiteError;
}

describe('Google Business Profile reviews', () => {
  let google: FakeGoogle;
  const session = (keys = FAKE_GOOGLE_KEYS, env = google.env) => googleBusinessProfile(testConfig(env), keys);

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
      GOOGLE_BUSINESS_INFO_API_URL: closed,
    });
    expect(await failure(gbp.checkAccess())).toMatchObject({ code: 'unreachable' });
    expect(await failure(gbp.listPlaces())).toMatchObject({ code: 'unreachable' });
  });
});

describe('Google Business Profile places', () => {
  const HARBOUR = 'accounts/1002';
  let google: FakeGoogle;
  const session = () => googleBusinessProfile(testConfig(google.env), FAKE_GOOGLE_KEYS);

  beforeAll(async () => {
    // One account and two locations a page, so both lists are read page by page.
    google = await startFakeGoogle({
      maxAccountPageSize: 1,
      maxLocationPageSize: 2,
      accounts: [
        ...sampleGoogleAccounts(),
        { name: HARBOUR, accountName: 'Harbour Kitchen Group', type: 'ORGANIZATION' },
      ],
      businessLocations: {
        [FAKE_GOOGLE_ACCOUNT]: [
          ...sampleGoogleLocations()[FAKE_GOOGLE_ACCOUNT]!,
          {
            name: 'locations/2004',
            title: '  Airport kiosk ',
            storefrontAddress: { regionCode: 'DE', locality: 'Schönefeld' },
          },
        ],
        [HARBOUR]: [
          // A service-area business has no street address.
          { name: 'locations/3001', title: 'Harbour Kitchen Delivery' },
          {
            name: 'locations/3002',
            title: 'Harbour Kitchen',
            storefrontAddress: {
              regionCode: 'PT',
              postalCode: '1100-148',
              locality: 'Lisboa',
              addressLines: ['Rua do Cais 7'],
            },
          },
        ],
      },
    });
  });
  afterAll(() => google?.close());

  it('lists every account’s locations by title, as collectors name them, with the address on one line', async () => {
    const { places, truncated } = await session().listPlaces();
    expect(truncated).toBe(false);
    expect(places).toEqual([
      { source: 'accounts/1001/locations/2004', title: 'Airport kiosk', address: 'Schönefeld' },
      {
        source: 'accounts/1002/locations/3002',
        title: 'Harbour Kitchen',
        address: 'Rua do Cais 7, Lisboa, 1100-148',
      },
      { source: 'accounts/1002/locations/3001', title: 'Harbour Kitchen Delivery', address: null },
      {
        source: FAKE_GOOGLE_LOCATION,
        title: 'Linden Café — Old Town',
        address: 'Lindenstraße 12, Berlin, 10178',
      },
      {
        source: 'accounts/1001/locations/2003',
        title: 'Linden Café — Riverside',
        address: 'Uferweg 3, Pavillon 2, Berlin, 10245',
      },
    ]);
    // Both accounts' pages, then each account's locations page by page, asking only what it shows.
    expect(google.log.accountPages).toHaveLength(2);
    expect(google.log.locationPages.map((p) => [p.account, Boolean(p.pageToken)])).toEqual([
      [FAKE_GOOGLE_ACCOUNT, false],
      [FAKE_GOOGLE_ACCOUNT, true],
      [HARBOUR, false],
    ]);
    expect(new Set(google.log.locationPages.map((p) => p.readMask))).toEqual(
      new Set(['name,title,storefrontAddress']),
    );
  });

  it('gets a fresh token once when Google stops taking the one it has', async () => {
    const gbp = session();
    await gbp.listPlaces();
    const before = google.log.tokenRequests;
    google.revokeTokens();
    expect((await gbp.listPlaces()).places).toHaveLength(5);
    expect(google.log.tokenRequests - before).toBe(1);
  });

  it('says why it failed: refused keys or an account it may not read are unauthorized, an outage a service error', async () => {
    const revoked = googleBusinessProfile(testConfig(google.env), {
      ...FAKE_GOOGLE_KEYS,
      refreshToken: 'old',
    });
    expect(await failure(revoked.listPlaces())).toMatchObject({ code: 'unauthorized', status: 400 });
    google.failures.set(`/v1/${HARBOUR}/locations`, {
      code: 403,
      status: 'PERMISSION_DENIED',
      message: 'The caller does not have permission',
    });
    const denied = await failure(session().listPlaces());
    expect(denied).toMatchObject({ code: 'unauthorized', status: 403 });
    expect(denied.message).toContain('PERMISSION_DENIED');
    google.failures.set(`/v1/${HARBOUR}/locations`, {
      code: 503,
      status: 'UNAVAILABLE',
      message: 'The service is currently unavailable.',
    });
    expect(await failure(session().listPlaces())).toMatchObject({ code: 'service-error', status: 503 });
    google.failures.clear();
  });

  it('stops at the most places a list holds and says there were more', async () => {
    const many: FakeGoogleLocation[] = Array.from({ length: COLLECTOR_PLACES_MAX + 20 }, (_, i) => ({
      name: `locations/${5000 + i}`,
      title: `Branch ${String(i).padStart(3, '0')}`,
    }));
    const big = await startFakeGoogle({ businessLocations: { [FAKE_GOOGLE_ACCOUNT]: many } });
    try {
      const { places, truncated } = await googleBusinessProfile(
        testConfig(big.env),
        FAKE_GOOGLE_KEYS,
      ).listPlaces();
      expect(truncated).toBe(true);
      expect(places).toHaveLength(COLLECTOR_PLACES_MAX);
      expect(places[0]).toEqual({
        source: 'accounts/1001/locations/5000',
        title: 'Branch 000',
        address: null,
      });
      // Pages of 100: it stops reading once the list is full.
      expect(big.log.locationPages).toHaveLength(6);
    } finally {
      await big.close();
    }
  });
});
