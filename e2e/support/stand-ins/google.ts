// Google Business Profile, as the review collectors speak to it: the OAuth token endpoint, the
// account list, the account's two locations (the Business Information API format, which the
// collector dialog lists) and one location's reviews (the My Business API v4 format), on a local
// server. The place has a fixed set of reviews, written a little before the suite started (so a
// collector made during the suite imports them as the place's history), one of them in Spanish.
// GET /__inspect answers what it was asked (token requests, review and list pages).
import {
  FAKE_GOOGLE_KEYS,
  FAKE_GOOGLE_LOCATION,
  type FakeGoogleReview,
  startFakeGoogle,
} from '../../../apps/api/src/providers/reviews/google-business-profile.test-support';
import type { StandIn } from './index';

/**
 * What the journey types into the Google form, and the place it picks in the collector form: its
 * title in the list and the resource name the collector gets.
 */
export const GOOGLE_STAND_IN = {
  keys: FAKE_GOOGLE_KEYS,
  location: FAKE_GOOGLE_LOCATION,
  place: 'Linden Café — Old Town',
};

/** The place's reviews: author, stars, comment. */
export const GOOGLE_STAND_IN_REVIEWS = [
  ['Lucía Fernández', 'FIVE', 'La tarta de queso es espectacular y el servicio muy amable.'],
  ['Tom Baker', 'TWO', 'We waited forty minutes for two coffees at the counter.'],
  ['Priya Nair', 'ONE', 'Cold pasta, and nobody came back to ask how it was.'],
  ['Jonas Berg', 'THREE', 'Good soup, small portions, slow bill.'],
  ['Mira Sato', 'FIVE', undefined],
] as const;

function reviews(startedAt: number): FakeGoogleReview[] {
  return GOOGLE_STAND_IN_REVIEWS.map(([name, stars, comment], index) => {
    const time = new Date(startedAt - (index + 1) * 7 * 60_000).toISOString();
    return {
      reviewId: `standin-review-${index + 1}`,
      reviewer: {
        displayName: name,
        profilePhotoUrl: `https://lh3.googleusercontent.com/a/standin-${index + 1}`,
      },
      starRating: stars,
      ...(comment ? { comment } : {}),
      createTime: time,
      updateTime: time,
    };
  });
}

export async function startStandIn(): Promise<StandIn> {
  // Two reviews a page, so a run reads several pages as it would a busy place's.
  const google = await startFakeGoogle({
    maxPageSize: 2,
    locations: { [FAKE_GOOGLE_LOCATION]: reviews(Date.now()) },
  });
  return { name: 'GOOGLE', url: google.url, env: google.env, close: google.close };
}
