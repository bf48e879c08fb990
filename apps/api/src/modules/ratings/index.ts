/** The ratings module: guests' ratings of a visit and the staff's reviews inbox. What other modules may use. */
// The reviews section's count of unread reviews in the console menu (GET /profile/menu).
import './reviews-badge';

export { type ExternalReview, importExternalReviews, scoreFromStars } from './external-reviews';
export { findRating, type RatingRow } from './ratings.repo';
export { ratingsRoutes } from './ratings.routes';
export { type ReviewQuery, reviewsForExport } from './reviews.service';
