import { type NotificationSettings, notificationSettingsSchema } from '@equilibrio/contract/users';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useMutation } from '@/lib/single-flight-mutation';

const settingsUrl = (uid: string) =>
  `/api/v1/user-controller/${encodeURIComponent(uid)}/notification-settings`;

/** GET …/notification-settings: which emails the family gets about its requests. */
export const notificationSettingsQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: ['notification-settings', uid],
    queryFn: ({ signal }) =>
      apiRequest(settingsUrl(uid), { schema: notificationSettingsSchema, signal }),
  });

export const useNotificationSettings = (uid: string) =>
  useQuery(notificationSettingsQueryOptions(uid));

/** PUT …/notification-settings — answers the choice as saved. */
export function useSaveNotificationSettings(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationSettings) =>
      apiRequest(settingsUrl(uid), {
        method: 'PUT',
        body,
        schema: notificationSettingsSchema,
      }),
    onSuccess: (saved) =>
      queryClient.setQueryData(notificationSettingsQueryOptions(uid).queryKey, saved),
  });
}
