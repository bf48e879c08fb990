import type { TReview } from '@guestloop/contracts';

/** Review sites' own names (proper nouns, the same in every language). */
const SITE_NAMES: Record<string, string> = { google: 'Google' };

/** Where an imported review was written ("Google"), null for a rating given here. */
export const reviewSite = (review: Pick<TReview, 'source'>): string | null =>
  review.source === 'guest' ? null : (SITE_NAMES[review.source] ?? review.source);
