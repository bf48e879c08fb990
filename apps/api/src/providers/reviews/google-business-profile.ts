import { COLLECTOR_PLACES_MAX } from '@guestloop/contracts';
import {
  type PlaceList,
  type ReviewPage,
  ReviewSiteError,
  type ReviewSiteSession,
  type SitePlace,
  type SiteReview,
} from './types';

/** Where the adapter sends its calls (Google's addresses by default; tests point them at a local server). */
export interface GoogleBusinessProfileUrls {
  tokenUrl: string;
  businessApiUrl: string;
  accountApiUrl: string;
  /** The Business Information API, which lists an account's locations. */
  businessInfoUrl: string;
}

/** A company's OAuth client and the refresh token its owner granted (scope business.manage). */
export interface GoogleCredentials {
  clientId: string;
  clientSecret: string;
  refreshToken: string;
}

const TIMEOUT_MS = 20_000;
/** Reviews a page asks for: the most the API gives. */
export const GOOGLE_REVIEWS_PAGE_SIZE = 50;
/** A token is renewed this long before Google's own expiry. */
const EXPIRY_MARGIN_MS = 60_000;

/** Locations a page asks for: the most the Business Information API gives. */
const LOCATIONS_PAGE_SIZE = 100;
/** Pages one place list reads at most, accounts and locations together (a stuck page token ends too). */
const MAX_LIST_PAGES = 100;

const STARS: Record<string, number> = { ONE: 1, TWO: 2, THREE: 3, FOUR: 4, FIVE: 5 };

interface GoogleReview {
  name?: string;
  reviewId?: string;
  reviewer?: { displayName?: string; profilePhotoUrl?: string; isAnonymous?: boolean };
  starRating?: string;
  comment?: string;
  createTime?: string;
  updateTime?: string;
}

interface GoogleReviews {
  reviews?: GoogleReview[];
  averageRating?: number;
  totalReviewCount?: number;
  nextPageToken?: string;
}

/** A Google review as a collector files it; null when it has no id or no time. */
export function toSiteReview(review: GoogleReview): SiteReview | null {
  const id = review.reviewId ?? review.name?.split('/').pop();
  const createdAt = review.createTime ? new Date(review.createTime) : null;
  if (!id || !createdAt || Number.isNaN(createdAt.getTime())) return null;
  const anonymous = review.reviewer?.isAnonymous === true;
  return {
    id,
    authorName: anonymous ? null : review.reviewer?.displayName?.trim() || null,
    stars: STARS[review.starRating ?? ''] ?? null,
    comment: review.comment?.trim() || null,
    createdAt,
  };
}

interface GoogleAccounts {
  accounts?: { name?: string; accountName?: string }[];
  nextPageToken?: string;
}

/** A location as the Business Information API writes it (the fields the list's readMask asks for). */
interface GoogleLocation {
  name?: string;
  title?: string;
  storefrontAddress?: { addressLines?: string[]; locality?: string; postalCode?: string };
}

interface GoogleLocations {
  locations?: GoogleLocation[];
  nextPageToken?: string;
}

/** A location's street address on one line ("Lindenstraße 12, Berlin, 10969"); null without one. */
export function addressText(address: GoogleLocation['storefrontAddress']): string | null {
  const parts = [...(address?.addressLines ?? []), address?.locality, address?.postalCode]
    .map((part) => part?.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  return parts.length ? parts.join(', ') : null;
}

/** A Google location of an account as a collector names it; null without a location id. */
export function toSitePlace(account: string, location: GoogleLocation): SitePlace | null {
  const id = /^locations\/([^/\s]+)$/.exec(location.name ?? '')?.[1];
  if (!id) return null;
  const source = `${account}/locations/${id}`;
  return {
    source,
    title: location.title?.trim() || source,
    address: addressText(location.storefrontAddress),
  };
}

const trimmed = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 300);

async function send(url: string, init: RequestInit): Promise<{ status: number; body: unknown }> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (cause) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    throw new ReviewSiteError('unreachable', `Google could not be reached (${reason})`);
  }
  const text = await res.text().catch(() => '');
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    if (res.ok)
      throw new ReviewSiteError('service-error', 'Google gave an answer that is not JSON', res.status);
    body = { message: trimmed(text) };
  }
  return { status: res.status, body };
}

/** Google APIs' error: `{ error: { code, message, status } }`. */
function apiError(status: number, body: unknown): ReviewSiteError {
  const error = (body as { error?: { message?: string; status?: string } } | null)?.error;
  const said = [error?.status, error?.message].filter(Boolean).join(': ') || `HTTP ${status}`;
  const message = `Google answered ${status}: ${trimmed(said)}`;
  if (status === 401 || status === 403) return new ReviewSiteError('unauthorized', message, status);
  if (status === 404) return new ReviewSiteError('not-found', message, status);
  return new ReviewSiteError('service-error', message, status);
}

/**
 * Google Business Profile: an access token from the OAuth client and refresh token
 * (`grant_type=refresh_token` at Google's token endpoint), the account list of the Account
 * Management API as the check, a location's reviews from the My Business API v4
 * (`GET /v4/{accounts/x/locations/y}/reviews`, 50 a page, newest first), and the places the keys
 * open: each account's locations from the Business Information API
 * (`GET /v1/{accounts/x}/locations?readMask=…`, 100 a page).
 */
export function googleBusinessProfileSession(
  urls: GoogleBusinessProfileUrls,
  credentials: GoogleCredentials,
): ReviewSiteSession {
  let token: { value: string; until: number } | null = null;

  async function refresh(): Promise<string> {
    const { status, body } = await send(urls.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        client_id: credentials.clientId,
        client_secret: credentials.clientSecret,
        refresh_token: credentials.refreshToken,
      }).toString(),
    });
    const answer = (body ?? {}) as {
      access_token?: string;
      expires_in?: number;
      error?: string;
      error_description?: string;
    };
    if (status !== 200 || !answer.access_token) {
      const said = [answer.error, answer.error_description].filter(Boolean).join(': ') || `HTTP ${status}`;
      const code = ['invalid_grant', 'invalid_client', 'unauthorized_client'].includes(answer.error ?? '')
        ? 'unauthorized'
        : 'service-error';
      throw new ReviewSiteError(code, `Google refused the keys (${trimmed(said)})`, status);
    }
    const lifetimeMs = (Number(answer.expires_in) || 3600) * 1000;
    token = { value: answer.access_token, until: Date.now() + lifetimeMs - EXPIRY_MARGIN_MS };
    return token.value;
  }

  async function get<T>(url: string): Promise<T> {
    const current = token && token.until > Date.now() ? token.value : await refresh();
    let res = await send(url, {
      headers: { authorization: `Bearer ${current}`, accept: 'application/json' },
    });
    // A token Google no longer takes (revoked, or expired early): one fresh one, once.
    if (res.status === 401) {
      const fresh = await refresh();
      res = await send(url, { headers: { authorization: `Bearer ${fresh}`, accept: 'application/json' } });
    }
    if (res.status !== 200) throw apiError(res.status, res.body);
    return res.body as T;
  }

  /** Every page of a list, until it ends or the budget of pages (shared by the lists of one call) runs out. */
  async function* pages<T extends { nextPageToken?: string }>(
    url: (pageToken: string | null) => string,
    budget: { pages: number },
  ): AsyncGenerator<T> {
    let pageToken: string | null = null;
    do {
      if (budget.pages-- <= 0) return;
      const page: T = await get<T>(url(pageToken));
      yield page;
      pageToken = page.nextPageToken || null;
    } while (pageToken);
  }

  return {
    async checkAccess() {
      await get<{ accounts?: { name: string }[] }>(`${urls.accountApiUrl}/v1/accounts`);
    },
    async listReviews(source, pageToken): Promise<ReviewPage> {
      const query = new URLSearchParams({ pageSize: String(GOOGLE_REVIEWS_PAGE_SIZE) });
      if (pageToken) query.set('pageToken', pageToken);
      const path = source.split('/').map(encodeURIComponent).join('/');
      const answer = await get<GoogleReviews>(`${urls.businessApiUrl}/v4/${path}/reviews?${query}`);
      return {
        reviews: (answer.reviews ?? []).flatMap((r) => toSiteReview(r) ?? []),
        nextPageToken: answer.nextPageToken || null,
      };
    },
    async listPlaces(): Promise<PlaceList> {
      const budget = { pages: MAX_LIST_PAGES };
      const found = new Map<string, SitePlace>();
      let truncated = false;
      const accountsUrl = (pageToken: string | null) =>
        `${urls.accountApiUrl}/v1/accounts${pageToken ? `?${new URLSearchParams({ pageToken })}` : ''}`;
      const locationsUrl = (account: string) => (pageToken: string | null) => {
        const query = new URLSearchParams({
          readMask: 'name,title,storefrontAddress',
          pageSize: String(LOCATIONS_PAGE_SIZE),
        });
        if (pageToken) query.set('pageToken', pageToken);
        const path = account.split('/').map(encodeURIComponent).join('/');
        return `${urls.businessInfoUrl}/v1/${path}/locations?${query}`;
      };
      accounts: for await (const page of pages<GoogleAccounts>(accountsUrl, budget)) {
        for (const account of page.accounts ?? []) {
          if (!account.name || !/^accounts\/[^/\s]+$/.test(account.name)) continue;
          for await (const list of pages<GoogleLocations>(locationsUrl(account.name), budget)) {
            for (const location of list.locations ?? []) {
              const place = toSitePlace(account.name, location);
              if (!place || found.has(place.source)) continue;
              if (found.size >= COLLECTOR_PLACES_MAX) {
                truncated = true;
                break accounts;
              }
              found.set(place.source, place);
            }
          }
        }
      }
      if (budget.pages < 0) truncated = true;
      const places = [...found.values()].sort(
        (a, b) =>
          a.title.localeCompare(b.title, undefined, { sensitivity: 'base' }) ||
          a.source.localeCompare(b.source),
      );
      return { places, truncated };
    },
  };
}
