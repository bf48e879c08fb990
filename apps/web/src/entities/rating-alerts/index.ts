export {
  addRatingAlert,
  boardAlertOf,
  dismissRatingAlert,
  RATING_ALERTS_KEY,
  RATING_ALERTS_MAX,
  type RatingAlerts,
  useRatingAlerts,
} from './rating-alerts';
