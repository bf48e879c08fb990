export {
  clearNotifications,
  deleteNotification,
  markNotificationsRead,
  type NotificationGroup,
  useClearNotifications,
  useDeleteNotification,
  useMarkNotificationsRead,
} from './notification-changes';
export {
  BELL_PAGE,
  listNotifications,
  mayHaveNotifications,
  NOTIFICATION_LIST_KEY,
  NOTIFICATION_PERMISSIONS,
  NOTIFICATIONS_KEY,
  notificationListQuery,
  useNotificationList,
} from './notification-list';
export {
  BELL_POLL_MS,
  NotificationsLive,
  reachesLiveFeed,
} from './use-notifications-live';
