import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A review as Google's My Business API v4 writes it. */
export interface FakeGoogleReview {
  reviewId: string;
  reviewer: { displayName: string; profilePhotoUrl?: string; isAnonymous?: boolean };
  starRating: 'STAR_RATING_UNSPECIFIED' | 'ONE' | 'TWO' | 'THREE' | 'FOUR' | 'FIVE';
  comment?: string;
  createTime: string;
  updateTime: string;
  reviewReply?: { comment: string; updateTime: string };
}

/** The keys the fake Google takes unless told otherwise. */
export const FAKE_GOOGLE_KEYS = {
  clientId: '1234-guestloop.apps.googleusercontent.com',
  clientSecret: 'GOCSPX-fake-client-secret',
  refreshToken: '1//0fake-refresh-token',
};
export const FAKE_GOOGLE_ACCOUNT = 'accounts/1001';
export const FAKE_GOOGLE_LOCATION = 'accounts/1001/locations/2002';

/** An account as Google's Account Management API writes it. */
export interface FakeGoogleAccount {
  name: string;
  accountName: string;
  type: 'PERSONAL' | 'LOCATION_GROUP' | 'USER_GROUP' | 'ORGANIZATION';
}

/** A location as Google's Business Information API writes it (the fields a place list reads). */
export interface FakeGoogleLocation {
  /** `locations/{id}`: the API names a location without its account. */
  name: string;
  title: string;
  storefrontAddress?: {
    regionCode: string;
    languageCode?: string;
    postalCode?: string;
    administrativeArea?: string;
    locality?: string;
    addressLines?: string[];
  };
  websiteUri?: string;
}

/** The account the sample place belongs to, and its locations (the sample place among them). */
export function sampleGoogleAccounts(): FakeGoogleAccount[] {
  return [{ name: FAKE_GOOGLE_ACCOUNT, accountName: 'Linden Cafe', type: 'LOCATION_GROUP' }];
}
export function sampleGoogleLocations(): Record<string, FakeGoogleLocation[]> {
  return {
    [FAKE_GOOGLE_ACCOUNT]: [
      {
        name: 'locations/2002',
        title: 'Linden Café — Old Town',
        storefrontAddress: {
          regionCode: 'DE',
          languageCode: 'de',
          postalCode: '10178',
          locality: 'Berlin',
          addressLines: ['Lindenstraße 12'],
        },
        websiteUri: 'https://linden.example',
      },
      {
        name: 'locations/2003',
        title: 'Linden Café — Riverside',
        storefrontAddress: {
          regionCode: 'DE',
          languageCode: 'de',
          postalCode: '10245',
          locality: 'Berlin',
          addressLines: ['Uferweg 3', 'Pavillon 2'],
        },
      },
    ],
  };
}

const review = (
  id: string,
  name: string,
  starRating: FakeGoogleReview['starRating'],
  comment: string | undefined,
  createTime: string,
): FakeGoogleReview => ({
  reviewId: id,
  reviewer: { displayName: name, profilePhotoUrl: `https://lh3.googleusercontent.com/a/${id}` },
  starRating,
  ...(comment === undefined ? {} : { comment }),
  createTime,
  updateTime: createTime,
});

/** A place's reviews, newest first (one in Spanish, one without words, one anonymous). */
export function sampleGoogleReviews(): FakeGoogleReview[] {
  return [
    review(
      'g-rev-7',
      'Lucía Fernández',
      'FIVE',
      'La tarta de queso es espectacular y el servicio muy amable.',
      '2025-05-06T18:20:00Z',
    ),
    review('g-rev-6', 'Tom Baker', 'TWO', 'We waited forty minutes for two coffees.', '2025-05-05T09:12:00Z'),
    {
      ...review('g-rev-5', 'A Google user', 'FOUR', 'Nice terrace.', '2025-05-04T14:00:00Z'),
      reviewer: { displayName: 'A Google user', isAnonymous: true },
    },
    review('g-rev-4', 'Mira Sato', 'FIVE', undefined, '2025-05-03T11:30:00Z'),
    review('g-rev-3', 'Jonas Berg', 'THREE', 'Good soup, small portions.', '2025-05-02T19:45:00Z'),
    {
      ...review(
        'g-rev-2',
        'Priya Nair',
        'ONE',
        'Cold pasta and nobody came back to ask.',
        '2025-05-01T20:05:00Z',
      ),
      reviewReply: { comment: 'We are sorry, Priya.', updateTime: '2025-05-02T08:00:00Z' },
    },
    review('g-rev-1', 'Oskar Nowak', 'FOUR', 'Friendly staff.', '2025-04-30T12:00:00Z'),
  ];
}

export interface FakeGoogleOptions {
  /** Reviews by location resource name (default: the sample's at FAKE_GOOGLE_LOCATION). */
  locations?: Record<string, FakeGoogleReview[]>;
  /** Largest page it gives, whatever pageSize asks (Google's is 50). */
  maxPageSize?: number;
  /** Seconds its access tokens live. */
  tokenLifetimeSeconds?: number;
  /** Milliseconds each reviews page takes (to overlap runs). */
  pageDelayMs?: number;
  /** The accounts the keys open (default: the sample's one). */
  accounts?: FakeGoogleAccount[];
  /** Each account's locations by account name (default: the sample's two). */
  businessLocations?: Record<string, FakeGoogleLocation[]>;
  /** Largest page of accounts it gives (Google's is 20). */
  maxAccountPageSize?: number;
  /** Largest page of locations it gives, whatever pageSize asks (Google's is 100). */
  maxLocationPageSize?: number;
}

/** The fields of a location a readMask names ("name,title,storefrontAddress"); the others left out. */
function masked(location: FakeGoogleLocation, readMask: string) {
  const fields = new Set(readMask.split(',').map((f) => f.trim()));
  return Object.fromEntries(Object.entries(location).filter(([field]) => fields.has(field)));
}

/** One page of a list, with Google's opaque page token. */
function pageOf<T>(all: T[], pageToken: string | null, size: number) {
  const from = pageToken ? Number(Buffer.from(pageToken, 'base64url').toString()) : 0;
  const next = from + size < all.length ? Buffer.from(String(from + size)).toString('base64url') : undefined;
  return { items: all.slice(from, from + size), next };
}

/**
 * A local server speaking the parts of Google's APIs a collector uses: the OAuth token endpoint
 * (form-encoded refresh_token grant; `invalid_grant`/`invalid_client` errors), the Account
 * Management API's account list, the Business Information API's locations of an account (a
 * readMask is required and names the fields answered), and the My Business API v4 reviews of a
 * location; lists page with pageSize/pageToken, errors are Google's `{ error: { code, message,
 * status } }`. A test changes the keys it takes (`keys`), the accounts and their locations
 * (`accounts`, `businessLocations`), makes a list fail (`failures`, by URL path), revokes its
 * tokens (`revokeTokens`) and reads what it was asked (`log`).
 */
export async function startFakeGoogle(options: FakeGoogleOptions = {}) {
  const locations = new Map(
    Object.entries(options.locations ?? { [FAKE_GOOGLE_LOCATION]: sampleGoogleReviews() }),
  );
  const keys = { ...FAKE_GOOGLE_KEYS };
  const accounts = options.accounts ?? sampleGoogleAccounts();
  const businessLocations = new Map(Object.entries(options.businessLocations ?? sampleGoogleLocations()));
  /** An error to answer instead, by URL path (e.g. `/v1/accounts/1001/locations`). */
  const failures = new Map<string, { code: number; status: string; message: string }>();
  const tokens = new Map<string, number>();
  const log = {
    tokenRequests: 0,
    reviewPages: [] as { location: string; pageToken: string | null }[],
    accountPages: [] as { pageToken: string | null }[],
    locationPages: [] as { account: string; pageToken: string | null; readMask: string | null }[],
  };
  let issued = 0;

  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', async () => {
      const send = (status: number, value: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify(value));
      };
      const googleError = (code: number, status: string, message: string) =>
        send(code, { error: { code, message, status } });
      const url = new URL(req.url ?? '/', 'http://fake-google');

      if (req.method === 'POST' && url.pathname === '/token') {
        log.tokenRequests++;
        const form = new URLSearchParams(body);
        if (form.get('grant_type') !== 'refresh_token')
          return send(400, { error: 'unsupported_grant_type', error_description: 'Invalid grant_type' });
        if (form.get('client_id') !== keys.clientId || form.get('client_secret') !== keys.clientSecret)
          return send(401, { error: 'invalid_client', error_description: 'The OAuth client was not found.' });
        if (form.get('refresh_token') !== keys.refreshToken)
          return send(400, {
            error: 'invalid_grant',
            error_description: 'Token has been expired or revoked.',
          });
        const lifetime = options.tokenLifetimeSeconds ?? 3599;
        const token = `ya29.fake-${++issued}`;
        tokens.set(token, Date.now() + lifetime * 1000);
        return send(200, {
          access_token: token,
          expires_in: lifetime,
          token_type: 'Bearer',
          scope: 'https://www.googleapis.com/auth/business.manage',
        });
      }

      const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
      const until = tokens.get(bearer);
      if (req.method === 'GET' && url.pathname.startsWith('/__inspect')) return send(200, log);
      if (until === undefined || until < Date.now())
        return googleError(401, 'UNAUTHENTICATED', 'Request had invalid authentication credentials.');

      const failure = failures.get(url.pathname);
      if (failure) return googleError(failure.code, failure.status, failure.message);

      if (req.method === 'GET' && url.pathname === '/v1/accounts') {
        const pageToken = url.searchParams.get('pageToken');
        log.accountPages.push({ pageToken });
        const size = Math.min(
          Number(url.searchParams.get('pageSize')) || 20,
          options.maxAccountPageSize ?? 20,
        );
        const { items, next } = pageOf(accounts, pageToken, size);
        return send(200, { accounts: items, ...(next ? { nextPageToken: next } : {}) });
      }
      const listed = /^\/v1\/(accounts\/[^/]+)\/locations$/.exec(url.pathname);
      if (req.method === 'GET' && listed) {
        const account = decodeURIComponent(listed[1]!);
        const readMask = url.searchParams.get('readMask');
        const pageToken = url.searchParams.get('pageToken');
        log.locationPages.push({ account, pageToken, readMask });
        if (!readMask) return googleError(400, 'INVALID_ARGUMENT', 'Request contains an invalid argument.');
        if (!accounts.some((a) => a.name === account))
          return googleError(403, 'PERMISSION_DENIED', 'The caller does not have permission');
        // Google's default page is 10 locations, its largest 100.
        const asked = Number(url.searchParams.get('pageSize')) || 10;
        const size = Math.min(asked, 100, options.maxLocationPageSize ?? 100);
        const { items, next } = pageOf(businessLocations.get(account) ?? [], pageToken, size);
        return send(200, {
          ...(items.length ? { locations: items.map((l) => masked(l, readMask)) } : {}),
          ...(next ? { nextPageToken: next } : {}),
        });
      }
      const match = /^\/v4\/(accounts\/[^/]+\/locations\/[^/]+)\/reviews$/.exec(url.pathname);
      if (req.method === 'GET' && match) {
        const location = decodeURIComponent(match[1]!);
        const all = locations.get(location);
        if (!all) return googleError(404, 'NOT_FOUND', 'Requested entity was not found.');
        const pageToken = url.searchParams.get('pageToken');
        log.reviewPages.push({ location, pageToken });
        if (options.pageDelayMs) await new Promise((r) => setTimeout(r, options.pageDelayMs));
        const size = Math.min(Number(url.searchParams.get('pageSize')) || 50, options.maxPageSize ?? 50);
        const from = pageToken ? Number(Buffer.from(pageToken, 'base64url').toString()) : 0;
        const page = all.slice(from, from + size);
        const next =
          from + size < all.length ? Buffer.from(String(from + size)).toString('base64url') : undefined;
        const rated = all.filter((r) => r.starRating !== 'STAR_RATING_UNSPECIFIED');
        const stars = { ONE: 1, TWO: 2, THREE: 3, FOUR: 4, FIVE: 5 } as Record<string, number>;
        return send(200, {
          reviews: page.map((r) => ({ name: `${location}/reviews/${r.reviewId}`, ...r })),
          averageRating: rated.length
            ? rated.reduce((sum, r) => sum + (stars[r.starRating] ?? 0), 0) / rated.length
            : 0,
          totalReviewCount: all.length,
          ...(next ? { nextPageToken: next } : {}),
        });
      }
      return googleError(404, 'NOT_FOUND', `No route ${req.method} ${url.pathname}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    /** What the product is started with to use it. */
    env: {
      GOOGLE_OAUTH_TOKEN_URL: `${url}/token`,
      GOOGLE_BUSINESS_API_URL: url,
      GOOGLE_ACCOUNT_API_URL: url,
      GOOGLE_BUSINESS_INFO_API_URL: url,
    },
    keys,
    locations,
    accounts,
    businessLocations,
    failures,
    log,
    /** Every access token given so far stops working (as when Google revokes them). */
    revokeTokens: () => tokens.clear(),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeGoogle = Awaited<ReturnType<typeof startFakeGoogle>>;
