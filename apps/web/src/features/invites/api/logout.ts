import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { setCurrentUser } from '@/lib/session';

/** POST /logout: someone signed in opens an invitation meant for a new account. */
export async function logout(): Promise<void> {
  await api.post('/logout');
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    // Signed out either way: nothing of the previous account may stay in the cache.
    onSettled: () => {
      setCurrentUser(queryClient, null);
      queryClient.removeQueries({
        predicate: (query) => !['session', 'app', 'invites'].includes(String(query.queryKey[0])),
      });
    },
  });
}
