import {
  type TMarkNotificationsReadBody,
  type TNotificationList,
  type TNotificationsChanged,
  ZNotificationsChanged,
} from '@guestloop/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { NOTIFICATION_LIST_KEY } from './notification-list';

/** POST /notification/read: some of the member's notifications, or all, are read. */
export function markNotificationsRead(body: TMarkNotificationsReadBody): Promise<TNotificationsChanged> {
  return api.post('/notification/read', body, { schema: ZNotificationsChanged });
}

/** DELETE /notification/{id}: one notification goes from the bell. */
export function deleteNotification(id: string): Promise<TNotificationsChanged> {
  return api.delete(`/notification/${encodeURIComponent(id)}`, { schema: ZNotificationsChanged });
}

/**
 * What a clearing call takes away: a metric's ratings (by the metric's id), or every survey answer,
 * e-NPS answer or table booking.
 */
export type NotificationGroup =
  | { type: 'metric'; metricId: string }
  | { type: 'survey' }
  | { type: 'e-nps' }
  | { type: 'booking' };

/** DELETE /notification/{metric}/metric, /notification/survey, /e-nps or /booking. */
export function clearNotifications(group: NotificationGroup): Promise<TNotificationsChanged> {
  const path =
    group.type === 'metric'
      ? `/notification/${encodeURIComponent(group.metricId)}/metric`
      : `/notification/${group.type}`;
  return api.delete(path, { schema: ZNotificationsChanged });
}

/** Shows a change at once in the cached list, then reads the list again (the server's count wins). */
function applyChange(
  queryClient: QueryClient,
  change: (list: TNotificationList) => TNotificationList,
): Promise<void> {
  queryClient.setQueryData<TNotificationList>(NOTIFICATION_LIST_KEY, (list) => (list ? change(list) : list));
  return queryClient.invalidateQueries({ queryKey: NOTIFICATION_LIST_KEY, exact: true });
}

const withUnread = (list: TNotificationList, unread: number) => ({ ...list, unread });

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: ({ unread }, body) => {
      const now = new Date().toISOString();
      const read = (id: string) => body.all === true || (body.ids ?? []).includes(id);
      return applyChange(queryClient, (list) => ({
        items: list.items.map((item) => (item.readAt || !read(item.id) ? item : { ...item, readAt: now })),
        unread,
      }));
    },
  });
}

export function useDeleteNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNotification,
    onSuccess: ({ unread }, id) =>
      applyChange(queryClient, (list) =>
        withUnread({ ...list, items: list.items.filter((item) => item.id !== id) }, unread),
      ),
  });
}

export function useClearNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearNotifications,
    onSuccess: ({ unread }, group) =>
      applyChange(queryClient, (list) =>
        withUnread(
          {
            ...list,
            items: list.items.filter((item) =>
              group.type === 'metric'
                ? !(item.sourceType === 'metric' && item.sourceId === group.metricId)
                : item.sourceType !== group.type,
            ),
          },
          unread,
        ),
      ),
  });
}
