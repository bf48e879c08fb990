import { type TUser, ZUser } from '@guestloop/contracts';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from './api-client';

export const CURRENT_USER_KEY = ['session', 'current-user'] as const;

/** GET /profile: the signed-in user, or null when nobody is signed in (401 is not an error). */
export const currentUserQuery = queryOptions({
  queryKey: CURRENT_USER_KEY,
  queryFn: async ({ signal }): Promise<TUser | null> => {
    try {
      return await api.get('/profile', { schema: ZUser, signal });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  },
  staleTime: 5 * 60_000,
});

export function useCurrentUser(): { user: TUser | null | undefined; isLoading: boolean } {
  const { data, isLoading } = useQuery(currentUserQuery);
  return { user: data, isLoading };
}

/** After sign-in, sign-out or a profile change: the answer of the auth call becomes the session. */
export function setCurrentUser(queryClient: QueryClient, user: TUser | null): void {
  queryClient.setQueryData(CURRENT_USER_KEY, user);
}
