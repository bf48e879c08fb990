/** Why a review site refused or failed (the integration check's codes). */
export type ReviewSiteErrorCode = 'unauthorized' | 'not-found' | 'unreachable' | 'service-error';

export class ReviewSiteError extends Error {
  constructor(
    readonly code: ReviewSiteErrorCode,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ReviewSiteError';
  }
}

/** One review as a collector files it, whatever the site. */
export interface SiteReview {
  /** The review's id on the site: the same review is never imported twice. */
  id: string;
  /** The reviewer's name as the site shows it; null for an anonymous one. */
  authorName: string | null;
  /** 1–5; null when the site gave no rating. */
  stars: number | null;
  comment: string | null;
  /** When the reviewer wrote it. */
  createdAt: Date;
}

export interface ReviewPage {
  reviews: SiteReview[];
  /** Ask again with it for the next page; null on the last page. */
  nextPageToken: string | null;
}

/** A place the keys open, as the collector dialog offers it. */
export interface SitePlace {
  /** The place as a collector names it (on Google `accounts/{account}/locations/{location}`). */
  source: string;
  title: string;
  /** Its street address on one line; null when the site has none (e.g. a service-area business). */
  address: string | null;
}

export interface PlaceList {
  /** Sorted by title. */
  places: SitePlace[];
  /** True when there were more places than the list holds (see `MAX_PLACES`). */
  truncated: boolean;
}

/**
 * One signed-in use of a review site (the keys of one company): it gets an access token when first
 * needed and a fresh one when the site says the token ran out.
 */
export interface ReviewSiteSession {
  /** Whether the keys work: throws a `ReviewSiteError` saying why not. */
  checkAccess(): Promise<void>;
  /** One page of a place's reviews, newest first. */
  listReviews(source: string, pageToken?: string | null): Promise<ReviewPage>;
  /** The places the keys open, in every account they reach (at most `MAX_PLACES`). */
  listPlaces(): Promise<PlaceList>;
}
