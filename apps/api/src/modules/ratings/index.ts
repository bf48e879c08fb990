/** The ratings module: guests' ratings of a visit and the staff's reviews inbox. What other modules may use. */
export { findRating, type RatingRow } from './ratings.repo';
export { ratingsRoutes } from './ratings.routes';
