import {
  type TNotificationList,
  type TPermission,
  type TUser,
  ZNotificationList,
} from '@guestloop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { can } from '@/entities/permissions';
import { api } from '@/lib/api-client';

/** Every query about the member's own notifications lives under this key. */
export const NOTIFICATIONS_KEY = ['notifications'] as const;
/** The bell's list and unread count: whatever reads, deletes or adds a notification refreshes it. */
export const NOTIFICATION_LIST_KEY = [...NOTIFICATIONS_KEY, 'list'] as const;

/** How many notifications the bell shows (the newest). */
export const BELL_PAGE = 50;

/**
 * What a notification can be about and the permission that opens it (ratings: the reviews; survey
 * answers: the surveys…); a member who holds none of them is never told of anything.
 */
export const NOTIFICATION_PERMISSIONS: readonly TPermission[] = [
  'reviews.manage',
  'surveys.manage',
  'enps.manage',
];

/** Whether the member may ever have a notification (the bell is shown only to them). */
export const mayHaveNotifications = (user: Pick<TUser, 'structure' | 'permissions' | 'isSuperAdmin'>) =>
  user.structure !== null && can(user, NOTIFICATION_PERMISSIONS);

/** GET /notification/list: the member's newest notifications and how many of all are unread. */
export function listNotifications(signal?: AbortSignal): Promise<TNotificationList> {
  return api.get('/notification/list', { query: { limit: BELL_PAGE }, schema: ZNotificationList, signal });
}

export const notificationListQuery = queryOptions({
  queryKey: NOTIFICATION_LIST_KEY,
  queryFn: ({ signal }) => listNotifications(signal),
  // The live feed reads it again as ratings come; coming back to the tab catches anything else.
  staleTime: 0,
  refetchOnWindowFocus: true,
});

/**
 * The bell's data. `pollMs`: for members the live feed does not reach (a role without the
 * boards), read again this often instead.
 */
export function useNotificationList({ enabled = true, pollMs }: { enabled?: boolean; pollMs?: number } = {}) {
  return useQuery({ ...notificationListQuery, enabled, refetchInterval: pollMs ?? false });
}
