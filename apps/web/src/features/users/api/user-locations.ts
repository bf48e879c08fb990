import { type TSetUserLocationsBody, type TUserLocations, ZUserLocations } from '@guestloop/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { USERS_KEYS } from './keys';

/** GET /user/{id}/locations: where the user works now. */
export function getUserLocations(id: string, signal?: AbortSignal): Promise<TUserLocations> {
  return api.get(`/user/${id}/locations`, { schema: ZUserLocations, signal });
}

export const userLocationsQuery = (id: string) =>
  queryOptions({
    queryKey: USERS_KEYS.locationsOf(id),
    queryFn: ({ signal }) => getUserLocations(id, signal),
    staleTime: 0,
  });

export function useUserLocations(id: string) {
  return useQuery(userLocationsQuery(id));
}

/** POST /user/{id}/locations: replaces the user's locations. */
export function setUserLocations(id: string, body: TSetUserLocationsBody): Promise<TUserLocations> {
  return api.post(`/user/${id}/locations`, body, { schema: ZUserLocations });
}

export function useSetUserLocations(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (locationIds: string[]) => setUserLocations(id, { locationIds }),
    onSuccess: (answer) => {
      queryClient.setQueryData(USERS_KEYS.locationsOf(id), answer);
      return queryClient.invalidateQueries({ queryKey: USERS_KEYS.all });
    },
  });
}
