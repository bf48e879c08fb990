import {
  type TNotificationSetting,
  type TSaveNotificationSettingBody,
  ZNotificationSetting,
} from '@guestloop/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The member's own choice of events, locations and channels. */
export const NOTIFICATION_SETTING_KEY = ['notifications', 'setting'] as const;

/** GET /notification-setting: the member's setting, or the default while they never saved one. */
export function getNotificationSetting(signal?: AbortSignal): Promise<TNotificationSetting> {
  return api.get('/notification-setting', { schema: ZNotificationSetting, signal });
}

export const notificationSettingQuery = queryOptions({
  queryKey: NOTIFICATION_SETTING_KEY,
  queryFn: ({ signal }) => getNotificationSetting(signal),
});

export function useNotificationSetting() {
  return useQuery(notificationSettingQuery);
}

/** POST /notification-setting: answers the setting as it now applies. */
export function saveNotificationSetting(body: TSaveNotificationSettingBody): Promise<TNotificationSetting> {
  return api.post('/notification-setting', body, { schema: ZNotificationSetting });
}

export function useSaveNotificationSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNotificationSetting,
    onSuccess: (saved) => queryClient.setQueryData(NOTIFICATION_SETTING_KEY, saved),
  });
}
